import { type MyInfo, myInfoSchema, type Staff } from '@school/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { queryKeys } from '../api/query-keys';

export function currentUserQuery() {
  return queryOptions({
    queryKey: queryKeys.staff.me(),
    queryFn: ({ signal }) => apiRequest<MyInfo>('/admins/my-info', { schema: myInfoSchema, signal }),
  });
}

export function fullName(user: Pick<Staff, 'firstName' | 'lastName'>): string {
  return [user.lastName, user.firstName].filter(Boolean).join(' ').trim();
}

export function initials(user: Pick<Staff, 'firstName' | 'lastName' | 'email'>): string {
  const letters = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.trim();
  return (letters || user.email.charAt(0)).toUpperCase();
}
