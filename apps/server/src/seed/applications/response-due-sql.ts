import { type ApplicationSettings, responseDueAt } from '@school/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';

const MINUTE_MS = 60_000;
const WEEK_MINUTES = 7 * 24 * 60;
/** Monday 1970-01-05 00:00 on the school's clock (UTC+3 all year), as a UTC instant. */
const REFERENCE_MONDAY_MS = 4 * 86_400_000 - 3 * 60 * MINUTE_MS;

/** The response target as stored (application_settings, id 1), in the contract's shape. */
export async function readResponseSettings(db: Db): Promise<ApplicationSettings> {
  const clock = (minute: number) =>
    `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  const [row] = (
    (await db.execute(sql`select response_target_minutes as target, workday_start_minute as start,
      workday_end_minute as "end", work_days as days from application_settings where id = 1`)) as unknown as {
      rows: { target: number; start: number; end: number; days: number[] }[];
    }
  ).rows;
  if (!row) throw new Error('seed: application_settings has no row (migration 0015 inserts it)');
  return {
    responseTargetMinutes: row.target,
    workdayStart: clock(row.start),
    workdayEnd: row.end === 1440 ? '24:00' : clock(row.end),
    workDays: row.days,
  };
}

/**
 * `responseDueAt` of contracts as SQL, for set-based seeding. On a clock with a fixed offset the deadline
 * depends only on the minute of the week an application arrives in, so it is computed here in TS for each of
 * the 10,080 minutes (how far the deadline lies from the minute's start, and whether the seconds past the
 * minute carry over — they do when the clock starts at once, within working hours) and looked up in SQL.
 * `table` is a one-row `select` of the two arrays, for a CTE; `at(createdAt, alias)` the deadline of a
 * timestamptz with that CTE in scope as `alias`. The seed test holds every seeded row to `responseDueAt`.
 */
export function responseDueSql(settings: ApplicationSettings): {
  table: SQL;
  at: (createdAt: SQL, alias: string) => SQL;
} {
  const offsets: number[] = [];
  const carries: boolean[] = [];
  for (let minute = 0; minute < WEEK_MINUTES; minute++) {
    const start = new Date(REFERENCE_MONDAY_MS + minute * MINUTE_MS);
    const due = responseDueAt(start, settings).getTime();
    offsets.push((due - start.getTime()) / MINUTE_MS);
    carries.push(responseDueAt(new Date(start.getTime() + 30_000), settings).getTime() - due === 30_000);
  }
  const offsetArray = `{${offsets.join(',')}}`;
  const carryArray = `{${carries.map((carry) => (carry ? 't' : 'f')).join(',')}}`;
  // Minute of the week from Monday 00:00 school time: epoch minutes + 180 (UTC+3) − 5,760 (1970-01-05).
  const minute = (at: SQL) =>
    sql`((floor(extract(epoch from ${at}) / 60)::bigint + 180 - 5760) % ${sql.raw(String(WEEK_MINUTES))})::int + 1`;
  const seconds = (at: SQL) =>
    sql`(extract(epoch from ${at}) - floor(extract(epoch from ${at}) / 60) * 60)::float8`;
  return {
    table: sql`select ${offsetArray}::int[] as offsets, ${carryArray}::bool[] as carries`,
    at: (createdAt, alias) => {
      const d = sql.raw(alias);
      return sql`(${createdAt} + make_interval(mins => ${d}.offsets[${minute(createdAt)}])
        - case when ${d}.carries[${minute(createdAt)}] then interval '0' else make_interval(secs => ${seconds(createdAt)}) end)`;
    },
  };
}
