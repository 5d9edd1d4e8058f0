import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { courses } from './courses.table';

/**
 * What a confirmed payment accrues: for a course (one, or every course when `course_id` is null) or a
 * subscription, on the first or a repeat payment, `percent` of it, withdrawable after `hold_days` (the refund
 * window). Read by the accrual step of issue 13 (not yet hooked into payments).
 */
export const commissionRules = pgTable(
  'commission_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    scope: text('scope').$type<'course' | 'subscription'>().notNull(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    payment: text('payment').$type<'first' | 'repeat'>().notNull(),
    percent: numeric('percent', { precision: 5, scale: 2 }).notNull(),
    holdDays: integer('hold_days').notNull().default(14),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('commission_rules_scope_check', sql`${t.scope} in ('course', 'subscription')`),
    check('commission_rules_payment_check', sql`${t.payment} in ('first', 'repeat')`),
    check('commission_rules_percent_check', sql`${t.percent} >= 0 and ${t.percent} <= 100`),
    check('commission_rules_hold_check', sql`${t.holdDays} >= 0`),
  ],
);
