import { historyResponseSchema } from '@school/contracts/history';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import type { TimelineQuery } from '@/shared/timeline/timeline';

/** `GET /api/students/{id}/history`: one page of the student's story, the timeline's query as is. */
export function useStudentHistory(studentId: number, query: TimelineQuery) {
  return useQuery({
    queryKey: queryKeys.students.history(studentId, query),
    queryFn: ({ signal }) =>
      apiRequest(`/students/${studentId}/history`, { query, schema: historyResponseSchema, signal }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}
