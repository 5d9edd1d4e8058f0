import type { UndoOffer } from '@school/contracts';
import {
  BACKGROUND_TASK_STATUSES,
  type BackgroundTaskKind,
  type BackgroundTaskStatus,
} from '@school/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './staff.table';

/**
 * Long work a staff member started (an export, a bulk action): the job that runs it — on any instance — writes
 * its progress here, and the page polls it. `params` is what the job needs (filters, ids); `file_key` an
 * export's object in the file store.
 */
/** A bulk action's counts (`changed`, `skipped`, `failed`) and its «Отменить»; an export's row count. */
export type TaskResult = Record<string, number | UndoOffer>;

export const tasks = pgTable(
  'tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<BackgroundTaskKind>().notNull(),
    action: text('action').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    status: text('status').$type<BackgroundTaskStatus>().notNull().default('queued'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    total: integer('total'),
    done: integer('done').notNull().default(0),
    result: jsonb('result').$type<TaskResult>(),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileSize: bigint('file_size', { mode: 'number' }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('tasks_staff_idx').on(t.staffId, t.createdAt.desc()),
    index('tasks_files_idx').on(t.finishedAt).where(sql`${t.fileKey} is not null`),
    check(
      'tasks_status_check',
      sql.raw(`status in (${BACKGROUND_TASK_STATUSES.map((s) => `'${s}'`).join(', ')})`),
    ),
    check('tasks_kind_check', sql`${t.kind} in ('export', 'bulk')`),
  ],
);

export type TaskRow = typeof tasks.$inferSelect;
