import {
  manageableRoles,
  ROLE_LABELS,
  type Role,
  STAFF_ROLE_FILTERS,
  type Staff,
  texts,
} from '@school/contracts';
import type { SelectOption } from '@/shared/forms/select-field';

/** Spec §2 "staff lists filter by role": all, admin, curator, speaker. */
export const roleFilterOptions: SelectOption[] = STAFF_ROLE_FILTERS.map((filter) => ({
  label: texts.staff.roleFilters[filter],
  value: filter,
}));

/** «Все» is the default, so in the URL it is the absence of `role`. */
export const roleFilterToUrl = (value: unknown): string | null =>
  typeof value === 'string' && value !== 'all' ? value : null;

/** The roles the caller may give in the create and edit dialogs (docs/decisions/004). */
export function roleOptions(callerRole: Role | null): SelectOption[] {
  return (callerRole ? manageableRoles(callerRole) : []).map((role) => ({
    label: ROLE_LABELS[role],
    value: role,
  }));
}

export type StaffRowPermissions = {
  edit: boolean;
  password: boolean;
  visibility: boolean;
  remove: boolean;
};

/**
 * What the caller may do on a row — the server's rule mirrored so no button leads to «Нет доступа»: the
 * super-admin manages everyone, an admin curators and speakers; nobody deletes themselves.
 */
export function staffRowPermissions(
  caller: { role: Role | null; id: number | undefined },
  row: Pick<Staff, 'id' | 'role'>,
): StaffRowPermissions {
  const manages = caller.role !== null && manageableRoles(caller.role).includes(row.role);
  const self = caller.id === row.id;
  return { edit: manages, password: manages, visibility: manages, remove: manages && !self };
}
