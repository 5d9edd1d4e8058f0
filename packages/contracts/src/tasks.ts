import { z } from 'zod';
import { idParamSchema } from './common/id-params';
import { undoOfferSchema } from './undo';

/**
 * Long work a staff member started and follows on screen: a CSV export too large to stream in one request, or
 * a bulk action over many rows. It runs as a background job on any instance; the page polls its progress.
 */
export const BACKGROUND_TASK_KINDS = ['export', 'bulk'] as const;
export const backgroundTaskKindSchema = z.enum(BACKGROUND_TASK_KINDS);
export type BackgroundTaskKind = z.infer<typeof backgroundTaskKindSchema>;

/** queued → running → done | failed; `expired`: an export whose file was removed after its keeping time. */
export const BACKGROUND_TASK_STATUSES = ['queued', 'running', 'done', 'failed', 'expired'] as const;
export const backgroundTaskStatusSchema = z.enum(BACKGROUND_TASK_STATUSES);
export type BackgroundTaskStatus = z.infer<typeof backgroundTaskStatusSchema>;

/** Hours an export's file is kept for download; then it is removed and the task becomes `expired`. */
export const EXPORT_FILE_KEEP_HOURS = 24;

// The shared id parameter: past int4 it is a 400, not a database error.
export const backgroundTaskIdParamsSchema = z.object({ id: idParamSchema });

/** A task as its owner sees it. `total` is null until the job has counted what it will go through. */
export const backgroundTaskSchema = z.object({
  id: z.number().int(),
  kind: backgroundTaskKindSchema,
  /** What runs, e.g. `students.csv`, `students.block`, `applications.status`. */
  action: z.string(),
  status: backgroundTaskStatusSchema,
  total: z.number().int().nullable(),
  done: z.number().int(),
  /** A bulk action's outcome (e.g. `{ changed: 120, skipped: 3 }`); an export's row count. */
  result: z.record(z.string(), z.number()).nullable(),
  /** An export's file, once done: `GET /api/tasks/{id}/file` downloads it. */
  file: z.object({ name: z.string(), size: z.number().int() }).nullable(),
  error: z.string().nullable(),
  /** A finished bulk change's «Отменить» (10 s from its end), when it can be taken back. */
  undo: undoOfferSchema.optional(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type BackgroundTask = z.infer<typeof backgroundTaskSchema>;

export const backgroundTaskListSchema = z.object({ items: z.array(backgroundTaskSchema) });
export type BackgroundTaskList = z.infer<typeof backgroundTaskListSchema>;

/** `202` of an endpoint that started a task: where to follow it. */
export const startedTaskSchema = z.object({ task: backgroundTaskSchema });
export type StartedTask = z.infer<typeof startedTaskSchema>;
