import { APPLICATION_KINDS } from '@school/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { schoolDayOf, schoolDayStart } from '../../db/school-day';
import type { Db } from '../../db/types';

/**
 * The statements of the kanban counts' repair (application-counts-repair.ts holds its transactions): the
 * lock of the three count tables and one set-based rewrite of each, answering how many rows it corrected.
 */

async function rowsOf<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** `kind = any(…)` lets PostgreSQL walk `applications_kind_created_idx` per queue for a range of `created_at`. */
const KINDS = sql.raw(`(${APPLICATION_KINDS.map((kind) => `'${kind}'`).join(', ')})`);

const rawOf = (from: string, to: string) => sql`
  from applications where kind in ${KINDS}
    and created_at >= ${schoolDayStart(from)} and created_at < ${schoolDayStart(to)}`;

/** `application_day_counts` rows of [from, to) that differ from the applications, as the rows they should be. */
const wrongDayCounts = (from: string, to: string) => sql`
  with raw as (
    select kind, coalesce(assignee_staff_id, 0) as assignee_staff_id, ${schoolDayOf(sql`created_at`)} as day,
      status, count(*)::bigint as applications
    ${rawOf(from, to)}
    group by 1, 2, 3, 4
  ), kept as (
    select * from application_day_counts where day >= ${from}::date and day < ${to}::date
  )
  select kind, assignee_staff_id, day, status, coalesce(r.applications, 0) as applications
  from raw r full join kept k using (kind, assignee_staff_id, day, status)
  where coalesce(r.applications, 0) <> coalesce(k.applications, 0)
  order by 1, 2, 3, 4`;

/** The same without the assignee: `application_day_status_counts`. */
const wrongDayStatusCounts = (from: string, to: string) => sql`
  with raw as (
    select kind, ${schoolDayOf(sql`created_at`)} as day, status, count(*)::bigint as applications
    ${rawOf(from, to)}
    group by 1, 2, 3
  ), kept as (
    select * from application_day_status_counts where day >= ${from}::date and day < ${to}::date
  )
  select kind, day, status, coalesce(r.applications, 0) as applications
  from raw r full join kept k using (kind, day, status)
  where coalesce(r.applications, 0) <> coalesce(k.applications, 0)
  order by 1, 2, 3`;

/**
 * `application_status_counts` rows that differ from the applications (all time: the table has no day), as the
 * rows they should be. One statement, so one snapshot: the triggers write the counts in the applications'
 * own transactions, and a difference it finds is a real one even while applications are being written.
 */
const wrongStatusCounts = sql`
  with raw as (
    select kind, status, coalesce(service_id, 0) as service_id, coalesce(course_id, 0) as course_id,
      count(*)::bigint as applications
    from applications
    group by 1, 2, 3, 4
  )
  select kind, status, service_id, course_id, coalesce(r.applications, 0) as applications
  from raw r full join application_status_counts k using (kind, status, service_id, course_id)
  where coalesce(r.applications, 0) <> coalesce(k.applications, 0)
  order by 1, 2, 3, 4`;

/** How many `application_status_counts` rows are wrong now (read without a lock). */
export async function countWrongStatusCounts(db: Db): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from (${wrongStatusCounts}) w`);
  return Number(row?.n ?? 0);
}

/** Rewrites the `application_status_counts` rows that differ from the applications; how many. */
export async function rewriteWrongStatusCounts(tx: Db): Promise<number> {
  const rewritten = await rowsOf(
    tx,
    sql`insert into application_status_counts (kind, status, service_id, course_id, applications)
      ${wrongStatusCounts}
      on conflict (kind, status, service_id, course_id) do update set applications = excluded.applications
      returning 1`,
  );
  return rewritten.length;
}

/** The first and last school day (`YYYY-MM-DD`) any application or count row has; nulls when there are none. */
export async function applicationCountsDays(db: Db): Promise<{ first: string | null; last: string | null }> {
  const [range] = await rowsOf<{ first: string | null; last: string | null }>(
    db,
    sql`select to_char(least(
          (select min(day) from application_day_counts), (select min(day) from application_day_status_counts),
          (select ${schoolDayOf(sql`min(created_at)`)} from applications))::timestamp, 'YYYY-MM-DD') as first,
        to_char(greatest(
          (select max(day) from application_day_counts), (select max(day) from application_day_status_counts),
          (select ${schoolDayOf(sql`max(created_at)`)} from applications))::timestamp, 'YYYY-MM-DD') as last`,
  );
  return { first: range?.first ?? null, last: range?.last ?? null };
}

/** Locks the three count tables in the order the triggers write them. */
export async function lockApplicationCounts(tx: Db): Promise<void> {
  await tx.execute(
    sql`lock table application_day_counts, application_day_status_counts, application_status_counts
      in share row exclusive mode`,
  );
}

/** Rewrites the `application_day_counts` rows of [from, to) that differ from the applications; how many. */
export async function rewriteWrongDayCounts(tx: Db, from: string, to: string): Promise<number> {
  const byAssignee = await rowsOf(
    tx,
    sql`insert into application_day_counts (kind, assignee_staff_id, day, status, applications)
      ${wrongDayCounts(from, to)}
      on conflict (kind, assignee_staff_id, day, status) do update set applications = excluded.applications
      returning 1`,
  );
  return byAssignee.length;
}

/** The same for `application_day_status_counts`. */
export async function rewriteWrongDayStatusCounts(tx: Db, from: string, to: string): Promise<number> {
  const byStatus = await rowsOf(
    tx,
    sql`insert into application_day_status_counts (kind, day, status, applications)
      ${wrongDayStatusCounts(from, to)}
      on conflict (kind, day, status) do update set applications = excluded.applications
      returning 1`,
  );
  return byStatus.length;
}
