import {
  type Course,
  type CourseUpdateBody,
  courseCountByStatusSchema,
  type courseCreateBodySchema,
  courseListItemSchema,
  courseSchema,
  directionSchema,
  listResponseSchema,
} from '@school/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import type { ListQueryParams } from '@/shared/lists/list-url';

export const COURSE_FILTERS = ['status', 'directionId', 'authorId', 'level'] as const;
export type CourseFilter = (typeof COURSE_FILTERS)[number];
export type CoursesQuery = ListQueryParams<CourseFilter>;
/** `all`: `GET /api/courses` (admins); `my`: `GET /api/courses/my` (the caller's own). */
export type CoursesScope = 'all' | 'my';

const courseListSchema = listResponseSchema(courseListItemSchema);
/** Spec §2: a course page loads on 200 or 201 only. */
export const LOADED = [200, 201] as const;

export function useCourses(scope: CoursesScope, query: CoursesQuery) {
  return useQuery({
    queryKey: queryKeys.courses.list({ scope, ...query }),
    queryFn: ({ signal }) =>
      apiRequest(scope === 'my' ? '/courses/my' : '/courses', { query, schema: courseListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMyCourseCounts() {
  return useQuery({
    queryKey: queryKeys.courses.counts(),
    queryFn: ({ signal }) =>
      apiRequest('/courses/my/count-by-status', { schema: courseCountByStatusSchema, signal }),
  });
}

export function courseQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.courses.detail(id),
    queryFn: ({ signal }) =>
      apiRequest<Course>(`/courses/${id}`, { schema: courseSchema, expectStatus: LOADED, signal }),
  });
}

export function useCourse(id: number) {
  return useQuery(courseQuery(id));
}

/** After any change of a course: its page shows the answer at once, lists and counts refetch. */
export function useCourseCacheUpdate() {
  const queryClient = useQueryClient();
  return (course: Course) => {
    queryClient.setQueryData(queryKeys.courses.detail(course.id), course);
    void queryClient.invalidateQueries({ queryKey: queryKeys.courses.lists() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.courses.counts() });
  };
}

export function useCreateCourse() {
  const update = useCourseCacheUpdate();
  return useMutation({
    mutationFn: (body: z.input<typeof courseCreateBodySchema>) =>
      apiRequest('/courses', { method: 'POST', body, schema: courseSchema }),
    onSuccess: update,
  });
}

export function useUpdateCourse(id: number) {
  const update = useCourseCacheUpdate();
  return useMutation({
    mutationFn: (body: CourseUpdateBody) =>
      apiRequest(`/courses/${id}`, { method: 'PATCH', body, schema: courseSchema }),
    onSuccess: update,
  });
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/courses/${id}`, { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.courses.detail(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.courses.all });
    },
  });
}

/** Pickers: every direction in site order (a direction change invalidates the directions' lists). */
export function useDirectionOptions() {
  const query = { take: 100, orderBy: 'position:asc' };
  return useQuery({
    queryKey: queryKeys.directions.list(query),
    queryFn: ({ signal }) =>
      apiRequest('/directions', {
        query,
        schema: listResponseSchema(directionSchema),
        signal,
      }),
    select: (answer) => answer.items,
  });
}
