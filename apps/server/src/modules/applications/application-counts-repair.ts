import type { Db } from '../../db/types';
import {
  countWrongStatusCounts,
  lockApplicationCounts,
  rewriteWrongDayCounts,
  rewriteWrongDayStatusCounts,
  rewriteWrongStatusCounts,
} from './application-counts.repository';

/**
 * Repairs the kanban's pre-aggregates (`application_day_counts`, `application_day_status_counts`) and
 * «Главная»'s waiting counts (`application_status_counts`) from the
 * applications. The applications domain owns its roll-ups, so it owns their repair too: the nightly
 * `statistics.repair` job (sales-statistics) only composes it — it asks for the days that have rows and calls
 * `repairApplicationCounts` per batch of school days, in the batch loop beside the sales roll-ups. A plain
 * function rather than a registry of "repairers": one other domain's roll-ups to compose, and a registry would
 * only hide the order of the transactions (and so of the locks) that a reader must see in one place.
 *
 * What the statement triggers of migrations 0015/0017/0030 keep, exactly: every row of `applications` (there is
 * no deleted or archived state — a delete removes the row and its count), by `kind`, the school day (Moscow) of
 * `created_at`, `status` and, in `application_day_counts` only, `coalesce(assignee_staff_id, 0)`; and, in
 * `application_status_counts`, by `kind`, `status`, `coalesce(service_id, 0)` and `coalesce(course_id, 0)`
 * without the day. A count that drops to 0 keeps its row; so a kept 0 with no applications is right, and a
 * missing row is a 0.
 */
export type ApplicationCountsTable =
  | 'application_day_counts'
  | 'application_day_status_counts'
  | 'application_status_counts';

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
): Promise<Record<'application_day_counts' | 'application_day_status_counts', number>> {
  return db.transaction(async (tx) => {
    await lockApplicationCounts(tx);
    const byAssignee = await rewriteWrongDayCounts(tx, from, to);
    const byStatus = await rewriteWrongDayStatusCounts(tx, from, to);
    return { application_day_counts: byAssignee, application_day_status_counts: byStatus };
  });
}

/**
 * Repairs `application_status_counts` (all time: it has no day, so every run reads every application once).
 * It first compares without a lock (one statement, one snapshot: exact while applications are written); only
 * when a row is wrong does it take the same locks as the day counts' repair and rewrite the wrong rows in a
 * transaction of its own, so a night with nothing to correct never holds the application writers back.
 * Returns the rows corrected.
 */
export async function repairApplicationStatusCounts(db: Db): Promise<number> {
  if ((await countWrongStatusCounts(db)) === 0) return 0;
  return db.transaction(async (tx) => {
    await lockApplicationCounts(tx);
    return rewriteWrongStatusCounts(tx);
  });
}
