import { type StatisticsGrouping, statisticsGroupingSchema } from '@school/contracts';
import type { ReferralStatisticsQuery } from '@school/contracts/referrals';
import { readPeriod } from '@/shared/lib/statistics-period-url';

/** «Прибыль» state, all of it in the URL: `?dateFrom=2026-11-01&dateTo=2026-11-23&groupBy=day`. */
export type ProfitView = ReferralStatisticsQuery & {
  /** The URL held a period or grouping that cannot be read: the default is shown and the page says so. */
  badUrl: boolean;
};

export const PROFIT_PRESETS = ['today', 'week', 'thisMonth', 'lastMonth', 'year'] as const;
export type ProfitPreset = (typeof PROFIT_PRESETS)[number];

const DAY_MS = 86_400_000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);
export const addDays = (day: string, days: number) => toDay(toTime(day) + days * DAY_MS);
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
function addMonths(day: string, months: number): string {
  const date = new Date(toTime(day));
  return toDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate()));
}

/** The quick periods of /payments-statistics, so both pages read the same way. */
export function presetQuery(preset: ProfitPreset, today: string): ReferralStatisticsQuery {
  switch (preset) {
    case 'today':
      return { dateFrom: today, dateTo: today, groupBy: 'day' };
    case 'week':
      return { dateFrom: addDays(today, -6), dateTo: today, groupBy: 'day' };
    case 'thisMonth':
      return { dateFrom: monthStart(today), dateTo: today, groupBy: 'day' };
    case 'lastMonth':
      return {
        dateFrom: monthStart(addMonths(monthStart(today), -1)),
        dateTo: addDays(monthStart(today), -1),
        groupBy: 'day',
      };
    case 'year':
      return { dateFrom: addDays(addMonths(today, -12), 1), dateTo: today, groupBy: 'month' };
  }
}

/** The preset a period is, if any (its button shows pressed). */
export function matchingPreset(query: ReferralStatisticsQuery, today: string): ProfitPreset | null {
  return (
    PROFIT_PRESETS.find((preset) => {
      const period = presetQuery(preset, today);
      return period.dateFrom === query.dateFrom && period.dateTo === query.dateTo;
    }) ?? null
  );
}

/** URL → view: no period means this month by day; one the API would refuse gives that default with `badUrl`. */
export function readProfitView(params: URLSearchParams, today: string): ProfitView {
  const fallback = presetQuery('thisMonth', today);
  const { period, badUrl } = readPeriod(params, fallback);
  const groupBy = statisticsGroupingSchema.safeParse(params.get('groupBy') ?? 'day');
  if (badUrl || !groupBy.success) return { ...fallback, badUrl: true };
  return { ...period, groupBy: groupBy.data as StatisticsGrouping, badUrl: false };
}

/** View → URL: all three, so a shared link opens the same figures whatever day it is opened. */
export function profitSearch(query: ReferralStatisticsQuery): URLSearchParams {
  return new URLSearchParams({ dateFrom: query.dateFrom, dateTo: query.dateTo, groupBy: query.groupBy });
}
