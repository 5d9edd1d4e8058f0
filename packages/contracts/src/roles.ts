import { z } from 'zod';

/** Staff roles (spec §6). `super-admin` and `admin` are the admin roles. */
export const ROLES = ['super-admin', 'admin', 'curator', 'speaker'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const ADMIN_ROLES: readonly Role[] = ['super-admin', 'admin'];

export const ROLE_LABELS: Record<Role, string> = {
  'super-admin': 'Супер-администратор',
  admin: 'Администратор',
  curator: 'Куратор',
  speaker: 'Спикер',
};

/** The spec's "admin flag": true for admin and super-admin. */
export function isAdminRole(role: string | null | undefined): boolean {
  return role === 'admin' || role === 'super-admin';
}

/** Staff list role filter (spec §2): all, admin, curator, speaker. */
export const STAFF_ROLE_FILTERS = ['all', 'admin', 'curator', 'speaker'] as const;
export type StaffRoleFilter = (typeof STAFF_ROLE_FILTERS)[number];
