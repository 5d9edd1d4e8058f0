import { z } from 'zod';
import { listQuerySchema } from './common/paging';
import { STAFF_ROLE_FILTERS } from './roles';

export const STAFF_NAME_MAX = 100;
export const STAFF_INFO_MAX = 5000;

const staffNameSchema = z.string().trim().min(1).max(STAFF_NAME_MAX);

/** `PATCH /api/admins/my-info`: every field optional; `avatarFileId: null` removes the avatar. */
export const myInfoUpdateBodySchema = z.object({
  firstName: staffNameSchema.optional(),
  lastName: staffNameSchema.optional(),
  info: z.string().trim().max(STAFF_INFO_MAX).optional(),
  avatarFileId: z.number().int().positive().nullable().optional(),
});
export type MyInfoUpdateBody = z.infer<typeof myInfoUpdateBodySchema>;

/** `GET /api/admins/list?role=`: staff filtered by role; `admin` covers admin and super-admin. */
export const adminsListQuerySchema = listQuerySchema.extend({
  role: z.enum(STAFF_ROLE_FILTERS).default('all'),
});
export type AdminsListQuery = z.infer<typeof adminsListQuerySchema>;
