import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { payments } from './payments.table';
import { staff } from './staff.table';

/**
 * A full or partial refund of a payment. The refunds of a payment never add up to more than it (the payment's
 * `refunded_amount` check); each one is written with the payment's new sum and its status change.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    reason: text('reason'),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    providerRefundId: text('provider_refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refunds_payment_idx').on(t.paymentId), check('refunds_amount_check', sql`${t.amount} > 0`)],
);

export type RefundRow = typeof refunds.$inferSelect;
