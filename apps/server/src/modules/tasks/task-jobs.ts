import type { TaskResult, TaskRow } from '../../db/schema/tasks.table';
import type { Db } from '../../db/types';
import type { JobQueue } from '../../jobs';
import {
  findTask,
  insertTask,
  markDone,
  markFailed,
  markRunning,
  type NewTask,
  writeProgress,
} from './tasks.repository';

/** What a task's handler gets: its row (with `params`) and a way to report how far it is. */
export interface TaskRun {
  task: TaskRow;
  /**
   * Records progress (and the total once known). Cheap to call per batch: it writes at most every
   * PROGRESS_EVERY_MS, so a page polling once a second sees it move without a write per row.
   */
  progress(done: number, total?: number): Promise<void>;
}

/** What a finished handler hands back: a bulk action's counts, an export's stored file. */
export interface TaskOutcome {
  done: number;
  result?: TaskResult;
  file?: { key: string; name: string; size: number };
}

export type TaskHandler = (run: TaskRun) => Promise<TaskOutcome>;

/** Message kept on a failed task: the staff member sees it, so no internals. */
export type TaskFailureText = (error: unknown) => string;

const PROGRESS_EVERY_MS = 500;
/**
 * A run cut short (the instance stopped, the database went away) is retried on any instance; the handler
 * redoes the work from the start, so each must be safe to repeat (exports overwrite, bulk actions skip rows
 * already changed).
 */
const ATTEMPTS = 3;
const RETRY_DELAY_SECONDS = 5;

const queueName = (action: string) => `task.${action}`;

/**
 * Registers the job that runs tasks of `action`. The row moves queued → running → done / failed; the
 * handler's progress reaches the row; the last failed attempt leaves `failureText(error)` on it.
 */
export function defineTaskJob(
  jobs: JobQueue,
  db: Db,
  action: string,
  handler: TaskHandler,
  failureText: TaskFailureText,
  options: { attempts?: number } = {},
): void {
  jobs.define<{ taskId: number }>(
    queueName(action),
    async ({ taskId }, attempt) => {
      const task = await findTask(db, taskId);
      if (!task || task.status === 'done' || task.status === 'expired') return;
      await markRunning(db, taskId);
      let lastWrite = 0;
      const progress = async (done: number, total?: number) => {
        const now = Date.now();
        if (now - lastWrite < PROGRESS_EVERY_MS) return;
        lastWrite = now;
        await writeProgress(db, taskId, done, total);
      };
      try {
        const outcome = await handler({ task: { ...task, status: 'running' }, progress });
        await markDone(db, taskId, outcome);
      } catch (error) {
        if (attempt.last) await markFailed(db, taskId, failureText(error));
        throw error;
      }
    },
    { attempts: options.attempts ?? ATTEMPTS, retryDelaySeconds: RETRY_DELAY_SECONDS },
  );
}

/** Stores the task and queues its job in one go; the answer is the row the page then polls. */
export async function startTask(jobs: JobQueue, db: Db, task: NewTask): Promise<TaskRow> {
  const row = await insertTask(db, task);
  try {
    await jobs.send(queueName(task.action), { taskId: row.id });
  } catch (error) {
    // Never left «В очереди» with no job behind it.
    await markFailed(db, row.id, 'Не удалось поставить задачу в очередь').catch(() => {});
    throw error;
  }
  return row;
}
