import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { courses } from './courses.table';

/**
 * What a confirmed payment accrues: for a course (one, or every course when `course_id` is null) or a
 * subscription, on the first or a repeat payment, `percent` of it, withdrawable after `hold_days` (the refund
 * window). Read by the accrual of a confirmed payment (issue 13).
 */
export const commissionRules = pgTable(
  'commission_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Who earns by the rule: the course's authors (curators, speakers) or the buyer's referrer. */
    beneficiary: text('beneficiary').$type<'author' | 'referrer'>().notNull().default('author'),
    scope: text('scope').$type<'course' | 'subscription'>().notNull(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    payment: text('payment').$type<'first' | 'repeat'>().notNull(),
    percent: numeric('percent', { precision: 5, scale: 2 }).notNull(),
    holdDays: integer('hold_days').notNull().default(14),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One rule per beneficiary, scope, payment and course (a null course = the default for every course).
    uniqueIndex('commission_rules_key').on(
      t.beneficiary,
      t.scope,
      t.payment,
      sql`coalesce(${t.courseId}, 0)`,
    ),
    check('commission_rules_beneficiary_check', sql`${t.beneficiary} in ('author', 'referrer')`),
    check('commission_rules_scope_check', sql`${t.scope} in ('course', 'subscription')`),
    check('commission_rules_payment_check', sql`${t.payment} in ('first', 'repeat')`),
    check('commission_rules_percent_check', sql`${t.percent} >= 0 and ${t.percent} <= 100`),
    check('commission_rules_hold_check', sql`${t.holdDays} >= 0`),
  ],
);
