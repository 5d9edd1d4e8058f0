import { and, asc, desc, eq, gt, inArray, isNotNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type TaskResult, type TaskRow, tasks } from '../../db/schema/tasks.table';
import type { Db } from '../../db/types';

export interface NewTask {
  kind: TaskRow['kind'];
  action: string;
  staffId: number;
  params: Record<string, unknown>;
  /** Known up front (e.g. the selected ids); otherwise the job counts and reports it. */
  total?: number | null;
}

export async function insertTask(db: Db, task: NewTask): Promise<TaskRow> {
  const [row] = await db
    .insert(tasks)
    .values({ ...task, total: task.total ?? null })
    .returning();
  return row!;
}

export async function findTask(db: Db, id: number): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, id));
  return row;
}

/** The staff member's own task; another's is as absent as a missing one. */
export async function findOwnTask(db: Db, id: number, staffId: number) {
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), eq(tasks.staffId, staffId)));
  return row;
}

export function recentTasks(db: Db, staffId: number, limit: number) {
  return db
    .select()
    .from(tasks)
    .where(eq(tasks.staffId, staffId))
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(limit);
}

/** A (re)started run: progress from zero again, since a retry redoes the whole work. */
export async function markRunning(db: Db, id: number) {
  await db
    .update(tasks)
    .set({ status: 'running', done: 0, error: null, startedAt: sql`now()` })
    .where(eq(tasks.id, id));
}

export async function writeProgress(db: Db, id: number, done: number, total: number | undefined) {
  await db
    .update(tasks)
    .set(total === undefined ? { done } : { done, total })
    .where(eq(tasks.id, id));
}

export async function markDone(
  db: Db,
  id: number,
  outcome: {
    done: number;
    result?: TaskResult;
    file?: { key: string; name: string; size: number };
  },
) {
  await db
    .update(tasks)
    .set({
      status: 'done',
      done: outcome.done,
      result: outcome.result ?? null,
      fileKey: outcome.file?.key ?? null,
      fileName: outcome.file?.name ?? null,
      fileSize: outcome.file?.size ?? null,
      finishedAt: sql`now()`,
    })
    .where(eq(tasks.id, id));
}

export async function markFailed(db: Db, id: number, error: string) {
  await db.update(tasks).set({ status: 'failed', error, finishedAt: sql`now()` }).where(eq(tasks.id, id));
}

/** Exports finished before `before` whose file is still kept. */
export function filesFinishedBefore(db: Db, before: Date, limit: number) {
  return db
    .select({ id: tasks.id, fileKey: tasks.fileKey })
    .from(tasks)
    .where(and(isNotNull(tasks.fileKey), lt(tasks.finishedAt, before)))
    .limit(limit);
}

export async function markExpired(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  await db.update(tasks).set({ status: 'expired', fileKey: null }).where(inArray(tasks.id, ids));
}

/** How many rows of `table` match `where`, and the largest `id` among them (null when none). */
export async function countAndLastId(
  db: Db,
  table: PgTable,
  id: AnyPgColumn,
  where: SQL | undefined,
): Promise<{ total: number; maxId: number | null }> {
  const [bounds] = await db
    .select({ total: sql<number>`count(*)::int`, maxId: sql<number | null>`max(${id})` })
    .from(table)
    .where(where);
  const total = Number(bounds?.total ?? 0);
  const maxId = bounds?.maxId === null || bounds?.maxId === undefined ? null : Number(bounds.maxId);
  return { total, maxId };
}

/** A keyset step: the next `limit` ids after `after` up to `maxId` that match `where`, in id order. */
export async function idsAfter(
  db: Db,
  source: { table: PgTable; id: AnyPgColumn; where: SQL | undefined },
  after: number,
  maxId: number,
  limit: number,
): Promise<number[]> {
  const { table, id, where } = source;
  const rows = await db
    .select({ id })
    .from(table)
    .where(and(where, gt(id, after), lte(id, maxId)))
    .orderBy(asc(id))
    .limit(limit);
  return rows.map((row) => Number(row.id));
}
