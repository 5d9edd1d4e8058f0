import { type DateInput, toValidDate } from '../common/time';

/** What date cells show for missing or unreadable dates (spec §5). */
export const NO_DATE = '---';

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const SHAPES = {
  date: DATE_OPTIONS,
  dateTime: { ...DATE_OPTIONS, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

// Building a DateTimeFormat is costly and tables format hundreds of cells; keep one per zone and shape.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(shape: keyof typeof SHAPES, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${shape}|${timeZone ?? ''}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('ru-RU', { ...SHAPES[shape], timeZone });
    formatters.set(key, found);
  }
  return found;
}

// Intl writes the year as '2026 г.'; the product's form (conventions, "Look and feel") is '21 нояб. 2026'.
const YEAR_SUFFIX = /(?<=\d{4})\s?г\./;

/**
 * A day in ru-RU with a short month name, as Intl prints it without the year suffix: `'21 нояб. 2026'`
 * (plain spaces; May is `'мая'`, June `'июн.'`). `timeZone` is an IANA zone such as 'Europe/Moscow';
 * left out, the runtime's zone is used. Missing or unparseable input gives `'---'`; an unknown zone
 * throws a RangeError (a programming error, not data).
 */
export function formatDate(value: DateInput | null | undefined, timeZone?: string): string {
  const date = toValidDate(value);
  return date ? formatter('date', timeZone).format(date).replace(YEAR_SUFFIX, '') : NO_DATE;
}

/** Like {@link formatDate} plus 24-hour time after a comma: `'21 нояб. 2026, 14:05'`. */
export function formatDateTime(value: DateInput | null | undefined, timeZone?: string): string {
  const date = toValidDate(value);
  return date ? formatter('dateTime', timeZone).format(date).replace(YEAR_SUFFIX, '') : NO_DATE;
}
