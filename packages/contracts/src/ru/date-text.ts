import { makeLocalDay } from '../common/calendar-day';
import { NO_DATE } from './format-date';

const DAY_FIRST = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const YEAR_FIRST = /^(\d{4})\.(\d{1,2})\.(\d{1,2})$/;

/** A local-midnight Date as `dd.MM.yyyy`, e.g. `'01.02.2026'`. */
export function formatDayText(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${String(date.getFullYear()).padStart(4, '0')}`;
}

/**
 * `dd.MM.yyyy` (day and month of one or two digits, surrounding spaces ignored) as a local-midnight
 * Date, or null when the text has another shape or names a day that does not exist (31.02.2026).
 */
export function parseDayText(text: string | null | undefined): Date | null {
  const match = DAY_FIRST.exec(text?.trim() ?? '');
  return match ? makeLocalDay(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

/**
 * Date text in one of the forms spec §5 accepts — `dd.mm.yyyy`, `mm.dd.yyyy`, `yyyy.mm.dd`, dots only —
 * shown as `dd.MM.yyyy`; anything else gives `'---'`. An ambiguous text is read day-first:
 * `'03.04.2026'` is 3 April; `mm.dd` applies only when day-first names no real day (`'04.13.2026'` →
 * `'13.04.2026'`).
 */
export function formatDateText(text: string | null | undefined): string {
  const date = parseDateText(text);
  return date ? formatDayText(date) : NO_DATE;
}

/** The Date behind {@link formatDateText}, or null. */
export function parseDateText(text: string | null | undefined): Date | null {
  const trimmed = text?.trim() ?? '';
  const dayFirst = DAY_FIRST.exec(trimmed);
  if (dayFirst) {
    const [first, second, year] = [Number(dayFirst[1]), Number(dayFirst[2]), Number(dayFirst[3])];
    return makeLocalDay(year, second, first) ?? makeLocalDay(year, first, second);
  }
  const yearFirst = YEAR_FIRST.exec(trimmed);
  return yearFirst ? makeLocalDay(Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3])) : null;
}
