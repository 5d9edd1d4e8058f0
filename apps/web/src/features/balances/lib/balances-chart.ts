import { formatMoney, toKopecks } from '@school/contracts';
import type { BalanceStatistics } from '@school/contracts/balances';
import { balancesTexts } from '@school/contracts/texts/balances';
import { type ChartInput, formatDayLabel, formatMonthLabel } from '@/shared/charts';

const t = balancesTexts.earnings;
const KINDS = ['accrual', 'release', 'withdrawal', 'reversal'] as const;
type Day = BalanceStatistics['days'][number];

/** Over this many days between the first and the last entry, the chart sums by month. */
export const DAILY_SPAN_MAX = 62;

const dayNumber = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;

/** The days' sums per calendar month (`YYYY-MM-01`), added in whole kopecks. */
export function byMonth(days: readonly Day[]): Day[] {
  const months = new Map<string, Record<(typeof KINDS)[number], number>>();
  for (const day of days) {
    const key = `${day.day.slice(0, 7)}-01`;
    const sums = months.get(key) ?? { accrual: 0, release: 0, withdrawal: 0, reversal: 0 };
    for (const kind of KINDS) sums[kind] += toKopecks(day[kind]);
    months.set(key, sums);
  }
  return [...months].map(([day, sums]) => ({
    day,
    accrual: sums.accrual / 100,
    release: sums.release / 100,
    withdrawal: sums.withdrawal / 100,
    reversal: sums.reversal / 100,
  }));
}

/**
 * The period's movement: accrued, became available (released), withdrawn and reversed, each as a positive sum,
 * per day with entries — or per month when the entries span more than two months. A series empty all period
 * is left out.
 */
export function balancesChart(days: readonly Day[]): ChartInput & { monthly: boolean } {
  const first = days[0]?.day;
  const last = days.at(-1)?.day;
  const monthly =
    first !== undefined && last !== undefined && dayNumber(last) - dayNumber(first) > DAILY_SPAN_MAX;
  const rows = monthly ? byMonth(days) : days;
  const withYear = first !== undefined && first.slice(0, 4) !== last?.slice(0, 4);
  return {
    monthly,
    labels: rows.map((row) => (monthly ? formatMonthLabel(row.day) : formatDayLabel(row.day, withYear))),
    series: KINDS.map((kind) => ({
      label: t.series[kind],
      values: rows.map((row) => Math.abs(toKopecks(row[kind])) / 100),
    })).filter((series) => series.values.some((value) => value !== 0)),
  };
}

export function balancesSummary(totals: BalanceStatistics['totals']): string {
  const positive = (value: number) => Math.abs(toKopecks(value)) / 100;
  return t.chartSummary(formatMoney(positive(totals.accrual)), formatMoney(positive(totals.withdrawal)));
}
