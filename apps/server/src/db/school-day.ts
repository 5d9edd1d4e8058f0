import { SCHOOL_TIME_ZONE } from '@school/contracts';
import { type SQL, sql } from 'drizzle-orm';

/**
 * School days in SQL. Money is counted by the day on the school's clock (Europe/Moscow, with its historical
 * offsets from the database's time-zone data): the payments list's date filter, the statistics and the
 * pre-aggregates of migration 0011 all cut days the same way, so their figures agree.
 */
const zone = sql.raw(`'${SCHOOL_TIME_ZONE}'`);

/** The first instant of the school day `day` (`YYYY-MM-DD` text or a bound placeholder holding one). */
export const schoolDayStart = (day: SQL | string): SQL =>
  sql`((${day})::date::timestamp at time zone ${zone})`;

/** The first instant after the school day `day`: `created_at < schoolDayEnd(dateTo)` keeps `dateTo` inclusive. */
export const schoolDayEnd = (day: SQL | string): SQL =>
  sql`(((${day})::date + 1)::timestamp at time zone ${zone})`;

/** The school day (`date`) of a timestamptz column or expression. */
export const schoolDayOf = (moment: SQL | unknown): SQL => sql`((${moment}) at time zone ${zone})::date`;
