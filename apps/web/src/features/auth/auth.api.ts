import {
  type LoginBody,
  type LoginResponse,
  loginResponseSchema,
  okResponseSchema,
  type ResetPasswordBody,
} from '@school/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { startSession } from '@/shared/session/session';

const ADMIN_QUERY = { isAdmin: true };

export function login(body: LoginBody): Promise<LoginResponse> {
  return apiRequest('/auth/login', {
    method: 'POST',
    query: ADMIN_QUERY,
    body,
    schema: loginResponseSchema,
    skipUnauthorizedRedirect: true,
  });
}

export function resetPassword(body: ResetPasswordBody) {
  return apiRequest('/auth/reset-password', {
    method: 'POST',
    query: ADMIN_QUERY,
    body,
    schema: okResponseSchema,
    skipUnauthorizedRedirect: true,
  });
}

/** Login success stores token and role in localStorage (spec §4); nothing cached from another user stays. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, role }) => {
      queryClient.removeQueries();
      startSession(token, role);
    },
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
