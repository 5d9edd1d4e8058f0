import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './staff.table';
import { students } from './students.table';

export const SUBSCRIPTION_STATUSES = ['active', 'notActive', 'finished'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * The people section's part of subscriptions: custom ones granted by staff until a date. The sales section
 * adds paid plans, renewals and cancel reasons to the same table. `status` is as written; a row whose
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_student_idx').on(t.studentId, t.currentPeriodEnd),
    check('subscriptions_status_check', sql`${t.status} in ('active', 'notActive', 'finished')`),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
