import type { StatisticsPeriod } from '@school/contracts';
import { and, asc, count, eq, gte, isNotNull, isNull, lt, max, sql } from 'drizzle-orm';
import { type CancelReasonRow, cancelReasons } from '../../db/schema/cancel-reasons.table';
import { subscriptions } from '../../db/schema/subscriptions.table';
import { schoolDayEnd, schoolDayStart } from '../../db/school-day';
import type { Db } from '../../db/types';

export type CancelReasonView = CancelReasonRow & { cancellations: number };

/** Cancellations naming the reason, all time: a reason in use can only be hidden. */
// Qualified by hand: drizzle leaves a one-table select's columns unqualified, which the subquery would
// read as its own table's.
const cancellationsOf = sql<number>`(select count(*)::int from ${subscriptions} as s where s.cancel_reason_id = ${cancelReasons}.id)`;

const viewColumns = {
  id: cancelReasons.id,
  title: cancelReasons.title,
  position: cancelReasons.position,
  isHidden: cancelReasons.isHidden,
  createdAt: cancelReasons.createdAt,
  updatedAt: cancelReasons.updatedAt,
  cancellations: cancellationsOf,
};

export async function listCancelReasonViews(db: Db): Promise<CancelReasonView[]> {
  return db
    .select(viewColumns)
    .from(cancelReasons)
    .orderBy(asc(cancelReasons.position), asc(cancelReasons.id));
}

export async function findCancelReasonView(db: Db, id: number): Promise<CancelReasonView | undefined> {
  const [row] = await db.select(viewColumns).from(cancelReasons).where(eq(cancelReasons.id, id));
  return row;
}

export async function findCancelReasonForUpdate(db: Db, id: number): Promise<CancelReasonRow | undefined> {
  const [row] = await db.select().from(cancelReasons).where(eq(cancelReasons.id, id)).for('update');
  return row;
}

/** Every reason's id, rows locked, so a reorder and a create or delete do not interleave. */
export async function lockCancelReasonIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: cancelReasons.id }).from(cancelReasons).for('update');
  return rows.map((row) => row.id);
}

export async function nextCancelReasonPosition(db: Db): Promise<number> {
  const [row] = await db.select({ last: max(cancelReasons.position) }).from(cancelReasons);
  return (row?.last ?? -1) + 1;
}

export async function insertCancelReason(db: Db, title: string, position: number): Promise<CancelReasonRow> {
  const [row] = await db.insert(cancelReasons).values({ title, position }).returning();
  if (!row) throw new Error('insert into cancel_reasons returned nothing');
  return row;
}

export async function updateCancelReason(
  db: Db,
  id: number,
  patch: { title?: string; isHidden?: boolean },
): Promise<void> {
  await db
    .update(cancelReasons)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(cancelReasons.id, id));
}

/** Positions 0, 1, 2 … in the order of `ids` (one statement). */
export async function setCancelReasonOrder(db: Db, ids: readonly number[]): Promise<void> {
  const list = sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
  await db.execute(sql`
    update ${cancelReasons} set position = o.ord - 1, updated_at = now()
    from unnest(array[${list}]) with ordinality as o(id, ord)
    where ${cancelReasons.id} = o.id`);
}

export async function countCancellationsOfReason(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(subscriptions)
    .where(eq(subscriptions.cancelReasonId, id));
  return row?.total ?? 0;
}

export async function deleteCancelReason(db: Db, id: number): Promise<void> {
  await db.delete(cancelReasons).where(eq(cancelReasons.id, id));
}

export async function cancelReasonExists(db: Db, id: number): Promise<boolean> {
  const [reason] = await db
    .select({ id: cancelReasons.id })
    .from(cancelReasons)
    .where(eq(cancelReasons.id, id));
  return reason !== undefined;
}

const inPeriod = ({ dateFrom, dateTo }: StatisticsPeriod) =>
  and(
    gte(subscriptions.cancelledAt, schoolDayStart(dateFrom)),
    lt(subscriptions.cancelledAt, schoolDayEnd(dateTo)),
  );

/** Every reason in the reasons' order with the cancellations of the period that name it (0 included). */
export function countCancellationsPerReason(db: Db, period: StatisticsPeriod) {
  return db
    .select({
      id: cancelReasons.id,
      title: cancelReasons.title,
      isHidden: cancelReasons.isHidden,
      cancellations: count(subscriptions.id),
    })
    .from(cancelReasons)
    .leftJoin(subscriptions, and(eq(subscriptions.cancelReasonId, cancelReasons.id), inPeriod(period)))
    .groupBy(cancelReasons.id)
    .orderBy(asc(cancelReasons.position), asc(cancelReasons.id));
}

/** The period's cancellations that name no reason. */
export async function countCancellationsWithoutReason(db: Db, period: StatisticsPeriod): Promise<number> {
  const [withoutReason] = await db
    .select({ cancellations: count() })
    .from(subscriptions)
    .where(and(isNull(subscriptions.cancelReasonId), isNotNull(subscriptions.cancelledAt), inPeriod(period)));
  return withoutReason?.cancellations ?? 0;
}
