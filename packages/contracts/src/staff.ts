import { z } from 'zod';
import { roleSchema } from './roles';

/** A staff account as the API returns it (never the password hash). */
export const staffSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Public URL of the avatar image, or null. */
  avatar: z.string().nullable(),
  role: roleSchema,
  /** The spec's "view" flag: the account is shown on the school's site. */
  isVisible: z.boolean(),
  info: z.string(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Staff = z.infer<typeof staffSchema>;
