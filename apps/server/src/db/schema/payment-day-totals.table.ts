import type { PaymentProvider, PaymentStatus } from '@school/contracts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Every write of a statistics roll-up row takes the next value of `statistics_version_seq` (the default on
 * insert, a row trigger on update: migration 0024), so the count and the sum of the versions of a range's rows
 * change with any change of its figures: the key of the statistics' answer cache.
 */
const version = () =>
  bigint('version', { mode: 'number' }).notNull().default(sql`nextval('statistics_version_seq')`);

/**
 * Per-day pre-aggregates of the payments: one row per school day (Moscow), provider, status and whether a
 * referral brought the payment. Statement triggers on `payments` (migration 0011) add each insert, update and
 * delete to it in the same transaction, so the statistics read at most a few hundred rows per day of the
 * period and still equal a raw `SUM` over the payments to the kopeck (docs/decisions/006).
 */
export const paymentDayTotals = pgTable(
  'payment_day_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    hasReferral: boolean('has_referral').notNull(),
    payments: bigint('payments', { mode: 'number' }).notNull(),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    refundedAmount: numeric('refunded_amount', { precision: 16, scale: 2 }).notNull(),
    fee: numeric('fee', { precision: 16, scale: 2 }).notNull(),
    /** Payments with any refund (a partial one keeps its status). */
    refundedPayments: integer('refunded_payments').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.provider, t.status, t.hasReferral] })],
);

/**
 * The statistics' roll-up of `payment_day_totals`: per school day, provider and first/repeat payment, what was
 * paid (PAID_PAYMENT_STATUSES) and refunded. A row trigger on `payment_day_totals` (migration 0013) keeps it
 * in the same transaction, so a period of the statistics reads 10 rows a day instead of up to 80.
 */
export const paymentDaySales = pgTable(
  'payment_day_sales',
  {
    day: date('day', { mode: 'string' }).notNull(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    /** Auto-charges (`repeat_*`); false: first purchases. */
    isRepeat: boolean('is_repeat').notNull(),
    paidPayments: bigint('paid_payments', { mode: 'number' }).notNull(),
    refundedPayments: bigint('refunded_payments', { mode: 'number' }).notNull(),
    /** Sums in kopecks (migration 0022): over three years of days, bigint sums cost a third of numeric ones. */
    paidKopecks: bigint('paid_kopecks', { mode: 'number' }).notNull().default(0),
    refundedKopecks: bigint('refunded_kopecks', { mode: 'number' }).notNull().default(0),
    version: version(),
  },
  (t) => [primaryKey({ columns: [t.day, t.provider, t.isRepeat] })],
);

/** Sign-ups per school day, kept by statement triggers on `students` (migration 0011). */
export const studentDaySignups = pgTable('student_day_signups', {
  day: date('day', { mode: 'string' }).primaryKey(),
  students: bigint('students', { mode: 'number' }).notNull(),
  version: version(),
});

/**
 * Paid (not custom) subscriptions by the month they started and the month they ended (null: still running),
 * with their monthly recurring revenue: the active count and MRR of any month, its movements (new, churned)
 * and the retention of each month's cohort come from these few hundred rows. Kept by statement triggers on
 * `subscriptions` (migration 0011).
 */
export const subscriptionMonthSpans = pgTable(
  'subscription_month_spans',
  {
    startMonth: date('start_month', { mode: 'string' }).notNull(),
    /** The first month the subscription was no longer active; '9999-12-01' while it still is. */
    endMonth: date('end_month', { mode: 'string' }).notNull(),
    subscriptions: bigint('subscriptions', { mode: 'number' }).notNull(),
    monthlyAmount: numeric('monthly_amount', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.startMonth, t.endMonth] })],
);

/**
 * What each student paid per month (Moscow, of the payment's `created_at`): paid payments and their kopecks
 * (PAID_PAYMENT_STATUSES), and the kopecks refunded of that month's payments. Kept by statement triggers on
 * `payments` (migration 0031) in the same transaction; payments without a student are left out. It is the
 * state `cohort_month_sales` is derived from: a student's cohort is their first month with a paid payment.
 */
export const studentMonthSales = pgTable(
  'student_month_sales',
  {
    studentId: integer('student_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    paidPayments: bigint('paid_payments', { mode: 'number' }).notNull(),
    paidKopecks: bigint('paid_kopecks', { mode: 'number' }).notNull(),
    refundedKopecks: bigint('refunded_kopecks', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.month] })],
);

/**
 * Per cohort month (a student's first month with a paid payment) and month: the cohort's students who paid
 * in that month (`buyers`; at month = cohort month, the cohort's size) and what they paid and had refunded.
 * The month's paying students (ARPU) and each cohort's revenue to date (LTV) are sums of these few hundred
 * rows. Kept with `student_month_sales` by the same trigger (migration 0031).
 */
export const cohortMonthSales = pgTable(
  'cohort_month_sales',
  {
    cohortMonth: date('cohort_month', { mode: 'string' }).notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    buyers: bigint('buyers', { mode: 'number' }).notNull(),
    paidKopecks: bigint('paid_kopecks', { mode: 'number' }).notNull(),
    refundedKopecks: bigint('refunded_kopecks', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.cohortMonth, t.month] })],
);
