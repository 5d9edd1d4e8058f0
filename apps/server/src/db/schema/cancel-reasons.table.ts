import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The reasons offered to a student who cancels a subscription. A reason in use is never deleted (the
 * subscriptions' foreign key restricts it); it is hidden instead, so old cancellations keep their reason.
 */
export const cancelReasons = pgTable('cancel_reasons', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  position: integer('position').notNull().default(0),
  isHidden: boolean('is_hidden').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CancelReasonRow = typeof cancelReasons.$inferSelect;
