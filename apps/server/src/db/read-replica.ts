import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type CopyOut, type CopyOutBlob, createCopyOut } from './copy-out';
import type { Db } from './types';
import { isDatabaseUnavailable } from './unavailable';

/** What a request reads through: the primary's or the replica's `db` and COPY (see plugins/read-routing.ts). */
export interface ReadSide {
  db: Db;
  copyOut?: CopyOut | undefined;
  copyOutBlob?: CopyOutBlob | undefined;
}

export interface Replica extends ReadSide {
  /** The replica pool's usage, for /metrics (`db_read_pool_*`). */
  poolStats(): { total: number; idle: number; waiting: number };
  /** True while reads skip the replica: it failed a moment ago, or it lags more than MAX_LAG_MS. */
  skipped(): boolean;
  /** Waits until the replica has replayed everything the primary wrote so far (tests); false on timeout. */
  waitForReplay(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

interface Logger {
  warn(obj: object, msg: string): void;
}

/** After a failure, reads go to the primary for this long before the replica is tried again. */
export const REPLICA_RETRY_MS = 5_000;
/** A replica further behind than this is skipped (checked at most every LAG_CHECK_MS, never in a request's way). */
export const MAX_LAG_MS = 30_000;
const LAG_CHECK_MS = 5_000;

const POOL_TIMEOUT = /timeout exceeded when trying to connect/i;
const RECOVERY_CONFLICT = /conflict with recovery/i;

/**
 * A failure the primary can answer instead: the replica unreachable, starting, restarting, or a hot-standby
 * query cancelled because the replay needed its rows (40001 "conflict with recovery"). A wrong query is not one.
 */
export function isReplicaFailure(error: unknown): boolean {
  if (isDatabaseUnavailable(error)) return true;
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { message, cause } = current as { message?: unknown; cause?: unknown };
    if (typeof message === 'string' && (POOL_TIMEOUT.test(message) || RECOVERY_CONFLICT.test(message))) {
      return true;
    }
    current = cause;
  }
  return false;
}

/** When the replica may be used; the clock is injectable for the unit tests. */
export function createReplicaHealth(now: () => number = Date.now) {
  let skipUntil = 0;
  let laggingMs = 0;
  return {
    skipped: () => now() < skipUntil || laggingMs > MAX_LAG_MS,
    /** Returns true when this failure starts a new skip period (log it once, not per query). */
    failed(): boolean {
      const fresh = now() >= skipUntil;
      skipUntil = now() + REPLICA_RETRY_MS;
      return fresh;
    },
    lag(ms: number) {
      laggingMs = ms;
    },
    lagging: () => laggingMs > MAX_LAG_MS,
  };
}

/**
 * The DATABASE_READ_URL pool. Every query tries the replica and, when the replica fails in a way the primary
 * can answer (isReplicaFailure), runs on the primary instead with one warning per outage, skipping the replica
 * for REPLICA_RETRY_MS — so a replica that is down costs no 5xx, and not even a connection attempt per query.
 * A read that fails for another reason (a wrong query) fails as it would on the primary.
 */
export function openReplica(
  url: string,
  primary: { pool: pg.Pool; copyOut: CopyOut },
  logger?: Logger,
): Replica {
  // Shorter connect timeout than the primary's: a read waiting for an unreachable replica still has the primary.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 2_000 });
  const connectionLost = (error: Error) =>
    logger?.warn({ err: error }, 'Read replica connection lost; reads use the primary meanwhile');
  // As on the primary: an 'error' event without a listener would kill the process.
  pool.on('connect', (client) => client.on('error', connectionLost));
  pool.on('error', connectionLost);
  const health = createReplicaHealth();

  const fallBack = (error: unknown) => {
    if (health.failed()) {
      logger?.warn(
        { err: error, retryInMs: REPLICA_RETRY_MS },
        'Read replica failed; reads go to the primary for a while',
      );
    }
  };

  let lastLagCheck = 0;
  const checkLag = () => {
    const at = Date.now();
    if (at - lastLagCheck < LAG_CHECK_MS) return;
    lastLagCheck = at;
    // Everything received is replayed → no lag, however old the last transaction (an idle primary writes none).
    pool
      .query<{ lag_ms: number | null }>(
        `select case when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
           else extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000 end::float8 as lag_ms`,
      )
      .then(
        ({ rows }) => {
          const wasLagging = health.lagging();
          health.lag(rows[0]?.lag_ms ?? 0);
          if (health.lagging() && !wasLagging) {
            logger?.warn({ lagMs: rows[0]?.lag_ms }, 'Read replica lags; reads go to the primary');
          }
        },
        () => {}, // a failing replica is noticed by the reads themselves
      );
  };

  /** drizzle's transaction() checks a client out when the client's class name says Pool. */
  class ReplicaPool {
    async query(config: pg.QueryConfig | string, values?: unknown[]) {
      if (health.skipped()) {
        checkLag();
        return primary.pool.query(config as pg.QueryConfig, values);
      }
      try {
        const result = await pool.query(config as pg.QueryConfig, values);
        checkLag();
        return result;
      } catch (error) {
        if (!isReplicaFailure(error)) throw error;
        fallBack(error);
        return primary.pool.query(config as pg.QueryConfig, values);
      }
    }

    async connect() {
      if (health.skipped()) return primary.pool.connect();
      try {
        return await pool.connect();
      } catch (error) {
        if (!isReplicaFailure(error)) throw error;
        fallBack(error);
        return primary.pool.connect();
      }
    }
  }

  const replicaCopyOut = createCopyOut(pool);
  const copyOut: CopyOut = async (query, options, plan) => {
    if (health.skipped()) return primary.copyOut(query, options, plan);
    try {
      return await replicaCopyOut(query, options, plan);
    } catch (error) {
      if (!isReplicaFailure(error)) throw error;
      fallBack(error);
      return primary.copyOut(query, options, plan);
    }
  };

  return {
    db: drizzleNodePg({ client: new ReplicaPool() as unknown as pg.Pool }),
    copyOut,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    skipped: () => health.skipped(),
    async waitForReplay(timeoutMs = 10_000) {
      const { rows } = await primary.pool.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const replayed = await pool
          .query<{ ok: boolean }>('select pg_last_wal_replay_lsn() >= $1::pg_lsn as ok', [rows[0]?.lsn])
          .then((result) => result.rows[0]?.ok === true)
          .catch(() => false);
        if (replayed) return true;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return false;
    },
    close: () => pool.end(),
  };
}
