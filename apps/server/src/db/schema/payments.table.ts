import type { PaymentProduct, PaymentProvider, PaymentStatus } from '@school/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { courses } from './courses.table';
import { referrals } from './referrals.table';
import { students } from './students.table';
import { subscriptions } from './subscriptions.table';

/**
 * A payment: a first purchase (`new` → `confirmed` | `rejected`, then maybe `refunded`) or an auto-charge of
 * a subscription (the `repeat_*` statuses). Money is numeric(12,2) roubles, read as text, never a float.
 * `refunded_amount` is the sum of its refunds (refunds.table.ts); the status becomes `refunded` only when it
 * reaches `amount`. The day of a payment is its `created_at` on the school's clock (Moscow): the list's date
 * filter and every statistic use that one day (docs/decisions/006). `payment_day_totals` follows every write
 * through statement triggers (migration 0011).
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Money records outlive a deleted student, course or subscription.
    studentId: integer('student_id').references(() => students.id, { onDelete: 'set null' }),
    product: text('product').$type<PaymentProduct>().notNull(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    /** What was bought, as named at the time of purchase («Курс «…»», «Подписка «Клуб», 1 мес.»). */
    title: text('title').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    refundedAmount: numeric('refunded_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    /** The provider's commission. */
    fee: numeric('fee', { precision: 12, scale: 2 }).notNull().default('0'),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    /** The referral that brought the buyer, copied at payment time (the commission goes to its referrer). */
    referralId: integer('referral_id').references(() => referrals.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_key').on(t.provider, t.providerPaymentId),
    // The list's default order and the date filter; the sorts' own indexes.
    index('payments_created_at_idx').on(t.createdAt, t.id),
    index('payments_amount_idx').on(t.amount, t.id),
    // Selective filters keep their deep pages index walks.
    index('payments_status_created_idx').on(t.status, t.createdAt, t.id),
    // Migration 0030 adds INCLUDE (status, amount, refunded_amount, fee) by hand (drizzle-kit cannot express
    // it): a staff member's sales totals of a period are an index-only scan.
    index('payments_course_created_idx').on(t.courseId, t.createdAt, t.id),
    index('payments_student_created_idx').on(t.studentId, t.createdAt, t.id),
    index('payments_subscription_idx').on(t.subscriptionId),
    check('payments_amount_check', sql`${t.amount} > 0`),
    check('payments_refunded_check', sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`),
    check('payments_fee_check', sql`${t.fee} >= 0`),
    check('payments_product_check', sql`${t.product} in ('course', 'subscription')`),
    check(
      'payments_provider_check',
      sql`${t.provider} in ('tinkoff', 'yookassa', 'sbp', 'pay-selection', 'credit')`,
    ),
    check(
      'payments_status_check',
      sql`${t.status} in ('new', 'confirmed', 'rejected', 'refunded', 'repeat_new', 'repeat_confirmed', 'repeat_rejected', 'repeat_refunded')`,
    ),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
