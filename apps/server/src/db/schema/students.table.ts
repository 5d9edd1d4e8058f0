import type { Gender, StudentStatus } from '@school/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { files } from './files.table';

export const students = pgTable(
  'students',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    gender: text('gender').$type<Gender>(),
    birthDate: date('birth_date', { mode: 'string' }),
    avatarFileId: integer('avatar_file_id').references((): AnyPgColumn => files.id, { onDelete: 'set null' }),
    status: smallint('status').$type<StudentStatus>().notNull().default(1),
    isViewed: boolean('is_viewed').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    tokenVersion: integer('token_version').notNull().default(0),
    referralCode: text('referral_code'),
    /** The device fingerprint of the last sign-in (self-referral check). */
    deviceId: text('device_id'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    // Denormalised from subscriptions (refreshStudentSubscription) so the list filter is an indexed column.
    subscriptionEndsAt: timestamp('subscription_ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the list's search matches (`like '%…%'`, trigram-indexed). Stored, so a search neither recomputes
     * it for every row it walks nor for every row it rechecks (docs/performance.md).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(phone, ''))`,
      ),
  },
  (t) => [
    uniqueIndex('students_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('students_referral_code_key').on(t.referralCode),
    index('students_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // Also INCLUDEs search_text (migration 0006, hand-written: drizzle-kit cannot express INCLUDE).
    index('students_created_at_idx').on(t.createdAt, t.id),
    // By surname, namesakes by first name (students-list.sort.ts); migration 0009.
    index('students_last_name_idx').on(t.lastName, t.firstName, t.id),
    // Partial indexes for the selective filters, in the default order: deep pages stay index walks.
    index('students_blocked_created_idx').on(t.createdAt, t.id).where(sql`${t.status} = 0`),
    index('students_subscribed_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.subscriptionEndsAt} is not null`),
    check('students_status_check', sql`${t.status} in (0, 1)`),
    check('students_gender_check', sql`${t.gender} in ('male', 'female')`),
  ],
);

export type StudentRow = typeof students.$inferSelect;
export type NewStudent = typeof students.$inferInsert;
