import type { BalanceEntryKind } from '@school/contracts/balances';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  accrualHolds,
  balanceEntries,
  balances,
  type NewBalanceEntry,
  type WithdrawalRow,
  withdrawals,
} from '../../db/schema/balances.table';
import { schoolDayEnd, schoolDayOf, schoolDayStart } from '../../db/school-day';
import type { Db } from '../../db/types';
import { type WithdrawalView, withdrawalsList } from './balances.list';

/** Whose money: exactly one of a staff member or a student. */
export type Owner = { staffId: number; studentId?: undefined } | { studentId: number; staffId?: undefined };

const balanceOf = (owner: Owner): SQL =>
  owner.staffId !== undefined ? eq(balances.staffId, owner.staffId) : eq(balances.studentId, owner.studentId);

/** numeric(12,2) text of both buckets; zeros for an owner without entries yet. */
export interface BalanceTotals {
  available: string;
  held: string;
  debt: string;
}

/**
 * The owner's running totals, row-locked till the transaction ends: two requests of one owner queue here,
 * so the second reads what the first left (READ COMMITTED re-reads the locked row).
 */
export async function lockBalance(db: Db, owner: Owner): Promise<BalanceTotals> {
  const [row] = await db
    .select({ available: balances.available, held: balances.held, debt: balances.debt })
    .from(balances)
    .where(balanceOf(owner))
    .for('update');
  return row ?? { available: '0', held: '0', debt: '0' };
}

/** Without an owner: the school's totals over every owner. */
export async function readBalance(db: Db, owner: Owner | undefined): Promise<BalanceTotals> {
  const [row] = await db
    .select({
      available: sql<string>`coalesce(sum(${balances.available}), 0)::text`,
      held: sql<string>`coalesce(sum(${balances.held}), 0)::text`,
      debt: sql<string>`coalesce(sum(${balances.debt}), 0)::text`,
    })
    .from(balances)
    .where(owner ? balanceOf(owner) : undefined);
  return row ?? { available: '0', held: '0', debt: '0' };
}

/** The same figures recomputed from the ledger: what the running totals must equal. */
export async function sumEntries(db: Db, owner: Owner): Promise<BalanceTotals> {
  const ofOwner =
    owner.staffId !== undefined
      ? eq(balanceEntries.staffId, owner.staffId)
      : eq(balanceEntries.studentId, owner.studentId);
  const [row] = await db
    .select({
      available: sql<string>`coalesce(sum(${balanceEntries.amount}) filter (where ${balanceEntries.bucket} = 'available'), 0)::text`,
      held: sql<string>`coalesce(sum(${balanceEntries.amount}) filter (where ${balanceEntries.bucket} = 'held'), 0)::text`,
      debt: sql<string>`coalesce(sum(${balanceEntries.amount}) filter (where ${balanceEntries.bucket} = 'debt'), 0)::text`,
    })
    .from(balanceEntries)
    .where(ofOwner);
  return row ?? { available: '0', held: '0', debt: '0' };
}

/** Appends entries; the 0019 trigger moves the running totals in the same statement. */
export async function insertEntries(db: Db, entries: NewBalanceEntry[]): Promise<void> {
  if (entries.length > 0) await db.insert(balanceEntries).values(entries);
}

export async function insertWithdrawal(
  db: Db,
  values: typeof withdrawals.$inferInsert,
): Promise<WithdrawalRow> {
  const [row] = await db.insert(withdrawals).values(values).returning();
  if (!row) throw new Error('insert into withdrawals returned nothing');
  return row;
}

export async function findWithdrawalByKey(
  db: Db,
  owner: Owner,
  key: string,
): Promise<WithdrawalRow | undefined> {
  const ofOwner =
    owner.staffId !== undefined
      ? eq(withdrawals.staffId, owner.staffId)
      : eq(withdrawals.studentId, owner.studentId);
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(ofOwner, eq(withdrawals.idempotencyKey, key)));
  return row;
}

