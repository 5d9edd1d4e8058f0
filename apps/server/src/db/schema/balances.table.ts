import type {
  BalanceBucket,
  BalanceEntryKind,
  WithdrawalRequisites,
  WithdrawalStatus,
} from '@school/contracts/balances';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { payments } from './payments.table';
import { staff } from './staff.table';

/*
 * The money ledger (issue 13). Owners are a student or a staff member, exactly one, as plain ids without
 * foreign keys: the ledger is append-only, so a key that nulls itself on delete could never be kept, and
 * money history outlives a deleted account. Migration 0019 adds the triggers drizzle-kit cannot express:
 * balance_entries refuses UPDATE and DELETE, and every inserted entry adds its amount to `balances` in the
 * same statement (whose CHECKs then refuse a negative bucket). Money is numeric(12,2), read as text.
 */

const ownerCheck = (studentId: unknown, staffId: unknown) =>
  sql`(${studentId} is null) <> (${staffId} is null)`;

/** A withdrawal request: the money leaves `available` at request time (a `withdrawal` entry). */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    studentId: integer('student_id'),
    staffId: integer('staff_id'),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    requisites: jsonb('requisites').$type<WithdrawalRequisites>().notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull().default('requested'),
    reason: text('reason'),
    processedByStaffId: integer('processed_by_staff_id').references(() => staff.id, {
      onDelete: 'set null',
    }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One key per owner: a retry finds the first request (NULL keys never collide).
    uniqueIndex('withdrawals_staff_key').on(t.staffId, t.idempotencyKey),
    uniqueIndex('withdrawals_student_key').on(t.studentId, t.idempotencyKey),
    index('withdrawals_status_created_idx').on(t.status, t.createdAt, t.id),
    index('withdrawals_created_idx').on(t.createdAt, t.id),
    check('withdrawals_owner_check', ownerCheck(t.studentId, t.staffId)),
    check('withdrawals_amount_check', sql`${t.amount} > 0`),
    check('withdrawals_status_check', sql`${t.status} in ('requested', 'paid', 'rejected')`),
  ],
);

/**
 * One movement of money in one bucket of one owner, never changed. `accrual` (+, held), `release` (a pair:
 * − held and + available, so releases add nothing to the total), `withdrawal` (−, available), `reversal`
 * (− a clawed-back accrual, or + a rejected withdrawal's money coming back to available).
 */
export const balanceEntries = pgTable(
  'balance_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    studentId: integer('student_id'),
    staffId: integer('staff_id'),
    kind: text('kind').$type<BalanceEntryKind>().notNull(),
    bucket: text('bucket').$type<BalanceBucket>().notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    /** When the money becomes withdrawable (an accrual's end of hold); the moment of the entry otherwise. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    paymentId: integer('payment_id').references(() => payments.id),
    withdrawalId: integer('withdrawal_id').references(() => withdrawals.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('balance_entries_staff_idx').on(t.staffId, t.createdAt, t.id),
    index('balance_entries_student_idx').on(t.studentId, t.createdAt, t.id),
    index('balance_entries_created_idx').on(t.createdAt, t.id),
    index('balance_entries_withdrawal_idx').on(t.withdrawalId),
    index('balance_entries_payment_idx').on(t.paymentId),
    check('balance_entries_owner_check', ownerCheck(t.studentId, t.staffId)),
    check('balance_entries_kind_check', sql`${t.kind} in ('accrual', 'release', 'withdrawal', 'reversal')`),
    check('balance_entries_bucket_check', sql`${t.bucket} in ('available', 'held', 'debt')`),
    check('balance_entries_amount_check', sql`${t.amount} <> 0`),
  ],
);

/** The running totals per owner, kept by migration 0019/0020's trigger from balance_entries; available and held never negative. */
export const balances = pgTable(
  'balances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    studentId: integer('student_id'),
    staffId: integer('staff_id'),
    available: numeric('available', { precision: 12, scale: 2 }).notNull().default('0'),
    held: numeric('held', { precision: 12, scale: 2 }).notNull().default('0'),
    /**
     * What the owner owes (≤ 0): a refund that claws back a commission already paid out, more than
     * `available` holds. Settled from the next money that becomes available (migration 0020).
     */
    debt: numeric('debt', { precision: 12, scale: 2 }).notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('balances_staff_key').on(t.staffId),
    uniqueIndex('balances_student_key').on(t.studentId),
    check('balances_owner_check', ownerCheck(t.studentId, t.staffId)),
    check('balances_available_check', sql`${t.available} >= 0`),
    check('balances_held_check', sql`${t.held} >= 0`),
    check('balances_debt_check', sql`${t.debt} <= 0`),
  ],
);

/**
 * Accruals still on hold: the release job's work queue (migration 0021). A row is added with its accrual
 * and deleted by the release, so finding what is due reads this small table by `available_at`, never the
 * ledger's millions of entries. Not money: the ledger stays the only record of it.
 */
export const accrualHolds = pgTable(
  'accrual_holds',
  {
    entryId: integer('entry_id')
      .primaryKey()
      .references(() => balanceEntries.id),
    studentId: integer('student_id'),
    staffId: integer('staff_id'),
    paymentId: integer('payment_id').notNull(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('accrual_holds_available_idx').on(t.availableAt),
    index('accrual_holds_staff_idx').on(t.staffId, t.availableAt),
    index('accrual_holds_student_idx').on(t.studentId, t.availableAt),
    index('accrual_holds_payment_idx').on(t.paymentId),
    check('accrual_holds_owner_check', ownerCheck(t.studentId, t.staffId)),
  ],
);

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type BalanceEntryRow = typeof balanceEntries.$inferSelect;
export type NewBalanceEntry = typeof balanceEntries.$inferInsert;
