import { type DateRange, toDateRangeQuery } from '@school/contracts';
import { fromIsoDay } from '../lib/iso-day';

/** The two URL (and API) filters of a date range: inclusive days `YYYY-MM-DD`. */
export type DateRangeFilters = { dateFrom: string | null; dateTo: string | null };
/** What PrimeReact's range Calendar holds: `[start, end]`, `[start, null]` while the end is pending. */
export type CalendarRange = (Date | null)[] | null;

/** URL → range: unreadable `dateFrom` gives none, a missing or equal `dateTo` one day, reversed ends swap. */
export function rangeFromFilters(dateFrom: string | undefined, dateTo: string | undefined): DateRange | null {
  const start = fromIsoDay(dateFrom);
  if (!start) return null;
  const end = fromIsoDay(dateTo);
  if (!end || end.getTime() === start.getTime()) return { start, end: null };
  return end < start ? { start: end, end: start } : { start, end };
}

/** Range → URL: a one-day range asks for that day alone; no range clears both. */
export function filtersFromRange(range: DateRange | null): DateRangeFilters {
  const { dateFrom, dateTo } = toDateRangeQuery(range);
  return { dateFrom: dateFrom ?? null, dateTo: dateTo ?? null };
}

export function toCalendarRange(range: DateRange | null): CalendarRange {
  return range ? [range.start, range.end] : null;
}

export function fromCalendarRange(value: CalendarRange | undefined): DateRange | null {
  const [start, end] = value ?? [];
  if (!start) return null;
  if (!end || end.getTime() === start.getTime()) return { start, end: null };
  return end < start ? { start: end, end: start } : { start, end };
}
