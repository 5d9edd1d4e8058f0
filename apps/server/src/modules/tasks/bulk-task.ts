import type { BulkOutcome } from '@school/contracts';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TaskRow } from '../../db/schema/tasks.table';
import type { Db } from '../../db/types';
import { AppError } from '../../http-errors';
import type { JobQueue } from '../../jobs';
import type { List, ListQuery } from '../../lists';
import { offerChangeUndo } from '../undo';
import { defineTaskJob, startTask } from './task-jobs';
import { countAndLastId, idsAfter } from './tasks.repository';

/** Rows per keyset batch of a bulk action; progress is reported after each. */
export const BULK_BATCH = 500;

/** A bulk action's target as its task keeps it: the ticked ids, or the list's filter (resolved by the job). */
export type BulkTarget = { ids: number[] } | { filter: Record<string, unknown> };

/** Where a filter target's rows are: the list's table, its integer key and the list's compiled WHERE. */
export interface BulkSource {
  table: PgTable;
  id: AnyPgColumn;
  where: SQL | undefined;
}

/** What one row came to: changed, or skipped (already so). A refusal of the domain (AppError 4xx) is a skip too. */
export type BulkRowResult = 'changed' | 'skipped';

/** A bulk change of more rows than this has no «Отменить»: put back row by row, it would outlast the toast. */
export const UNDO_BULK_MAX = 1_000;

export interface BulkAction<Params> {
  /** The section's list for a filter target (e.g. `studentsList.where(studentsList.filter(filter))`). */
  source: (params: Params & { target: { filter: Record<string, unknown> } }) => BulkSource;
  /** The single action's domain code for one row, by the staff member who started the task. */
  row: (params: Params, id: number, staffId: number) => Promise<BulkRowResult>;
  /**
   * The finished task's «Отменить» for the rows it changed (at most `UNDO_BULK_MAX`): the log's entity, what
   * the module's undo (`defineUndo(action, …)`) needs, and what stays done.
   */
  undo?: {
    entity: string;
    payload: (params: Params) => Record<string, unknown>;
    notUndone?: (params: Params) => string[];
  };
}

/** A filter target's rows in a section's list: its table, its key, and the WHERE of the list's search and filters. */
export function listRows<Query extends ListQuery, Row>(
  list: List<Query, Row>,
  filter: Partial<Query>,
): BulkSource {
  return { table: list.declaration.table, id: list.declaration.id, where: list.where(list.filter(filter)) };
}

interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * The ids of a target in id order, in batches. A filter is resolved when the job starts: its count and its
 * largest id then bound the walk (rows created later are not touched), and each batch is a keyset step
 * (`id > last … order by id limit BULK_BATCH`), never an OFFSET.
 */
export async function resolveBulkTarget(
  db: Db,
  target: BulkTarget,
  source: () => BulkSource,
  batch = BULK_BATCH,
): Promise<{ total: number; batches: () => AsyncGenerator<number[]> }> {
  if ('ids' in target) {
    const ids = [...new Set(target.ids)].sort((a, b) => a - b);
    return {
      total: ids.length,
      async *batches() {
        for (let at = 0; at < ids.length; at += batch) yield ids.slice(at, at + batch);
      },
    };
  }
  const { table, id, where } = source();
  const { total, maxId } = await countAndLastId(db, table, id, where);
  return {
    total,
    async *batches() {
      if (maxId === null) return;
      let after = 0;
      for (;;) {
        const ids = await idsAfter(db, { table, id, where }, after, maxId, batch);
        if (ids.length === 0) return;
        yield ids;
        after = ids[ids.length - 1]!;
        if (ids.length < batch) return;
      }
    },
  };
}

/**
 * Registers the job of a bulk action: resolves the target, runs the single action's code per row and
 * reports progress per batch. Safe to repeat: a second run finds the rows already changed and skips them.
 * Outcome (the task's `result`): `{ changed, skipped, failed }`.
 */
export function defineBulkTaskJob<Params extends { target: BulkTarget }>(
  jobs: JobQueue,
  db: Db,
  action: string,
  bulk: BulkAction<Params>,
  failureText: string,
  log: Logger,
): void {
  defineTaskJob(
    jobs,
    db,
    action,
    async ({ task, progress }) => {
      const params = task.params as unknown as Params;
      const target = await resolveBulkTarget(db, params.target, () =>
        bulk.source(params as Params & { target: { filter: Record<string, unknown> } }),
      );
      const outcome: BulkOutcome = { changed: 0, skipped: 0, failed: 0 };
      const changedIds: number[] = [];
      let done = 0;
      await progress(0, target.total);
      for await (const ids of target.batches()) {
        for (const id of ids) {
          try {
            const result = await bulk.row(params, id, task.staffId);
            outcome[result] += 1;
            if (result === 'changed' && changedIds.length <= UNDO_BULK_MAX) changedIds.push(id);
          } catch (error) {
            if (error instanceof AppError && error.statusCode < 500) outcome.skipped += 1;
            else {
              outcome.failed += 1;
              log.warn({ err: error, taskId: task.id, action, id }, 'bulk action failed on a row');
            }
          }
        }
        done += ids.length;
        await progress(done, Math.max(done, target.total));
      }
      const undo =
        bulk.undo && changedIds.length > 0 && changedIds.length <= UNDO_BULK_MAX
          ? await offerChangeUndo(db, {
              staffId: task.staffId,
              action,
              entity: bulk.undo.entity,
              ids: changedIds,
              payload: bulk.undo.payload(params),
              notUndone: bulk.undo.notUndone?.(params),
            })
          : undefined;
      return { done, result: undo ? { ...outcome, undo } : outcome };
    },
    () => failureText,
  );
}

/** Starts a bulk task: the total is known at once for ticked ids, counted by the job for a filter. */
export function startBulkTask(
  jobs: JobQueue,
  db: Db,
  task: { action: string; staffId: number; params: { target: BulkTarget } & Record<string, unknown> },
): Promise<TaskRow> {
  const { target } = task.params;
  return startTask(jobs, db, {
    kind: 'bulk',
    action: task.action,
    staffId: task.staffId,
    params: task.params,
    total: 'ids' in target ? new Set(target.ids).size : null,
  });
}
