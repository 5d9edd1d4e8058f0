import { z } from 'zod';

/**
 * Calendar days (no time of day) are Dates at local midnight — what PrimeReact's Calendar hands out —
 * and go over the wire as `YYYY-MM-DD` (conventions "Lists": `dateFrom` / `dateTo`).
 */

/** A real calendar day `YYYY-MM-DD`: 2026-02-30 is refused. */
export const isoDaySchema = z.iso.date();

/** The days a list's date filter may name: the school's records all fall inside, and SQL handles both ends. */
export const FILTER_DAY_MIN = '1900-01-01';
export const FILTER_DAY_MAX = '2999-12-31';
export const FILTER_DAY_OUT_OF_RANGE = `must be a day from ${FILTER_DAY_MIN} to ${FILTER_DAY_MAX}`;

/**
 * A day of a list filter. Without the range, 0000-01-01 (PostgreSQL has no year 0) and 9999-12-31 (whose
 * next day, the exclusive end, has a five-digit year) reached SQL and failed as 500s.
 */
const filterDaySchema = isoDaySchema.refine(
  (day) => day >= FILTER_DAY_MIN && day <= FILTER_DAY_MAX,
  FILTER_DAY_OUT_OF_RANGE,
);

/**
 * A day a record stores (a promo code's last day): the filters' range, so no year PostgreSQL cannot hold
 * reaches SQL, said in Russian for the form under the field.
 */
export const recordDaySchema = isoDaySchema.refine(
  (day) => day >= FILTER_DAY_MIN && day <= FILTER_DAY_MAX,
  'Дата от 01.01.1900 до 31.12.2999',
);

/** The date filter of a list; extend a list query with `.extend(dateRangeQuerySchema.shape)`. */
export const dateRangeQuerySchema = z.object({
  dateFrom: filterDaySchema.optional(),
  dateTo: filterDaySchema.optional(),
});
export type DateRangeQuery = z.infer<typeof dateRangeQuerySchema>;

/** An instant a list filters by (`createdBefore`): ISO with an offset, its day within the filters' range. */
export const filterInstantSchema = z.iso
  .datetime({ offset: true })
  .refine((at) => at.slice(0, 10) >= FILTER_DAY_MIN && at.slice(0, 10) <= FILTER_DAY_MAX, {
    message: FILTER_DAY_OUT_OF_RANGE,
  });

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
