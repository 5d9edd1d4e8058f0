import PgBoss from 'pg-boss';
import type { Database } from '../db/database';
import { pgBossDb } from './pg-boss-db';

/** Where a job stands when its handler runs: attempt 1 is the first, `last` means no retry follows. */
export interface JobAttempt {
  number: number;
  last: boolean;
}

export type JobHandler<T> = (data: T, attempt: JobAttempt) => Promise<void>;

export interface QueueOptions {
  /** Attempts in all (1 = never retried). Default 1. */
  attempts?: number;
  /** Seconds before the first retry; each further one waits about twice as long (pg-boss `retryBackoff`). */
  retryDelaySeconds?: number;
  /**
   * `singleton`: at most one job of this queue runs at a time across every instance. `stately`: at most one
   * waiting job per `singletonKey` (a second `send` with the key is dropped while the first waits).
   */
  policy?: 'standard' | 'singleton' | 'stately';
}

export interface JobQueue {
  /** Registers a queue and its handler; before `start`. */
  define<T extends object>(name: string, handler: JobHandler<T>, options?: QueueOptions): void;
  /** A cron schedule (UTC) for a defined queue; pg-boss sends one job per tick whichever instance sees it first. */
  schedule(name: string, cron: string): void;
  /** Runs after a `workers` start (e.g. re-queueing work left over from a crash); its failure is logged. */
  onStarted(task: () => Promise<unknown>): void;
  /** Enqueues a job; returns its id, or null when a `stately` queue already holds a job with `singletonKey`. */
  send(name: string, data: object, options?: { singletonKey?: string }): Promise<string | null>;
  /**
   * Creates pg-boss's schema (`pgboss`) and the queues, then — in `workers` mode — polls and runs jobs and
   * the schedules. `manual` (tests) empties the queue and runs nothing by itself: call `runJobsNow`.
   */
  start(mode: 'workers' | 'manual'): Promise<void>;
  readonly started: boolean;
  /** Runs every job that is due now, one by one, until none is left; returns how many ran (tests). */
  runJobsNow(): Promise<number>;
  /** The singleton keys of a queue's jobs not finished yet (waiting, waiting for a retry, or running). */
  pendingKeys(name: string): Promise<Set<string>>;
  /** Jobs waiting (created or waiting for a retry) per queue. */
  depths(): Promise<Record<string, number>>;
  /** Stops taking jobs, waits up to `timeoutMs` for the ones running, then stops. */
  stop(timeoutMs?: number): Promise<void>;
}

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

interface Definition {
  handler: JobHandler<object>;
  options: QueueOptions;
}

type Job = PgBoss.JobWithMetadata<object>;

const POLLING_SECONDS = 2;

let current: JobQueue | undefined;

/** Jobs waiting in all queues of this process's running queue (0 before it starts) — for /metrics. */
export async function jobQueueDepth(): Promise<number> {
  const depths = await jobQueueDepths();
  return Object.values(depths).reduce((sum, n) => sum + n, 0);
}

/** The same per queue name (`mail.deliver`, …) — for a labelled gauge. */
export async function jobQueueDepths(): Promise<Record<string, number>> {
  return current?.started ? current.depths() : {};
}

