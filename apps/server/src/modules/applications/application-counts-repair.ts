import { APPLICATION_KINDS } from '@school/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { schoolDayOf, schoolDayStart } from '../../db/school-day';
import type { Db } from '../../db/types';

/**
 * Repairs the kanban's pre-aggregates (`application_day_counts`, `application_day_status_counts`) from the
 * applications. The applications domain owns its roll-ups, so it owns their repair too: the nightly
 * `statistics.repair` job (sales-statistics) only composes it — it asks for the days that have rows and calls
 * `repairApplicationCounts` per batch of school days, in the batch loop beside the sales roll-ups. A plain
 * function rather than a registry of "repairers": one other domain's roll-ups to compose, and a registry would
 * only hide the order of the transactions (and so of the locks) that a reader must see in one place.
 *
 * What the statement triggers of migrations 0015/0017 keep, exactly: every row of `applications` (there is no
 * deleted or archived state — a delete removes the row and its count), by `kind`, the school day (Moscow) of
 * `created_at`, `status` and, in `application_day_counts` only, `coalesce(assignee_staff_id, 0)`. A count that
 * drops to 0 keeps its row; so a kept 0 with no applications is right, and a missing row is a 0.
 */
export type ApplicationCountsTable = 'application_day_counts' | 'application_day_status_counts';

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

/**
 * Rewrites the count rows of the school days [from, to) that differ from the applications, in ONE transaction
 * of its own (never the payments' or the students': a writer touching applications and another roll-up could
 * lock them in the other order). It first locks both count tables in SHARE ROW EXCLUSIVE mode, in the order
 * the triggers write them: it waits for the application writers in flight (their triggers hold ROW EXCLUSIVE
 * on the counts until they commit) and holds new ones back until it commits, so an application written
 * meanwhile is either in the rows it reads or applied by its trigger after the rewrite. Readers (the kanban's
 * counts) are never blocked. Returns the rows corrected per table.
 */
export async function repairApplicationCounts(
  db: Db,
  from: string,
  to: string,
): Promise<Record<ApplicationCountsTable, number>> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`lock table application_day_counts, application_day_status_counts in share row exclusive mode`,
    );
    const byAssignee = await rowsOf(
      tx,
      sql`insert into application_day_counts (kind, assignee_staff_id, day, status, applications)
        ${wrongDayCounts(from, to)}
        on conflict (kind, assignee_staff_id, day, status) do update set applications = excluded.applications
        returning 1`,
    );
    const byStatus = await rowsOf(
      tx,
      sql`insert into application_day_status_counts (kind, day, status, applications)
        ${wrongDayStatusCounts(from, to)}
        on conflict (kind, day, status) do update set applications = excluded.applications
        returning 1`,
    );
    return { application_day_counts: byAssignee.length, application_day_status_counts: byStatus.length };
  });
}
