import { z } from 'zod';

/**
 * Calendar days (no time of day) are Dates at local midnight — what PrimeReact's Calendar hands out —
 * and go over the wire as `YYYY-MM-DD` (conventions "Lists": `dateFrom` / `dateTo`).
 */

/** A real calendar day `YYYY-MM-DD`: 2026-02-30 is refused. */
export const isoDaySchema = z.iso.date();

/** The date filter of a list; extend a list query with `.extend(dateRangeQuerySchema.shape)`. */
export const dateRangeQuerySchema = z.object({
  dateFrom: isoDaySchema.optional(),
  dateTo: isoDaySchema.optional(),
});
export type DateRangeQuery = z.infer<typeof dateRangeQuerySchema>;

/**
 * Local midnight of the given day (month 1–12), or null when the day does not exist (31.02, 29.02.2027,
 * month 13, day 0). Years below 100 stay as written rather than becoming 19xx.
 */
export function makeLocalDay(year: number, month: number, day: number): Date | null {
  if (![year, month, day].every(Number.isInteger)) return null;
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day);
  const exists = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return exists ? date : null;
}

/** The local calendar day of `date` as `YYYY-MM-DD`. */
export function toIsoDay(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}
