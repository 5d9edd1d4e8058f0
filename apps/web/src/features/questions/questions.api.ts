import {
  type AnswerBody,
  questionCoursesResponseSchema,
  questionDeleteResponseSchema,
  questionSchema,
  questionStatusSchema,
  questionsResponseSchema,
} from '@school/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import type { ListQueryParams } from '@/shared/lists/list-url';
import type { QuestionsFilter } from './lib/questions-url';

/**
 * `GET /api/questions`: `adminId` on someone else's profile; on one's own none (an admin sees every
 * question, a curator or speaker theirs). A status or course the URL got wrong is left out, not sent for a 400.
 */
export function useQuestions(
  query: ListQueryParams<QuestionsFilter>,
  adminId: number | undefined,
  enabled = true,
) {
  const courseId = Number(query.courseId);
  const request = {
    skip: query.skip,
    take: query.take,
    search: query.search,
    status: questionStatusSchema.safeParse(query.status).data,
    courseId: Number.isInteger(courseId) && courseId > 0 ? courseId : undefined,
    adminId,
  };
  return useQuery({
    queryKey: queryKeys.questions.list(request),
    queryFn: ({ signal }) =>
      apiRequest('/questions', { query: request, schema: questionsResponseSchema, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The course filter's options: courses with questions in the same scope, with their waiting count. */
export function useQuestionCourses(adminId: number | undefined, enabled = true) {
  const query = { adminId };
  return useQuery({
    queryKey: queryKeys.questions.courses(query),
    queryFn: ({ signal }) =>
      apiRequest('/questions/courses', { query, schema: questionCoursesResponseSchema, signal }),
    enabled,
  });
}

function useQuestionMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.questions.all }),
  });
}

/** Answers, or replaces the answer's text. */
export function useAnswerQuestion() {
  return useQuestionMutation(({ id, body }: { id: number; body: AnswerBody }) =>
    apiRequest(`/questions/${id}/answer`, { method: 'POST', body, schema: questionSchema }),
  );
}

/** Deletes a question; the answer carries its «Отменить», after which `refresh` shows it again. */
export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  const mutation = useQuestionMutation((id: number) =>
    apiRequest(`/questions/${id}`, { method: 'DELETE', schema: questionDeleteResponseSchema }),
  );
  return { ...mutation, refresh: () => queryClient.invalidateQueries({ queryKey: queryKeys.questions.all }) };
}
