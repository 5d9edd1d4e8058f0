/** A moment the API or a form may hand us: ISO string, epoch milliseconds or a Date. */
export type DateInput = string | number | Date;

/** The input as a valid Date, or null for null/undefined/empty/unparseable input. */
export function toValidDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** True only if `value` is strictly later than `now` (spec §5); invalid input is never in the future. */
export function isInFuture(value: DateInput | null | undefined, now: Date = new Date()): boolean {
  const date = toValidDate(value);
  return date !== null && date.getTime() > now.getTime();
}

/**
 * The school's clock. Day-based rules (a subscription "until the end of the chosen day") use it, and
 * dates that are really days are shown in it, so every member of staff sees the same day.
 * Moscow has had a fixed UTC+3 offset without daylight saving since 2014.
 */
export const SCHOOL_TIME_ZONE = 'Europe/Moscow';
const SCHOOL_UTC_OFFSET = '+03:00';

/** Today on the school's clock, `YYYY-MM-DD` (en-CA formats days that way). */
export function schoolToday(now: number = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE }).format(new Date(now));
}

/** The last millisecond of the day `YYYY-MM-DD` on the school's clock. */
export function endOfSchoolDay(isoDay: string): Date {
  return new Date(`${isoDay}T23:59:59.999${SCHOOL_UTC_OFFSET}`);
}
