import {
  listResponseSchema,
  type StaffCreateBody,
  type StaffListQuery,
  type StaffUpdateBody,
  staffProfileSchema,
  staffSchema,
} from '@school/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import type { ListQueryParams } from '@/shared/lists/list-url';

export const STAFF_FILTERS = ['role'] as const;
export type StaffFilter = (typeof STAFF_FILTERS)[number];
export type StaffListParams = ListQueryParams<StaffFilter>;

const staffListSchema = listResponseSchema(staffSchema);

export function useStaffList(query: StaffListParams) {
  return useQuery({
    queryKey: queryKeys.staff.list(query),
    queryFn: ({ signal }) =>
      apiRequest('/admins', {
        query: { ...query, role: query.role as StaffListQuery['role'] | undefined },
        schema: staffListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * After any staff change: everything staff — the lists, the course author pickers, the staff profiles and
 * the signed-in user's own record — refetches.
 */
function useInvalidateStaff() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.staff.all });
}

export function useCreateStaff() {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: (body: StaffCreateBody) =>
      apiRequest('/admins', { method: 'POST', body, schema: staffSchema }),
    onSuccess: invalidate,
  });
}

export function useUpdateStaff() {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StaffUpdateBody }) =>
      apiRequest(`/admins/${id}`, { method: 'PATCH', body, schema: staffProfileSchema }),
    onSuccess: invalidate,
  });
}

export function useSetStaffVisible() {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: ({ id, isVisible }: { id: number; isVisible: boolean }) =>
      apiRequest(`/admins/${id}/view`, { method: 'PATCH', body: { isVisible }, schema: staffProfileSchema }),
    onSuccess: invalidate,
  });
}

/** Sets the password, ends the account's sessions and mails it (server side). */
export function useSetStaffPassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      apiRequest(`/admins/${id}/password`, { method: 'PATCH', body: { password } }),
  });
}

export function useDeleteStaff() {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/admins/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
