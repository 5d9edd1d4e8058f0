import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A `timestamptz` column read straight into the JSON's text (`2026-11-23T14:54:15.347Z`, what
 * `Date#toISOString` gives), without a `Date` in between: drizzle turns the driver's text into a `Date` and
 * the mapper turned it back, a legacy-format parse and a format per value (four per student, 60 per page;
 * docs/performance.md, issue 9). The driver's text in a UTC session (`2026-11-23 14:54:15.347123+00`) is
 * cut into place, milliseconds truncated as `Date` does; any other shape (another session time zone, a
 * year outside 1000–9999, BC) goes through `Date` as before, so the bytes are the same either way.
 */
export function isoTimestamp(column: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`${column}`.mapWith(isoFromDriver);
}

export function isoFromDriver(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  const end = text.length - 3;
  const first = text.charCodeAt(0);
  if (
    end >= 19 &&
    first >= 49 && // years 1000–9999: '1'…'9' (Date reads a year below 100 as 19xx; that stays as it was)
    first <= 57 &&
    text.charCodeAt(4) === 45 &&
    text.charCodeAt(10) === 32 &&
    text.endsWith('+00')
  ) {
    // `.3` → `.300`, `.347123` → `.347`, none → `.000`
    const fraction = end === 19 ? '.000' : `${text.slice(19, Math.min(end, 23))}00`.slice(0, 4);
    return `${text.slice(0, 10)}T${text.slice(11, 19)}${fraction}Z`;
  }
  return new Date(text).toISOString();
}
