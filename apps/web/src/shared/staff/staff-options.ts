import type { StaffListQuery } from '@school/contracts';
import { listResponseSchema, type Staff, staffSchema } from '@school/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import type { SelectOption } from '@/shared/forms/select-field';
import { fullName } from '@/shared/session/current-user';

/**
 * A picker's staff (admins only: `/admins/list`): the first 100 of `role` by surname, or those matching
 * `search` (name or e-mail, searched by the server, so a school with more staff finds everyone). `author`:
 * curators and speakers, who can author a course; `all`: everyone, as the log's «Кто» filter.
 */
export function useStaffOptions(role: StaffListQuery['role'], enabled = true, search = '') {
  const query = { role, take: 100, orderBy: 'lastName:asc', ...(search ? { search } : {}) };
  return useQuery({
    // `/admins/list` (the pickers' endpoint), not the staff page's `/admins`.
    queryKey: queryKeys.staff.list({ of: 'picker', ...query }),
    queryFn: ({ signal }) =>
      apiRequest('/admins/list', {
        query,
        schema: listResponseSchema(staffSchema),
        signal,
      }),
    select: (answer) => answer.items,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Staff as a dropdown's options: «Фамилия Имя» (the e-mail when nameless), the id as the value. */
export const staffOptions = (staff: Staff[] | undefined): SelectOption[] =>
  (staff ?? []).map((person) => ({ label: fullName(person) || person.email, value: String(person.id) }));
