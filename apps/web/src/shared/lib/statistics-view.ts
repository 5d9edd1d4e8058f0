import { type PaymentsStatisticsQuery, statisticsGroupingSchema } from '@school/contracts';
import { readPeriod } from '@/shared/lib/statistics-period-url';

/** A statistics page's state (/payments-statistics, «Прибыль»), all of it in the URL: `?dateFrom=2026-11-01&dateTo=2026-11-23&groupBy=day`. */
export type StatisticsView = PaymentsStatisticsQuery & {
  /** The URL held a period or grouping that cannot be read: the default is shown and the page says so. */
  badUrl: boolean;
};

export const STATISTICS_PRESETS = ['today', 'week', 'thisMonth', 'lastMonth', 'year'] as const;
export type StatisticsPreset = (typeof STATISTICS_PRESETS)[number];

const DAY_MS = 86_400_000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);
export const addDays = (day: string, days: number) => toDay(toTime(day) + days * DAY_MS);
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
function addMonths(day: string, months: number): string {
  const date = new Date(toTime(day));
  return toDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate()));
}

/**
 * A quick period and the grouping that suits it: «Сегодня» and «7 дней» end today, «Этот месяц» runs from
 * the 1st to today, «Прошлый месяц» is the whole previous month, «Год» the twelve months up to today by month.
 */
export function presetQuery(preset: StatisticsPreset, today: string): PaymentsStatisticsQuery {
  switch (preset) {
    case 'today':
      return { dateFrom: today, dateTo: today, groupBy: 'day' };
    case 'week':
      return { dateFrom: addDays(today, -6), dateTo: today, groupBy: 'day' };
    case 'thisMonth':
      return { dateFrom: monthStart(today), dateTo: today, groupBy: 'day' };
    case 'lastMonth': {
      const start = monthStart(addMonths(monthStart(today), -1));
      return { dateFrom: start, dateTo: addDays(monthStart(today), -1), groupBy: 'day' };
    }
    case 'year':
      return { dateFrom: addDays(addMonths(today, -12), 1), dateTo: today, groupBy: 'month' };
  }
}

/**
 * The subscriptions' months (MRR, movements, retention): the 12 months up to the period's end, whatever the
 * period, since «Этот месяц» would give a single point and a single cohort.
 */
export function twelveMonthsTo(day: string): { dateFrom: string; dateTo: string } {
  return { dateFrom: monthStart(addMonths(monthStart(day), -11)), dateTo: day };
}

/** The preset a period is, if any (its button shows pressed). */
export function matchingPreset(query: PaymentsStatisticsQuery, today: string): StatisticsPreset | null {
  return (
    STATISTICS_PRESETS.find((preset) => {
      const period = presetQuery(preset, today);
      return period.dateFrom === query.dateFrom && period.dateTo === query.dateTo;
    }) ?? null
  );
}

/**
 * URL → view. No period in the URL: this month by day. A one-day period may carry `dateFrom` alone. A period
 * or grouping the API would refuse (unreadable day, end before start, longer than ten years, unknown grouping)
 * gives the default with `badUrl`, so the page shows figures and says why they are not the ones asked for.
 */
export function readStatisticsView(params: URLSearchParams, today: string): StatisticsView {
  const fallback = presetQuery('thisMonth', today);
  const { period, badUrl } = readPeriod(params, fallback);
  const groupBy = statisticsGroupingSchema.safeParse(params.get('groupBy') ?? 'day');
  if (badUrl || !groupBy.success) return { ...fallback, badUrl: true };
  return { ...period, groupBy: groupBy.data, badUrl: false };
}

/** View → URL: always all three, so a shared link opens the same figures whatever day it is opened. */
export function statisticsSearch(query: PaymentsStatisticsQuery): URLSearchParams {
  return new URLSearchParams({ dateFrom: query.dateFrom, dateTo: query.dateTo, groupBy: query.groupBy });
}
