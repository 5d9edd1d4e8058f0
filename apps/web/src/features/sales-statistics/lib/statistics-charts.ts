import {
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_PROVIDERS,
  type RefundStatisticsResponse,
  type RetentionCohort,
  type SignUpStatistics,
  type StatisticsGrouping,
  type StatisticsPeriodRow,
  type SubscriptionMonth,
} from '@school/contracts';
import { salesStatisticsTexts } from '@school/contracts/texts/sales-statistics';
import {
  type ChartInput,
  formatChartValue,
  formatDayLabel,
  formatMonthLabel,
  sumChartValues,
} from '@/shared/charts';

const t = salesStatisticsTexts.salesStatistics;
const money = (value: number) => formatChartValue(value, 'money');
const count = (value: number) => formatChartValue(value, 'count');

/**
 * A period's name on an axis and in a table: a day `12 нояб.`, a week `9 нояб. – 15 нояб.` (clipped to the
 * query), a month `нояб. 2026 г.`; with the year when the series spans more than one.
 */
export function periodLabel(
  row: { start: string; end: string },
  groupBy: StatisticsGrouping,
  withYear: boolean,
) {
  if (groupBy === 'month') return formatMonthLabel(row.start);
  const start = formatDayLabel(row.start, withYear);
  if (groupBy === 'day' || row.start === row.end) return start;
  return `${start} – ${formatDayLabel(row.end, withYear)}`;
}

const spansYears = (periods: readonly StatisticsPeriodRow[]) =>
  periods.length > 0 && periods[0]?.start.slice(0, 4) !== periods.at(-1)?.end.slice(0, 4);

const labelsOf = (periods: readonly StatisticsPeriodRow[], groupBy: StatisticsGrouping) => {
  const withYear = spansYears(periods);
  return periods.map((row) => periodLabel(row, groupBy, withYear));
};

/** Revenue per period, first purchases and auto-charges stacked (every period, zeros included). */
export function revenueByTypeChart(
  periods: readonly StatisticsPeriodRow[],
  groupBy: StatisticsGrouping,
): ChartInput {
  return {
    labels: labelsOf(periods, groupBy),
    series: [
      { label: t.firstSeries, values: periods.map((row) => row.sumAmountFirstPaySubscriptions) },
      { label: t.nextSeries, values: periods.map((row) => row.sumAmountNextPaySubscriptions) },
    ],
  };
}

/** Revenue per period by provider, stacked; a provider with nothing in the whole period is left out. */
export function revenueByProviderChart(
  periods: readonly StatisticsPeriodRow[],
  groupBy: StatisticsGrouping,
): ChartInput {
  const series = PAYMENT_PROVIDERS.map((provider) => ({
    label: PAYMENT_PROVIDER_LABELS[provider],
    values: periods.map((row) => row.byProvider[provider] ?? 0),
  })).filter((item) => item.values.some((value) => value !== 0));
  return { labels: labelsOf(periods, groupBy), series };
}

/** Sign-ups, first payments and auto-charges per period, as counts. */
export function countsChart(
  periods: readonly StatisticsPeriodRow[],
  groupBy: StatisticsGrouping,
): ChartInput {
  return {
    labels: labelsOf(periods, groupBy),
    series: [
      { label: t.signUpsSeries, values: periods.map((row) => row.countSingUp) },
      { label: t.firstSeries, values: periods.map((row) => row.countFirstPaySubscriptions) },
      { label: t.nextSeries, values: periods.map((row) => row.countNextPaySubscriptions) },
    ],
  };
}

/** The revenue chart's summary for screen readers; the total is the series added in kopecks. */
export function revenueSummary(chart: ChartInput): string {
  const [first, next] = chart.series.map((series) => sumChartValues(series.values, 'money'));
  return t.revenueSummary(
    money(sumChartValues([first ?? 0, next ?? 0], 'money')),
    money(first ?? 0),
    money(next ?? 0),
  );
}

export function providerSummary(chart: ChartInput): string {
  return t.providerSummary(
    chart.series
      .map((series) => `${series.label} ${money(sumChartValues(series.values, 'money'))}`)
      .join(', '),
  );
}

export function countsSummary(totals: SignUpStatistics): string {
  return t.countsSummary(
    count(totals.countSingUp),
    count(totals.countFirstPaySubscriptions),
    count(totals.countNextPaySubscriptions),
  );
}

/** Nothing happened in the period: no sign-ups, no payments, no refunds. */
export function isQuietPeriod(totals: SignUpStatistics): boolean {
  return (
    totals.countSingUp === 0 &&
    totals.countFirstPaySubscriptions === 0 &&
    totals.countNextPaySubscriptions === 0 &&
    totals.countRefunds === 0
  );
}

/** The refund rate per provider (a ratio 0…1, drawn as percent), every provider in the product's order. */
export function refundRateChart(refunds: RefundStatisticsResponse): ChartInput {
  const rows = PAYMENT_PROVIDERS.map(
    (provider) => refunds.providers.find((row) => row.provider === provider) ?? { provider, rate: 0 },
  );
  return {
    labels: rows.map((row) => PAYMENT_PROVIDER_LABELS[row.provider]),
    series: [{ label: t.refunds.rateSeries, values: rows.map((row) => row.rate) }],
  };
}

const monthLabels = (months: readonly { month: string }[]) =>
  months.map((row) => formatMonthLabel(row.month));

/** Monthly recurring revenue at each month's end. */
export function mrrChart(months: readonly SubscriptionMonth[]): ChartInput {
  return {
    labels: monthLabels(months),
    series: [{ label: t.subscriptions.mrr, values: months.map((row) => row.mrr) }],
  };
}

/** Active subscriptions at each month's end beside the month's movements. */
export function movementChart(months: readonly SubscriptionMonth[]): ChartInput {
  const s = t.subscriptions;
  return {
    labels: monthLabels(months),
    series: [
      { label: s.active, values: months.map((row) => row.active) },
      { label: s.newSubscriptions, values: months.map((row) => row.newSubscriptions) },
      { label: s.renewals, values: months.map((row) => row.renewals) },
      { label: s.churned, values: months.map((row) => row.churned) },
    ],
  };
}

export type RetentionRow = { month: string; label: string; subscriptions: number; shares: (number | null)[] };

/**
 * The retention table: per cohort month its size and the share still active 0, 1, 2 … months later; a cell
 * the cohort has not reached yet is null (drawn empty), as are all of an empty cohort's; every row has
 * `columns` cells.
 */
export function retentionTable(cohorts: readonly RetentionCohort[]): {
  columns: number;
  rows: RetentionRow[];
} {
  const columns = Math.max(0, ...cohorts.map((cohort) => cohort.retained.length));
  const rows = cohorts.map((cohort) => ({
    month: cohort.month,
    label: formatMonthLabel(cohort.month),
    subscriptions: cohort.subscriptions,
    shares: Array.from({ length: columns }, (_, offset) => {
      const retained = cohort.retained[offset];
      if (retained === undefined || cohort.subscriptions === 0) return null;
      return retained / cohort.subscriptions;
    }),
  }));
  return { columns, rows };
}
