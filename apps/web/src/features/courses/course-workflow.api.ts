import {
  type CourseCostBody,
  type CourseStatus,
  courseAuthorsResponseSchema,
  courseSchema,
} from '@school/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import { useCourseCacheUpdate } from './courses.api';

export type CourseFlag = 'view' | 'main' | 'top';
const FLAG_FIELDS = { view: 'isVisible', main: 'isOnMain', top: 'isTop' } as const;

/** `PATCH /api/courses/{id}/status`; the comment is required for «Вернуть на доработку». */
export function useChangeCourseStatus(id: number) {
  const update = useCourseCacheUpdate();
  return useMutation({
    mutationFn: (body: { status: CourseStatus; comment?: string }) =>
      apiRequest(`/courses/${id}/status`, { method: 'PATCH', body, schema: courseSchema }),
    onSuccess: update,
  });
}

/** `PATCH /api/courses/{id}/cost` (admins). */
export function useSetCourseCost(id: number) {
  const update = useCourseCacheUpdate();
  return useMutation({
    mutationFn: (body: CourseCostBody) =>
      apiRequest(`/courses/${id}/cost`, { method: 'PATCH', body, schema: courseSchema }),
    onSuccess: update,
  });
}

/** `PATCH /api/courses/{id}/view|main|top` (admins): on the site, on the main page, in the TOP. */
export function useSetCourseFlag(id: number) {
  const update = useCourseCacheUpdate();
  return useMutation({
    mutationFn: ({ flag, value }: { flag: CourseFlag; value: boolean }) =>
      apiRequest(`/courses/${id}/${flag}`, {
        method: 'PATCH',
        body: { [FLAG_FIELDS[flag]]: value },
        schema: courseSchema,
      }),
    onSuccess: update,
  });
}

/** `POST /api/admins/{staffId}/assign-to-course` (admins): assign, or with `assigned: false` remove. */
export function useAssignAuthor(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ staffId, assigned }: { staffId: number; assigned: boolean }) =>
      apiRequest(`/admins/${staffId}/assign-to-course`, {
        method: 'POST',
        body: { courseId, assigned },
        schema: courseAuthorsResponseSchema,
      }),
    onSuccess: ({ authors }) => {
      queryClient.setQueryData(
        queryKeys.courses.detail(courseId),
        (course) => course && { ...course, authors },
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.courses.lists() });
    },
  });
}
