import { z } from 'zod';
import { SERVER_MESSAGES } from './common/errors';
import { PASSWORD_MAX, PASSWORD_MIN } from './common/limits';
import { roleSchema } from './roles';

/** Standard local-part@domain pattern (spec §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .regex(EMAIL_PATTERN, SERVER_MESSAGES.emailMustBeEmail);

export const passwordSchema = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

/** `?isAdmin=true` on every auth call (spec §7); staff auth is the only kind the back office has. */
export const authQuerySchema = z.object({ isAdmin: z.enum(['true', 'false']).optional() });

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(PASSWORD_MAX),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({ token: z.string(), role: roleSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const changePasswordBodySchema = z.object({
  oldPassword: z.string().min(1).max(PASSWORD_MAX),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** A password change answers with a fresh token: older tokens are revoked by the change. */
export const changePasswordResponseSchema = z.object({ token: z.string() });

export const resetPasswordBodySchema = z.object({ email: emailSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
