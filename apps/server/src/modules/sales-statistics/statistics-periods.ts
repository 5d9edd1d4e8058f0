import type { StatisticsGrouping } from '@school/contracts';

/**
 * The periods of a statistic, as calendar days `YYYY-MM-DD` (school days; no time of day, so plain UTC
 * date arithmetic). `key` is the period's own first day — the day, the ISO week's Monday, the month's 1st —
 * which is what SQL groups by; `start`/`end` are clipped to the query's days.
 */
export interface StatisticsPeriod {
  key: string;
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => toDay(toTime(day) + days * DAY_MS);

/** The first day of `day`'s month, `months` months later (negative: earlier). */
export function addMonths(day: string, months: number): string {
  const date = new Date(toTime(day));
  return toDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
}

/** The period `day` falls in. */
export function periodKey(day: string, groupBy: StatisticsGrouping): string {
  if (groupBy === 'day') return day;
  if (groupBy === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (new Date(toTime(day)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/** The time (UTC midnight, ms) of the period after the one starting at `time`. */
function nextPeriodTime(time: number, groupBy: StatisticsGrouping): number {
  if (groupBy === 'day') return time + DAY_MS;
  if (groupBy === 'week') return time + 7 * DAY_MS;
  const date = new Date(time);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

/**
 * Every period from `dateFrom` to `dateTo` inclusive, in order, the first and the last clipped. Walks time
 * numbers and formats each day once: parsing day strings per period cost ~4 ms for three years by day.
 */
export function statisticsPeriods(dateFrom: string, dateTo: string, groupBy: StatisticsGrouping) {
  const periods: StatisticsPeriod[] = [];
  let time = toTime(periodKey(dateFrom, groupBy));
  let key = toDay(time);
  while (key <= dateTo) {
    const next = nextPeriodTime(time, groupBy);
    const last = groupBy === 'day' ? key : toDay(next - DAY_MS);
    periods.push({ key, start: key < dateFrom ? dateFrom : key, end: last > dateTo ? dateTo : last });
    time = next;
    key = toDay(time);
  }
  return periods;
}

/** Months from the month of `dateFrom` to the month of `dateTo`, each as its 1st. */
export function monthsBetween(dateFrom: string, dateTo: string): string[] {
  return statisticsPeriods(dateFrom, dateTo, 'month').map((period) => period.key);
}

/** Whole months from month `from` to month `to` (both `YYYY-MM-..`); negative when `to` is earlier. */
export function monthDistance(from: string, to: string): number {
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth);
}
