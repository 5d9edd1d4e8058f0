import {
  courseListItemSchema,
  listResponseSchema,
  purchasedCoursesResponseSchema,
  studentCourseRemoveResponseSchema,
  studentSchema,
} from '@school/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

/** `GET /api/students/{id}/list-of-purchased-courses`: the accesses the student has now. */
export function usePurchasedCourses(studentId: number) {
  return useQuery({
    queryKey: queryKeys.students.courses(studentId),
    queryFn: ({ signal }) =>
      apiRequest(`/students/${studentId}/list-of-purchased-courses`, {
        schema: purchasedCoursesResponseSchema,
        signal,
      }),
  });
}

/** The course picker: courses by name from `/api/courses`, the first 20 matches. */
export function useCoursePicker(search: string) {
  const query = { search, take: 20, orderBy: 'name:asc' };
  return useQuery({
    queryKey: queryKeys.courses.list(query),
    queryFn: ({ signal }) =>
      apiRequest('/courses', {
        query,
        schema: listResponseSchema(courseListItemSchema),
        signal,
      }),
    select: (answer) => answer.items,
    placeholderData: keepPreviousData,
  });
}

/** Access and subscription changes refetch the card, its courses and the lists (course counts). */
function useRefreshStudent() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.students.all });
}

export function useGrantCourse(studentId: number) {
  const refresh = useRefreshStudent();
  return useMutation({
    mutationFn: (courseId: number) =>
      apiRequest(`/students/${studentId}/access-course`, {
        method: 'POST',
        body: { courseId },
        schema: purchasedCoursesResponseSchema,
      }),
    onSuccess: refresh,
  });
}

/** The removal answers its «Отменить» (`{ undo }`); after the undo `refresh` shows the access again. */
export function useRemoveCourse(studentId: number) {
  const refresh = useRefreshStudent();
  const mutation = useMutation({
    mutationFn: (courseId: number) =>
      apiRequest(`/students/${studentId}/access-course/${courseId}`, {
        method: 'DELETE',
        schema: studentCourseRemoveResponseSchema,
      }),
    onSuccess: refresh,
  });
  return { ...mutation, refresh };
}

export function useCustomSubscription(studentId: number) {
  const refresh = useRefreshStudent();
  return useMutation({
    mutationFn: (until: string) =>
      apiRequest(`/students/${studentId}/custom-subscription`, {
        method: 'POST',
        body: { until },
        schema: studentSchema,
      }),
    onSuccess: refresh,
  });
}

export function useEndCustomSubscription(studentId: number) {
  const refresh = useRefreshStudent();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/students/${studentId}/custom-subscription`, { method: 'DELETE', schema: studentSchema }),
    onSuccess: refresh,
  });
}
