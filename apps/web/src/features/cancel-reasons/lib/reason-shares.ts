import type { CancelReasonStatisticsRow } from '@school/contracts';
import type { ChartInput } from '@/shared/charts';
import { formatChartValue } from '@/shared/charts';
import { moveItem } from '@/shared/lib/move-item';

/** A share (a ratio 0…1) as the page shows it: `40 %`, `12,5 %`. */
export const formatShare = (share: number) => formatChartValue(share, 'percent');

/** The longest label a bar keeps on a phone; the table beside the chart has the whole name. */
const CHART_LABEL_MAX = 22;
const shortLabel = (text: string) =>
  text.length > CHART_LABEL_MAX ? `${text.slice(0, CHART_LABEL_MAX - 1).trimEnd()}…` : text;

/** The chart's bars: one per reason row, in the reasons' order, «Без причины» last. */
export function reasonsChartData(
  rows: readonly CancelReasonStatisticsRow[],
  seriesLabel: string,
): ChartInput {
  return {
    labels: rows.map((row) => shortLabel(row.title)),
    series: [{ label: seriesLabel, values: rows.map((row) => row.cancellations) }],
  };
}

/** The reason picked most often (the first of equals), for the chart's spoken summary. */
export function topReason(rows: readonly CancelReasonStatisticsRow[]): CancelReasonStatisticsRow | undefined {
  return rows.reduce<CancelReasonStatisticsRow | undefined>(
    (top, row) => (row.cancellations > (top?.cancellations ?? 0) ? row : top),
    undefined,
  );
}

/** The ids in their new order after a drag or an arrow: what `PUT /api/cancel-reasons/order` takes. */
export const reorderedIds = (items: readonly { id: number }[], from: number, to: number): number[] =>
  moveItem(items, from, to).map((item) => item.id);
