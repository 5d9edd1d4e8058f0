import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { students } from './students.table';

/**
 * Who brought whom: the referrer is a student or a staff member (exactly one), the referred is a student, who
 * has at most one referrer. Owners are plain ids without foreign keys, like the ledger's: money history
 * outlives a deleted account.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    referrerStudentId: integer('referrer_student_id'),
    referrerStaffId: integer('referrer_staff_id'),
    referredStudentId: integer('referred_student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** The referral code the sign-up came with. */
    code: text('code').notNull(),
    /** The sign-up's device fingerprint (a hash the site sends), compared with the referrer's. */
    deviceId: text('device_id'),
    /** Self-referral suspicions found when the referral was made: 'email', 'phone', 'device'. */
    flags: text('flags').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referrals_referred_key').on(t.referredStudentId),
    index('referrals_created_idx').on(t.createdAt, t.id),
    index('referrals_code_idx').on(t.code),
    index('referrals_referrer_student_idx').on(t.referrerStudentId, t.createdAt),
    index('referrals_referrer_staff_idx').on(t.referrerStaffId, t.createdAt),
    check(
      'referrals_referrer_check',
      sql`(${t.referrerStudentId} is null) <> (${t.referrerStaffId} is null)`,
    ),
  ],
);

export type ReferralRow = typeof referrals.$inferSelect;
