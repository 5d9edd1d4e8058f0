import type { BalanceHistoryQuery, WithdrawalsListQuery } from '@school/contracts/balances';
import { BALANCE_ENTRY_KINDS, WITHDRAWAL_STATUSES } from '@school/contracts/balances';
import { balancesTexts } from '@school/contracts/texts/balances';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  type BalanceEntryRow,
  balanceEntries,
  type WithdrawalRow,
  withdrawals,
} from '../../db/schema/balances.table';
import { staff } from '../../db/schema/staff.table';
import { students } from '../../db/schema/students.table';
import { schoolDayEnd, schoolDayStart } from '../../db/school-day';
import { cell, defineList } from '../../lists';

/** The owner's display name, from whichever of staff or students the row names. */
export type OwnerName = {
  staffLast: string | null;
  staffFirst: string | null;
  studentLast: string | null;
  studentFirst: string | null;
};

const ownerColumns = {
  staffLast: staff.lastName,
  staffFirst: staff.firstName,
  studentLast: students.lastName,
  studentFirst: students.firstName,
};

/** Only known values reach the SQL text (the contract's enum already checked them). */
const literal = <T extends string>(value: T, allowed: readonly T[]) => {
  if (!allowed.includes(value)) throw new Error(`unexpected ${value}`);
  return sql.raw(`'${value}'`);
};

const history = balancesTexts.earnings;

export type BalanceEntryView = { row: BalanceEntryRow; owner: OwnerName };
/** The history query plus the owner a `/my` call is narrowed to. */
export type BalanceHistoryFilter = BalanceHistoryQuery;

/**
 * `GET /api/balances-history[/my]`: newest first, filtered by owner, kind and school days. A small list for
 * now (offset pages, exact count); the bench of 10M entries (issue 13 "Speed") may switch it to `large`.
 */
export const balanceHistoryList = defineList<BalanceHistoryFilter, BalanceEntryView>({
  name: 'balance-history',
  table: balanceEntries,
  id: balanceEntries.id,
  columns: { row: balanceEntries, owner: ownerColumns },
  join: (query: PgSelect) =>
    query
      .leftJoin(staff, eq(balanceEntries.staffId, staff.id))
      .leftJoin(students, eq(balanceEntries.studentId, students.id)),
  sorts: { createdAt: balanceEntries.createdAt, amount: balanceEntries.amount },
  defaultSort: { field: 'createdAt', order: -1 },
  filter: {
    parts: (query) => ({
      shape: { kind: query.kind },
      values: {
        adminId: query.adminId,
        studentId: query.studentId,
        dateFrom: query.dateFrom,
        dateTo: query.dateTo,
      },
    }),
    conditions: ({ shape, values }, bind) => {
      const conditions: SQL[] = [];
      if (shape.kind)
        conditions.push(
          sql`${balanceEntries.kind} = ${literal(shape.kind as (typeof BALANCE_ENTRY_KINDS)[number], BALANCE_ENTRY_KINDS)}`,
        );
      if (values.adminId !== undefined)
        conditions.push(sql`${balanceEntries.staffId} = ${bind('adminId', values.adminId)}`);
      if (values.studentId !== undefined)
        conditions.push(sql`${balanceEntries.studentId} = ${bind('studentId', values.studentId)}`);
      if (values.dateFrom !== undefined)
        conditions.push(
          sql`${balanceEntries.createdAt} >= ${schoolDayStart(sql`${bind('dateFrom', values.dateFrom)}`)}`,
        );
      if (values.dateTo !== undefined)
        conditions.push(
          sql`${balanceEntries.createdAt} < ${schoolDayEnd(sql`${bind('dateTo', values.dateTo)}`)}`,
        );
      return conditions;
    },
  },
  // balances-history.csv / .xlsx: what the history shows, one entry a row.
  csv: {
    filename: 'balances-history.csv',
    from: sql`${balanceEntries} left join ${staff} on ${staff.id} = ${balanceEntries.staffId}
      left join ${students} on ${students.id} = ${balanceEntries.studentId}`,
    header: ['ID', history.date, 'Владелец', history.kind, history.amount, history.bucket, history.source],
    cells: [
      cell.integer(balanceEntries.id),
      cell.datetime(balanceEntries.createdAt),
      cell.text(
        sql`coalesce(${staff.lastName} || ' ' || ${staff.firstName}, ${students.lastName} || ' ' || ${students.firstName}, '')`,
      ),
      cell.label(balanceEntries.kind, balancesTexts.balances.kindLabels),
      cell.money(balanceEntries.amount),
      cell.label(balanceEntries.bucket, history.bucketLabels),
      cell.text(sql`case
        when ${balanceEntries.withdrawalId} is not null then 'Заявка №' || ${balanceEntries.withdrawalId}
        when ${balanceEntries.paymentId} is not null then 'Платёж №' || ${balanceEntries.paymentId} end`),
    ],
  },
});

export type WithdrawalView = { row: WithdrawalRow; owner: OwnerName };

/** `GET /api/balances-withdraws`: the admins' queue, oldest request first (paid in the order asked). */
export const withdrawalsList = defineList<WithdrawalsListQuery, WithdrawalView>({
  name: 'withdrawals',
  table: withdrawals,
  id: withdrawals.id,
  columns: { row: withdrawals, owner: ownerColumns },
  join: (query: PgSelect) =>
    query
      .leftJoin(staff, eq(withdrawals.staffId, staff.id))
      .leftJoin(students, eq(withdrawals.studentId, students.id)),
  sorts: { createdAt: withdrawals.createdAt, amount: withdrawals.amount },
  defaultSort: { field: 'createdAt', order: 1 },
  filter: {
    parts: (query) => ({
      shape: { status: query.status === 'all' ? undefined : query.status },
      values: { adminId: query.adminId },
    }),
    conditions: ({ shape, values }, bind) => {
      const conditions: SQL[] = [];
      if (shape.status)
        conditions.push(
          sql`${withdrawals.status} = ${literal(shape.status as (typeof WITHDRAWAL_STATUSES)[number], WITHDRAWAL_STATUSES)}`,
        );
      if (values.adminId !== undefined)
        conditions.push(sql`${withdrawals.staffId} = ${bind('adminId', values.adminId)}`);
      return conditions;
    },
  },
});
