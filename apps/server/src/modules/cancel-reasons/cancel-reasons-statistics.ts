import type {
  Cancellation,
  CancellationsQuery,
  CancelReasonStatisticsResponse,
  StatisticsPeriod,
} from '@school/contracts';
import type { Db } from '../../db/types';
import { notFound } from '../../http-errors';
import {
  cancelReasonExists,
  countCancellationsPerReason,
  countCancellationsWithoutReason,
} from './cancel-reasons.repository';
import { cancellationsList } from './cancellations.list';

/** The «Без причины» row: cancellations that name no reason. */
export const NO_REASON_TITLE = 'Без причины';

/**
 * Cancellations whose `cancelled_at` falls in the period's school days, per reason in the reasons' order:
 * every shown reason (0 included, so the admin sees which ones nobody picks), a hidden one only when it was
 * picked in the period, and «Без причины» last when some cancellations name no reason.
 */
export async function cancelReasonStatistics(
  db: Db,
  period: StatisticsPeriod,
): Promise<CancelReasonStatisticsResponse> {
  const perReason = await countCancellationsPerReason(db, period);
  const unexplained = await countCancellationsWithoutReason(db, period);

  const rows: { id: number | null; title: string; isHidden: boolean; cancellations: number }[] =
    perReason.filter((row) => !row.isHidden || row.cancellations > 0);
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
  if (!(await cancelReasonExists(db, reasonId))) throw notFound('Причина отмены не найдена');
  return cancellationsList.page(db, { ...query, reasonId });
}
