import { courseListItemSchema, courseSchema, listResponseSchema } from '@school/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

/** The course filter's options: courses by name from `/api/courses`, the first 20 matches. */
export function useCourseOptions(search: string) {
  const query = { search, take: 20, orderBy: 'name:asc' };
  return useQuery({
    queryKey: queryKeys.courses.list(query),
    queryFn: ({ signal }) =>
      apiRequest('/courses', { query, schema: listResponseSchema(courseListItemSchema), signal }),
    select: (answer) => answer.items,
    placeholderData: keepPreviousData,
  });
}

/** The chosen course's name when it is not among the options (a link opened with `courseId`). */
export function useChosenCourse(id: number | undefined) {
  return useQuery({
    queryKey: queryKeys.courses.detail(id ?? 0),
    // The same request and schema as the course page, so both share the cache entry.
    queryFn: ({ signal }) =>
      apiRequest(`/courses/${id}`, { schema: courseSchema, expectStatus: [200, 201], signal }),
    enabled: id !== undefined,
    meta: { silentError: true },
  });
}
