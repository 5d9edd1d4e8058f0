import type {
  Cancellation,
  CancellationsQuery,
  CancelReasonStatisticsResponse,
  StatisticsPeriod,
} from '@school/contracts';
import { and, asc, count, eq, gte, isNotNull, isNull, lt } from 'drizzle-orm';
import { cancelReasons } from '../../db/schema/cancel-reasons.table';
import { subscriptions } from '../../db/schema/subscriptions.table';
import { schoolDayEnd, schoolDayStart } from '../../db/school-day';
import type { Db } from '../../db/types';
import { notFound } from '../../http-errors';
import { cancellationsList } from './cancellations.list';

/** The «Без причины» row: cancellations that name no reason. */
export const NO_REASON_TITLE = 'Без причины';

const inPeriod = ({ dateFrom, dateTo }: StatisticsPeriod) =>
  and(
    gte(subscriptions.cancelledAt, schoolDayStart(dateFrom)),
    lt(subscriptions.cancelledAt, schoolDayEnd(dateTo)),
  );

/**
 * Cancellations whose `cancelled_at` falls in the period's school days, per reason in the reasons' order:
 * every shown reason (0 included, so the admin sees which ones nobody picks), a hidden one only when it was
 * picked in the period, and «Без причины» last when some cancellations name no reason.
 */
export async function cancelReasonStatistics(
  db: Db,
  period: StatisticsPeriod,
): Promise<CancelReasonStatisticsResponse> {
  const perReason = await db
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
  const [withoutReason] = await db
    .select({ cancellations: count() })
    .from(subscriptions)
    .where(and(isNull(subscriptions.cancelReasonId), isNotNull(subscriptions.cancelledAt), inPeriod(period)));

  const rows: { id: number | null; title: string; isHidden: boolean; cancellations: number }[] =
    perReason.filter((row) => !row.isHidden || row.cancellations > 0);
  const unexplained = withoutReason?.cancellations ?? 0;
  if (unexplained > 0)
    rows.push({ id: null, title: NO_REASON_TITLE, isHidden: false, cancellations: unexplained });
  const total = rows.reduce((sum, row) => sum + row.cancellations, 0);
  return {
    total,
    reasons: rows.map((row) => ({ ...row, share: total === 0 ? 0 : row.cancellations / total })),
  };
}

export async function cancellationsOfReason(
  db: Db,
  reasonId: number,
  query: CancellationsQuery,
): Promise<{ items: Cancellation[]; total: number }> {
  const [reason] = await db
    .select({ id: cancelReasons.id })
    .from(cancelReasons)
    .where(eq(cancelReasons.id, reasonId));
  if (!reason) throw notFound('Причина отмены не найдена');
  return cancellationsList.page(db, { ...query, reasonId });
}
