import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './staff.table';

/**
 * The one pending «Забыли пароль?» per account: the mailed password, valid until `expires_at` and only
 * while the account's token_version is still `token_version` (any password change voids it). The current
 * password keeps working until the pending one is first used.
 */
export const passwordResets = pgTable('password_resets', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staff.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  tokenVersion: integer('token_version').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PasswordResetRow = typeof passwordResets.$inferSelect;
