import {
  recordDeleteResponseSchema,
  type Student,
  type StudentCreateBody,
  type StudentStatus,
  type StudentUpdateBody,
  studentSchema,
  studentsListResponseSchema,
} from '@school/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import type { ListQueryParams } from '@/shared/lists/list-url';

export const STUDENT_FILTERS = ['status', 'subscription', 'dateFrom', 'dateTo'] as const;
export type StudentFilter = (typeof STUDENT_FILTERS)[number];
export type StudentsQuery = ListQueryParams<StudentFilter>;

/** `enabled: false` while the search is too short to send (the list's search minimum). */
export function useStudents(query: StudentsQuery, enabled = true) {
  return useQuery({
    queryKey: queryKeys.students.list(query),
    queryFn: ({ signal }) => apiRequest('/students', { query, schema: studentsListResponseSchema, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** `GET /api/admins/{id}/students`: the students of that staff member's courses. */
export function useStaffStudents(staffId: number | undefined, query: ListQueryParams, enabled = true) {
  return useQuery({
    queryKey: queryKeys.students.list({ staffId, ...query }),
    queryFn: ({ signal }) =>
      apiRequest(`/admins/${staffId}/students`, { query, schema: studentsListResponseSchema, signal }),
    placeholderData: keepPreviousData,
    enabled: enabled && staffId !== undefined,
  });
}

export function studentQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.students.detail(id),
    queryFn: ({ signal }) => apiRequest<Student>(`/students/${id}`, { schema: studentSchema, signal }),
  });
}

export function useStudent(id: number) {
  return useQuery(studentQuery(id));
}

/** After a change of one student: the card shows the answer at once, the lists refetch. */
function useStudentCacheUpdate() {
  const queryClient = useQueryClient();
  return (student: Student) => {
    queryClient.setQueryData(queryKeys.students.detail(student.id), student);
    void queryClient.invalidateQueries({ queryKey: queryKeys.students.lists() });
  };
}

export function useCreateStudent() {
  const update = useStudentCacheUpdate();
  return useMutation({
    mutationFn: (body: StudentCreateBody) =>
      apiRequest('/students', { method: 'POST', body, schema: studentSchema }),
    onSuccess: update,
  });
}

export function useUpdateStudent() {
  const update = useStudentCacheUpdate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StudentUpdateBody }) =>
      apiRequest(`/students/${id}`, { method: 'PATCH', body, schema: studentSchema }),
    onSuccess: update,
  });
}

export function useSetStudentStatus() {
  const update = useStudentCacheUpdate();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: StudentStatus }) =>
      apiRequest(`/students/${id}/status`, { method: 'PATCH', body: { status }, schema: studentSchema }),
    onSuccess: update,
  });
}

export function useSetStudentViewed() {
  const update = useStudentCacheUpdate();
  return useMutation({
    mutationFn: ({ id, isViewed }: { id: number; isViewed: boolean }) =>
      apiRequest(`/students/${id}/view`, { method: 'PATCH', body: { isViewed }, schema: studentSchema }),
    onSuccess: update,
  });
}

/** No password: the server makes one. Either way it is mailed and the student's sessions end. */
export function useSetStudentPassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password?: string }) =>
      apiRequest(`/students/${id}/password`, { method: 'PATCH', body: password ? { password } : {} }),
  });
}

export function useDeleteStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/students/${id}`, { method: 'DELETE', schema: recordDeleteResponseSchema }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.students.detail(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.students.lists() });
    },
  });
}
