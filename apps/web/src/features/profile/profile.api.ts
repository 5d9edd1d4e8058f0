import {
  type ChangePasswordBody,
  changePasswordResponseSchema,
  type MyInfo,
  type MyInfoUpdateBody,
  myInfoSchema,
  myInfoUpdateBodySchema,
  type StaffProfile,
  staffProfileSchema,
} from '@school/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import { currentUserQuery } from '@/shared/session/current-user';
import { setToken } from '@/shared/session/session';

/** The profile form: `PATCH /api/admins/my-info` with the names required (the form always sends them). */
export const updateMyInfoBodySchema = myInfoUpdateBodySchema
  .pick({ firstName: true, lastName: true, info: true })
  .required();
export type UpdateMyInfoBody = MyInfoUpdateBody;

export function useCurrentUser() {
  return useQuery(currentUserQuery());
}

export function useUpdateMyInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMyInfoBody) =>
      apiRequest<MyInfo>('/admins/my-info', { method: 'PATCH', body, schema: myInfoSchema }),
    onSuccess: (staff) => queryClient.setQueryData(queryKeys.staff.me(), staff),
  });
}

/** The change revokes older tokens, so the new one replaces the stored one at once. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiRequest('/auth/password', {
        method: 'PATCH',
        query: { isAdmin: true },
        body,
        schema: changePasswordResponseSchema,
      }),
    onSuccess: ({ token }) => setToken(token),
  });
}

/** `GET /api/admins/{id}`: someone's profile header; a staff change refreshes it (`staff.all`). */
export function staffProfileQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.staff.detail(id),
    queryFn: ({ signal }) =>
      apiRequest<StaffProfile>(`/admins/${id}`, { schema: staffProfileSchema, signal }),
  });
}