export async function findWithdrawal(
  db: Db,
  id: number,
  forUpdate = false,
): Promise<WithdrawalRow | undefined> {
  const query = db.select().from(withdrawals).where(eq(withdrawals.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function updateWithdrawal(
  db: Db,
  id: number,
  patch: Partial<typeof withdrawals.$inferInsert>,
): Promise<void> {
  await db.update(withdrawals).set(patch).where(eq(withdrawals.id, id));
}

/** The withdrawals as the list shows them, in id order. */
export async function findWithdrawalViews(db: Db, ids: readonly number[]): Promise<WithdrawalView[]> {
  return (await withdrawalsList
    .select(db)
    .where(inArray(withdrawals.id, [...ids]))
    .orderBy(withdrawals.id)) as WithdrawalView[];
}

/** The statuses of the withdrawals, their rows locked in id order (two overlapping batches cannot deadlock). */
export function lockWithdrawalStatuses(db: Db, ids: readonly number[]) {
  return db
    .select({ id: withdrawals.id, status: withdrawals.status })
    .from(withdrawals)
    .where(inArray(withdrawals.id, [...ids]))
    .orderBy(withdrawals.id)
    .for('update');
}

export async function markWithdrawalsPaid(db: Db, ids: readonly number[], actorId: number): Promise<void> {
  await db
    .update(withdrawals)
    .set({ status: 'paid', processedByStaffId: actorId, processedAt: new Date() })
    .where(inArray(withdrawals.id, [...ids]));
}

/** Paid out and still requested, all time. */
export async function withdrawalSums(
  db: Db,
  owner: Owner | undefined,
): Promise<{ paid: string; requested: string }> {
  const ofOwner = owner
    ? owner.staffId !== undefined
      ? eq(withdrawals.staffId, owner.staffId)
      : eq(withdrawals.studentId, owner.studentId)
    : undefined;
  const [row] = await db
    .select({
      paid: sql<string>`coalesce(sum(${withdrawals.amount}) filter (where ${withdrawals.status} = 'paid'), 0)::text`,
      requested: sql<string>`coalesce(sum(${withdrawals.amount}) filter (where ${withdrawals.status} = 'requested'), 0)::text`,
    })
    .from(withdrawals)
    .where(ofOwner);
  return row ?? { paid: '0', requested: '0' };
}

export type DaySums = { day: string } & Record<BalanceEntryKind, string>;

/**
 * Signed sums per kind and school day. A release counts its available side only (the money that became
 * free); its held side would cancel it out.
 */
export async function entrySumsByDay(
  db: Db,
  owner: Owner | undefined,
  range: { dateFrom?: string | undefined; dateTo?: string | undefined },
): Promise<DaySums[]> {
  const conditions: SQL[] = [];
  if (owner?.staffId !== undefined) conditions.push(eq(balanceEntries.staffId, owner.staffId));
  if (owner?.studentId !== undefined) conditions.push(eq(balanceEntries.studentId, owner.studentId));
  if (range.dateFrom)
    conditions.push(sql`${balanceEntries.createdAt} >= ${schoolDayStart(sql`${range.dateFrom}`)}`);
  if (range.dateTo) conditions.push(sql`${balanceEntries.createdAt} < ${schoolDayEnd(sql`${range.dateTo}`)}`);
  const sumOf = (condition: SQL) =>
    sql<string>`coalesce(sum(${balanceEntries.amount}) filter (where ${condition}), 0)::text`;
  const day = sql<string>`${schoolDayOf(balanceEntries.createdAt)}::text`;
  return db
    .select({
      day,
      accrual: sumOf(sql`${balanceEntries.kind} = 'accrual'`),
      release: sumOf(sql`${balanceEntries.kind} = 'release' and ${balanceEntries.bucket} = 'available'`),
      withdrawal: sumOf(sql`${balanceEntries.kind} = 'withdrawal'`),
      reversal: sumOf(sql`${balanceEntries.kind} = 'reversal'`),
    })
    .from(balanceEntries)
    .where(and(...conditions))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

/**
 * When a staff member's next held commission becomes available, and how much becomes available then: the
 * head of their part of the holds' queue (`accrual_holds_staff_idx`), never the ledger's history.
 */
export async function nextHeldRelease(
  db: Db,
  staffId: number,
): Promise<{ at: string; amount: string } | undefined> {
  const result = (await db.execute(sql`with next as (
      select min(${accrualHolds.availableAt}) as at from ${accrualHolds} where ${accrualHolds.staffId} = ${staffId}
    )
    select to_char(next.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
      coalesce(sum(${balanceEntries.amount}), 0)::text as amount
    from next
    join ${accrualHolds} on ${accrualHolds.staffId} = ${staffId} and ${accrualHolds.availableAt} = next.at
    join ${balanceEntries} on ${balanceEntries.id} = ${accrualHolds.entryId}
    group by next.at`)) as unknown as { rows: { at: string; amount: string }[] };
  return result.rows[0];
}
