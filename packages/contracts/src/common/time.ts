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
