import type { StatisticsGrouping } from '@school/contracts';
import type { ReferralSeriesRow, ReferralTotals } from '@school/contracts/referrals';
import { referralsTexts } from '@school/contracts/texts/referrals';
import { type ChartInput, formatChartValue, formatDayLabel, formatMonthLabel } from '@/shared/charts';
import { addDays } from '@/shared/lib/statistics-view';

const t = referralsTexts.referrals.page;

/**
 * A period's name on an axis and in a table: a day `12 нояб.`, a week `9 нояб. – 15 нояб.` (its end clipped
 * to the query's last day), a month `нояб. 2026 г.`; with the year when the series spans more than one.
 */
export function periodLabels(
  series: readonly ReferralSeriesRow[],
  groupBy: StatisticsGrouping,
  dateTo: string,
): string[] {
  const withYear = series.length > 0 && series[0]?.period.slice(0, 4) !== dateTo.slice(0, 4);
  return series.map(({ period }) => {
    if (groupBy === 'month') return formatMonthLabel(period);
    const start = formatDayLabel(period, withYear);
    if (groupBy === 'day') return start;
    const weekEnd = addDays(period, 6);
    const end = weekEnd < dateTo ? weekEnd : dateTo;
    return end === period ? start : `${start} – ${formatDayLabel(end, withYear)}`;
  });
}

/** Sign-ups by invitation per period (every period, zeros included). */
export function signUpsChart(labels: string[], series: readonly ReferralSeriesRow[]): ChartInput {
  return { labels, series: [{ label: t.signUpsSeries, values: series.map((row) => row.signUps) }] };
}

/** What the referred students paid and the commissions it accrued, per period. */
export function moneyChart(labels: string[], series: readonly ReferralSeriesRow[]): ChartInput {
  return {
    labels,
    series: [
      { label: t.revenueSeries, values: series.map((row) => row.revenue) },
      { label: t.accruedSeries, values: series.map((row) => row.accrued) },
    ],
  };
}

/** Nothing happened in the period: the page says so instead of drawing flat charts. */
export function isQuietPeriod(totals: ReferralTotals): boolean {
  return totals.signUps === 0 && totals.payingReferrals === 0 && totals.revenue === 0 && totals.accrued === 0;
}

export const signUpsSummary = (totals: ReferralTotals) =>
  t.signUpsSummary(formatChartValue(totals.signUps, 'count'));

export const moneySummary = (totals: ReferralTotals) =>
  t.moneySummary(formatChartValue(totals.revenue, 'money'), formatChartValue(totals.accrued, 'money'));
