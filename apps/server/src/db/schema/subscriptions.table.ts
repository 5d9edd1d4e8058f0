import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { cancelReasons } from './cancel-reasons.table';
import { staff } from './staff.table';
import { students } from './students.table';

export const SUBSCRIPTION_STATUSES = ['active', 'notActive', 'finished'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * Subscriptions: custom ones granted by staff until a date (people), and paid plans renewed by auto-charges
 * (`repeat_*` payments) and cancelled with a reason (sales). `status` is as written; a row whose
 * `current_period_end` has passed counts as finished without a job rewriting it (docs/decisions/004).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull().default('active'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    isCustom: boolean('is_custom').notNull().default(false),
    grantedByStaffId: integer('granted_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // A reason in use cannot be deleted, only hidden.
    cancelReasonId: integer('cancel_reason_id').references(() => cancelReasons.id, { onDelete: 'restrict' }),
    /** A paid plan's price per period (null for a custom subscription granted by staff). */
    price: numeric('price', { precision: 12, scale: 2 }),
    periodMonths: integer('period_months').notNull().default(1),
    /** When it stopped being active (a cancellation took effect or a charge failed); null while it runs. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_student_idx').on(t.studentId, t.currentPeriodEnd),
    check('subscriptions_status_check', sql`${t.status} in ('active', 'notActive', 'finished')`),
    check('subscriptions_period_check', sql`${t.periodMonths} in (1, 3, 6, 12)`),
    index('subscriptions_cancel_reason_idx').on(t.cancelReasonId, t.cancelledAt),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
