import type { Role, StartPage } from '@school/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
// biome-ignore lint/suspicious/noImportCycles: staff and files reference each other, lazily
import { files } from './files.table';

export const staff = pgTable(
  'staff',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    avatarFileId: integer('avatar_file_id').references((): AnyPgColumn => files.id, { onDelete: 'set null' }),
    role: text('role').$type<Role>().notNull(),
    isVisible: boolean('is_visible').notNull().default(false),
    info: text('info').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    tokenVersion: integer('token_version').notNull().default(0),
    /** The staff member's own referral code (links like /?ref=CODE). */
    referralCode: text('referral_code'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Where sign-in lands (issue 31): the spec's «Мои курсы» unless the person picked «Главная». */
    startPage: text('start_page').$type<StartPage>().notNull().default('courses'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('staff_referral_code_key').on(t.referralCode),
    index('staff_role_idx').on(t.role),
    check('staff_role_check', sql`${t.role} in ('super-admin', 'admin', 'curator', 'speaker')`),
    check('staff_start_page_check', sql`${t.startPage} in ('courses', 'dashboard')`),
  ],
);

export type StaffRow = typeof staff.$inferSelect;
