import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from './common/paging';

/** A mail's delivery state: waiting (or between retries), sent, or failed after its last attempt. */
export const MAIL_OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;
export const mailOutboxStatusSchema = z.enum(MAIL_OUTBOX_STATUSES);
export type MailOutboxStatus = z.infer<typeof mailOutboxStatusSchema>;

/** `GET /api/mail-outbox` (admins): newest first; `search` matches the address, `status` filters. */
export const mailOutboxQuerySchema = listQuerySchema.pick({ skip: true, take: true, search: true }).extend({
  status: mailOutboxStatusSchema.optional(),
});
export type MailOutboxQuery = z.infer<typeof mailOutboxQuerySchema>;

/**
 * One outgoing mail without its body (bodies carry new passwords). `error` holds one line per failed
 * attempt, the newest last; it stays after a later attempt succeeds.
 */
export const mailOutboxItemSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: mailOutboxStatusSchema,
  attempts: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailOutboxItem = z.infer<typeof mailOutboxItemSchema>;

export const mailOutboxListSchema = listResponseSchema(mailOutboxItemSchema);
export type MailOutboxList = z.infer<typeof mailOutboxListSchema>;
