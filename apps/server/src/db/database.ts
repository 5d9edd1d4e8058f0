import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { type CopyOut, type CopyOutBlob, createCopyOut, inlineParams } from './copy-out';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { openReplica, type Replica } from './read-replica';
import type { Db } from './types';

export type DatabaseTarget =
  /** `readUrl`: DATABASE_READ_URL, a streaming replica for list, export and statistics reads (db/read-replica.ts). */
  | { kind: 'postgres'; url: string; readUrl?: string | undefined }
  /**
   * PGlite in `dataDir/pgdata`. `startFrom` (tests of the server process): a data dir tarball to fill a new
   * data dir with, as `memory` below, instead of an empty initdb. `heldLock`: the data dir's lock, already taken
   * by the caller (`npm run restore` takes it before it moves the old data aside).
   */
  | { kind: 'embedded'; dataDir: string; startFrom?: Blob; heldLock?: DataDirLock }
  /**
   * In-memory PGlite for tests: nothing on disk, no lock. `dataDir`: a tarball of a data dir to start from (a
   * migrated, seeded template made once per test run, src/test/database-template.ts) instead of an empty initdb.
   */
  | { kind: 'memory'; dataDir?: Blob };

export interface Database {
  readonly kind: DatabaseTarget['kind'];
  readonly db: Db;
  /** COPY … TO STDOUT streaming; PostgreSQL only (PGlite answers COPY with a blob, not a stream). */
  readonly copyOut?: CopyOut;
  /** PGlite's COPY, answered as one blob. */
  readonly copyOutBlob?: CopyOutBlob;
  /** Applies what is pending of `folder` (this build's migrations; a test passes an older build's). */
  migrate(folder?: string): Promise<void>;
  ping(): Promise<void>;
  /** node-postgres pool usage, for /metrics; undefined on PGlite (one connection, no pool). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * The read replica (DATABASE_READ_URL), PostgreSQL only. Modules never use it directly: they ask
   * `deps.reads(request)` (plugins/read-routing.ts), which also keeps a user's reads on the primary after a write.
   */
  readonly replica?: Replica;
  /** In-memory PGlite only: its data dir as a tarball, to start other test databases from (`dataDir` above). */
  dumpDataDir?(): Promise<Blob>;
  /**
   * Embedded PGlite only (the backup, src/backup): the data dir as a tarball, taken between two
   * transactions with every query held back, and `alongside` run inside that same pause — so what it copies
   * (the stored files) matches the database row for row.
   */
  snapshot?<T>(alongside: () => Promise<T>): Promise<{ tarball: Blob; alongside: T }>;
  close(): Promise<void>;
}

interface Logger {
  warn(obj: object, msg: string): void;
}

/** Any number; it only has to be the same for every instance that migrates the same database. */
const MIGRATION_LOCK_KEY = 72_310_415;

export function databaseTarget(config: {
  databaseUrl: string | undefined;
  databaseReadUrl?: string | undefined;
  dataDir: string;
}): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, readUrl: config.databaseReadUrl }
    : { kind: 'embedded', dataDir: config.dataDir };
}

export async function openDatabase(target: DatabaseTarget, logger?: Logger): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url, target.readUrl, logger) : openPglite(target);
}

async function openPglite(target: Exclude<DatabaseTarget, { kind: 'postgres' }>): Promise<Database> {
  const lock =
    target.kind === 'embedded' ? (target.heldLock ?? acquireDataDirLock(target.dataDir)) : undefined;
  try {
    let dataDir: string | undefined;
    if (target.kind === 'embedded') {
      dataDir = join(target.dataDir, 'pgdata');
      // PGlite does not create missing parent folders.
      mkdirSync(dataDir, { recursive: true });
    }
    const client = await PGlite.create({
      dataDir,
      loadDataDir: target.kind === 'memory' ? target.dataDir : target.startFrom,
      extensions: { pg_trgm },
    });
    const db = drizzlePglite({ client });
    return {
      kind: target.kind,
      db,
      copyOutBlob: async (query, options) => {
        const result = await client.query(`COPY (${inlineParams(query)}) TO '/dev/blob' WITH (${options})`);
        return result.blob ? new Uint8Array(await result.blob.arrayBuffer()) : new Uint8Array();
      },
      migrate: (folder = migrationsFolder()) => migratePglite(db, { migrationsFolder: folder }),
      dumpDataDir: target.kind === 'memory' ? () => client.dumpDataDir('none') : undefined,
      snapshot: target.kind === 'embedded' ? (alongside) => pauseAndDump(client, alongside) : undefined,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        try {
          if (!client.closed) await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * PGlite's own dumpDataDir takes only the query lock, so another request's transaction could sit half done in
 * the tarball and a single statement could land between it and `alongside`. Both locks, in the order a
 * transaction takes them, then the dump itself (dumpDataDir would wait for the query lock held here).
 */
function pauseAndDump<T>(client: PGlite, alongside: () => Promise<T>) {
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      if (!client.fs) throw new Error('PGlite has no file system to dump');
      const done = await alongside();
      // Uncompressed: the gzip is the caller's, after the pause.
      const tarball = await client.fs.dumpTar(client.dataDir?.split('/').pop() ?? 'pgdata', 'none');
      return { tarball, alongside: done };
    }),
  );
}

async function openPostgres(url: string, readUrl: string | undefined, logger?: Logger): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  const connectionLost = (error: Error) =>
    logger?.warn({ err: error }, 'PostgreSQL connection lost; it will reconnect');
  // A client's 'error' event without a listener kills the process. The pool listens only while a client is
  // idle, so a restart of PostgreSQL during a transaction or a COPY (client checked out) would crash us: every
  // client gets its own listener. Its pending query fails with the same error (→ 503), the client is then
  // no longer queryable and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', connectionLost));
  pool.on('error', connectionLost);
  const db = drizzleNodePg({ client: pool });
  const copyOut = createCopyOut(pool);
  const replica = readUrl ? openReplica(readUrl, { pool, copyOut }, logger) : undefined;
  return {
    kind: 'postgres',
    db,
    copyOut,
    replica,
    migrate: async (folder = migrationsFolder()) => {
      // Two instances starting together must not apply the same migration twice.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(db, { migrationsFolder: folder });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        lockClient.release();
      }
    },
    // Straight to the pool: the health check runs it per request, and drizzle would render the SQL anew.
    ping: async () => {
      await pool.query('select 1');
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      try {
        await replica?.close();
      } finally {
        await pool.end();
      }
    },
  };
}
