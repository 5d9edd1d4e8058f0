import pg from 'pg';

/** Any number; the same for every instance starting on the same database (the migrations use 72_310_415). */
const START_LOCK_KEY = 72_310_416;

/**
 * Runs `fn` while holding a PostgreSQL advisory lock, so instances starting together on one database do the
 * start's shared setup one after the other (server.ts):
 * - the demo seed (SEED_DEMO=1): a seed module's «skip rows that exist» is check-then-insert, which two
 *   concurrent runs both pass — a unique violation then stopped one instance's start. Under the lock the
 *   first seeds, the others find its staff and skip;
 * - the job queue's start: pg-boss's `createQueue` on a fresh database, run by two instances at once,
 *   deadlocked (40P01 on `pgboss.queue`) and stopped one of them.
 * The lock is held by a connection of its own (not the pool's, which `fn` uses) and ends with it. Without a URL
 * (the embedded database: one process, by its data-dir lock) `fn` just runs.
 */
export async function withStartLock<T>(databaseUrl: string | undefined, fn: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return fn();
  const client = new pg.Client({ connectionString: databaseUrl });
  // Without a listener a lost connection's 'error' event would end the process.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_LOCK_KEY]);
    return await fn();
  } finally {
    await client.end().catch(() => {});
  }
}
