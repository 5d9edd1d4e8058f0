import { type DateRangeQuery, toIsoDay } from '../common/calendar-day';
import { formatDayText, parseDayText } from './date-text';

/**
 * A chosen period: local-midnight days, `start` not after `end`. `end` is null when only one day is
 * chosen (PrimeReact's range Calendar gives `[start, null]` while the second click is pending).
 */
export type DateRange = { start: Date; end: Date | null };

export const DATE_RANGE_SEPARATOR = ' - ';

/**
 * `'01.02.2026 - 10.02.2026'` → `{ start: 1 Feb, end: 10 Feb }` (spec §5). The text is split on
 * `' - '` and each part read as `dd.MM.yyyy` (see {@link parseDayText}); parts after the second are
 * ignored.
 * - unreadable or missing first part → null (no range);
 * - readable first, unreadable or missing second → `{ start, end: null }`;
 * - the same day twice collapses to `{ start, end: null }`;
 * - days in reverse order are swapped so that start ≤ end.
 */
export function parseDateRange(text: string | null | undefined): DateRange | null {
  const [first, second] = (text ?? '').split(DATE_RANGE_SEPARATOR);
  const start = parseDayText(first);
  if (!start) return null;
  const end = parseDayText(second);
  if (!end || end.getTime() === start.getTime()) return { start, end: null };
  return end < start ? { start: end, end: start } : { start, end };
}

/** The inverse of {@link parseDateRange}: `'01.02.2026 - 10.02.2026'`, `'01.02.2026'`, or '' for no range. */
export function formatDateRange(range: DateRange | null | undefined): string {
  if (!range) return '';
  const start = formatDayText(range.start);
  return range.end ? `${start}${DATE_RANGE_SEPARATOR}${formatDayText(range.end)}` : start;
}

/**
 * The list query of a range: `{ dateFrom: '2026-02-01', dateTo: '2026-02-10' }`. A one-day range asks
 * for that day alone (`dateFrom` = `dateTo`); no range gives `{}`. Both bounds are inclusive days.
 */
export function toDateRangeQuery(range: DateRange | null | undefined): DateRangeQuery {
  if (!range) return {};
  const dateFrom = toIsoDay(range.start);
  return { dateFrom, dateTo: range.end ? toIsoDay(range.end) : dateFrom };
}
