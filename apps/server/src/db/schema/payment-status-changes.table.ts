import type { PaymentStatus } from '@school/contracts';
import { index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { payments } from './payments.table';
import { staff } from './staff.table';

/**
 * Every status change of a payment, append-only: who (a member of staff) or what (the provider's event) made
 * it, and when. The first row (`from_status` null) is the payment's creation. Written in the same transaction
 * as the change itself.
 */
export const paymentStatusChanges = pgTable(
  'payment_status_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<PaymentStatus>(),
    toStatus: text('to_status').$type<PaymentStatus>().notNull(),
    /** The money a refund returned with this change, if any. */
    refundAmount: numeric('refund_amount', { precision: 12, scale: 2 }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** The provider's notification that made the change (e.g. `tinkoff:CONFIRMED`), when no person did. */
    providerEvent: text('provider_event'),
    comment: text('comment'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_status_changes_payment_idx').on(t.paymentId, t.at)],
);

export type PaymentStatusChangeRow = typeof paymentStatusChanges.$inferSelect;
