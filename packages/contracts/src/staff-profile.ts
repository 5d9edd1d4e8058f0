import { z } from 'zod';
import { emailSchema, passwordSchema } from './auth';
import { idSchema } from './common/id-params';
import { listQuerySchema } from './common/paging';
import { ROLES, type Role, roleSchema, STAFF_ROLE_FILTERS } from './roles';
import { staffSchema } from './staff';

/** Where a person lands after signing in: the spec's «Мои курсы» or «Главная» (stored per account). */
export const START_PAGES = ['courses', 'dashboard'] as const;
export type StartPage = (typeof START_PAGES)[number];
export const startPageSchema = z.enum(START_PAGES);
export const START_PAGE_PATHS: Record<StartPage, string> = {
  courses: '/profile/courses',
  dashboard: '/dashboard',
};

export const STAFF_NAME_MAX = 100;
export const STAFF_INFO_MAX = 5000;

const staffNameSchema = z.string().trim().min(1).max(STAFF_NAME_MAX);

/** `PATCH /api/admins/my-info`: every field optional; `avatarFileId: null` removes the avatar. */
export const myInfoUpdateBodySchema = z.object({
  firstName: staffNameSchema.optional(),
  lastName: staffNameSchema.optional(),
  info: z.string().trim().max(STAFF_INFO_MAX).optional(),
  avatarFileId: idSchema.nullable().optional(),
  /** Where sign-in lands: «Мои курсы» (the spec's default) or «Главная». */
  startPage: startPageSchema.optional(),
});
export type MyInfoUpdateBody = z.infer<typeof myInfoUpdateBodySchema>;

/** `GET`/`PATCH /api/admins/my-info`: the account as others see it, and its own preferences (a missing one reads as the default). */
export const myInfoSchema = staffSchema.extend({ startPage: startPageSchema.default('courses') });
export type MyInfo = z.infer<typeof myInfoSchema>;

/**
 * Role filters of the staff lists: those of the /admins page, and `author` (curators and speakers, the
 * people who can author a course) for pickers.
 */
export const STAFF_LIST_ROLE_FILTERS = [...STAFF_ROLE_FILTERS, 'author'] as const;
export type StaffListRoleFilter = (typeof STAFF_LIST_ROLE_FILTERS)[number];

/** `GET /api/admins/list?role=`: staff filtered by role; `admin` covers admin and super-admin. */
export const staffListQuerySchema = listQuerySchema.extend({
  role: z.enum(STAFF_LIST_ROLE_FILTERS).default('all'),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

// Staff management (`/api/admins`): the super-admin manages everyone, an admin manages curators and speakers.

/** Roles an actor may create, change, delete or set passwords for (docs/decisions/004). */
export function manageableRoles(actorRole: Role): readonly Role[] {
  if (actorRole === 'super-admin') return ROLES;
  if (actorRole === 'admin') return ['curator', 'speaker'];
  return [];
}

/** `POST /api/admins`. */
export const staffCreateBodySchema = z.object({
  email: emailSchema,
  firstName: staffNameSchema,
  lastName: staffNameSchema,
  role: roleSchema,
  password: passwordSchema,
  info: z.string().trim().max(STAFF_INFO_MAX).optional(),
  isVisible: z.boolean().optional(),
});
export type StaffCreateBody = z.infer<typeof staffCreateBodySchema>;

/** `PATCH /api/admins/{id}`: any field; `avatarFileId: null` removes the avatar. */
export const staffUpdateBodySchema = z.object({
  email: emailSchema.optional(),
  firstName: staffNameSchema.optional(),
  lastName: staffNameSchema.optional(),
  role: roleSchema.optional(),
  info: z.string().trim().max(STAFF_INFO_MAX).optional(),
  isVisible: z.boolean().optional(),
  avatarFileId: idSchema.nullable().optional(),
});
export type StaffUpdateBody = z.infer<typeof staffUpdateBodySchema>;

/** `PATCH /api/admins/{id}/password`: sets it, ends the account's sessions and mails it. */
export const staffPasswordBodySchema = z.object({ password: passwordSchema });
export type StaffPasswordBody = z.infer<typeof staffPasswordBodySchema>;

/** `PATCH /api/admins/{id}/view`. */
export const staffViewBodySchema = z.object({ isVisible: z.boolean() });
export type StaffViewBody = z.infer<typeof staffViewBodySchema>;

/** `PATCH /api/admins/{id}/info`. */
export const staffInfoBodySchema = z.object({ info: z.string().trim().max(STAFF_INFO_MAX) });
export type StaffInfoBody = z.infer<typeof staffInfoBodySchema>;

/** `GET /api/admins/{id}`: the profile header. */
export const staffProfileSchema = staffSchema.extend({
  /** Courses the staff member is assigned to. */
  courseCount: z.number().int(),
  /** Whether the caller may edit, delete or set the password of this account. */
  canManage: z.boolean(),
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;