export function createJobQueue(database: Database, log: Logger): JobQueue {
  const definitions = new Map<string, Definition>();
  const schedules = new Map<string, string>();
  const startTasks: (() => Promise<unknown>)[] = [];
  let boss: PgBoss | undefined;
  let mode: 'workers' | 'manual' = 'manual';

  async function run(name: string, job: Job): Promise<void> {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`no handler for job ${name}`);
    const attempt = { number: job.retryCount + 1, last: job.retryCount >= job.retryLimit };
    try {
      await definition.handler(job.data, attempt);
    } catch (error) {
      log.warn({ err: error, job: name, jobId: job.id, attempt: attempt.number }, 'job failed');
      throw error;
    }
  }

  const requireBoss = () => {
    if (!boss) throw new Error('the job queue is not started');
    return boss;
  };

  const queue: JobQueue = {
    define(name, handler, options = {}) {
      definitions.set(name, { handler: handler as JobHandler<object>, options });
    },
    schedule(name, cron) {
      schedules.set(name, cron);
    },
    onStarted(task) {
      startTasks.push(task);
    },
    async send(name, data, options = {}) {
      return requireBoss().send(
        name,
        data,
        options.singletonKey ? { singletonKey: options.singletonKey } : {},
      );
    },
    get started() {
      return boss !== undefined;
    },
    async start(startMode) {
      mode = startMode;
      const workers = mode === 'workers';
      const instance = new PgBoss({
        db: pgBossDb(database),
        schema: 'pgboss',
        supervise: workers,
        schedule: workers && schedules.size > 0,
        migrate: true,
      });
      instance.on('error', (error: Error) => log.error({ err: error }, 'job queue error'));
      await instance.start();
      // Tests share one PostgreSQL database across files: each starts from an empty queue.
      if (!workers) await instance.clearStorage();
      for (const [name, { options }] of definitions) {
        const queueOptions = {
          name,
          policy: options.policy ?? 'standard',
          retryLimit: Math.max(0, (options.attempts ?? 1) - 1),
          retryDelay: options.retryDelaySeconds ?? 0,
          retryBackoff: (options.retryDelaySeconds ?? 0) > 0,
        };
        if (await instance.getQueue(name)) await instance.updateQueue(name, queueOptions);
        else await instance.createQueue(name, queueOptions);
      }
      if (workers) {
        for (const name of definitions.keys()) {
          await instance.work<object>(
            name,
            { pollingIntervalSeconds: POLLING_SECONDS, batchSize: 1, includeMetadata: true },
            async ([job]) => {
              if (job) await run(name, job);
            },
          );
        }
      }
      // Recorded in both modes; only a `workers` start runs pg-boss's clock that sends the jobs.
      for (const [name, cron] of schedules) await instance.schedule(name, cron, {});
      boss = instance;
      current = queue;
      log.info({ queues: [...definitions.keys()], mode }, 'job queue started');
      if (workers) {
        for (const task of startTasks) {
          await task().catch((error: unknown) => log.error({ err: error }, 'job queue start task failed'));
        }
      }
    },
    async runJobsNow() {
      const instance = requireBoss();
      let ran = 0;
      for (let found = true; found && ran < 10_000; ) {
        found = false;
        for (const name of definitions.keys()) {
          const [job] = await instance.fetch<object>(name, { includeMetadata: true });
          if (!job) continue;
          found = true;
          ran += 1;
          try {
            await run(name, job);
            await instance.complete(name, job.id);
          } catch (error) {
            await instance.fail(name, job.id, {
              message: error instanceof Error ? error.message : String(error),
            });
          }
        }
      }
      return ran;
    },
    async pendingKeys(name) {
      requireBoss();
      const { rows } = await pgBossDb(database).executeSql(
        `select singleton_key as key from pgboss.job
          where name = $1 and state < 'completed' and singleton_key is not null`,
        [name],
      );
      return new Set(rows.map((row: { key: string }) => row.key));
    },
    async depths() {
      const instance = requireBoss();
      const entries = await Promise.all(
        [...definitions.keys()].map(
          async (name) => [name, (await instance.getQueueSize(name)) ?? 0] as const,
        ),
      );
      return Object.fromEntries(entries);
    },
    async stop(timeoutMs = 30_000) {
      const instance = boss;
      if (!instance) return;
      // Graceful: no new fetches, running handlers finish (up to the timeout), then pg-boss fails what is left
      // so that another instance retries it. The database is the app's own: closing it is the caller's job.
      await instance.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
      boss = undefined;
      if (current === queue) current = undefined;
    },
  };
  return queue;
}
