import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Role } from '@school/contracts';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import type { Transporter } from 'nodemailer';
import type pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/database';
import type { Replica } from '../db/read-replica';
import { createFileStore, createLocalFileStore, type FileStore } from '../modules/files';
import { DEMO_PASSWORD } from '../seed/people/staff.seed';
import { copySeededFiles, type DatabaseTemplate, readDataDir } from './database-template';
import { copyTemplate, type PostgresCopy } from './postgres-template';

/** Tests of any module sign in with the demo password. */
export { DEMO_PASSWORD };

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256!';

export const DEMO_EMAILS: Record<Role, string> = {
  'super-admin': 'super@demo.test',
  admin: 'admin@demo.test',
  curator: 'curator@demo.test',
  speaker: 'speaker@demo.test',
};

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  tmpDir: string;
  loginAs(role: Role): Promise<string>;
  /**
   * With TEST_DATABASE_READ_URL: waits until the replica has replayed every write so far. The app's reads on
   * the replica already wait so (`replicaInSync`); this is for a test that turned that off.
   */
  replicaCaughtUp(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  mailTransport?: Transporter;
  /** A fake clock (ms) for token expiry and sign-in limits. */
  now?: () => number;
  /** Starts the job queue without workers: jobs run only when the test calls `app.jobs.runJobsNow()`. */
  jobs?: boolean;
  /**
   * With TEST_DATABASE_READ_URL: every read of the app on the replica first waits until the replica has
   * replayed every write so far (default true), so a test reads what it wrote by any path — HTTP,
   * `database.db`, a job — and the suite checks that every list, export and statistics query runs on a hot
   * standby, without racing its replay. False for the tests of the lag itself (read-replica.postgres.test.ts
   * pauses the replay).
   */
  replicaInSync?: boolean;
  /** The app's database instead of a copy of the seeded template, e.g. one migrated from an older build. */
  database?: () => Promise<TestDatabase>;
}

/**
 * A test's database. On TEST_DATABASE_URL: a database of its own on that server, copied from the run's
 * template (test/postgres-template.ts) and dropped by `close()`; `urls` are its URLs on the primary and on
 * the replica (TEST_DATABASE_READ_URL), for a second connection of the test's own.
 */
export interface TestDatabase extends Database {
  readonly urls?: { url: string; readUrl: string | undefined };
}

/**
 * Test database with the demo data (its files into `fileStore`), migrations applied: a copy of the run's seeded
 * template — an in-memory PGlite, or with TEST_DATABASE_URL a database of its own on that server.
 */
export function openTestDatabase(fileStore: FileStore): Promise<TestDatabase> {
  const template = inject('databaseTemplate');
  return openCopy(template, 'seeded', () => copySeededFiles(template, fileStore));
}

/**
 * The same database with empty tables and no demo data (for tests below the modules, e.g. src/lists), the rows
 * the migrations insert included. With TEST_DATABASE_READ_URL the app's list, export and statistics reads go to
 * that replica (plugins/read-routing.ts).
 */
export function openEmptyTestDatabase(): Promise<TestDatabase> {
  return openCopy(inject('databaseTemplate'), 'empty', async () => {});
}

/**
 * A copy of the template, migrated (a no-op unless a migration is newer than the template) and prepared; on
 * PostgreSQL opened with the replica of the same name once the replica has it (awaited after `prepare`, which
 * overlaps the replay), and dropped by `close()`.
 */
async function openCopy(
  template: DatabaseTemplate,
  which: 'empty' | 'seeded',
  prepare: () => Promise<void>,
): Promise<TestDatabase> {
  if (template.kind === 'pglite') {
    const dataDir = which === 'empty' ? template.emptyDataDir : template.seededDataDir;
    const database = await openDatabase({ kind: 'memory', dataDir: readDataDir(dataDir) });
    try {
      await database.migrate();
      await prepare();
    } catch (error) {
      await database.close();
      throw error;
    }
    return database;
  }
  const copy = await copyTemplate(template, which);
  let database: TestDatabase | undefined;
  try {
    const opened = await openDatabase({ kind: 'postgres', url: copy.url, readUrl: copy.readUrl });
    let closed: Promise<void> | undefined;
    database = {
      ...opened,
      urls: { url: copy.url, readUrl: copy.readUrl },
      close() {
        closed ??= opened.close().finally(() => copy.drop());
        return closed;
      },
    };
    await database.migrate();
    await prepare();
    await copy.replicated;
    await waitForReplica(database);
    return database;
  } catch (error) {
    await (database ? database.close() : copy.drop());
    throw error;
  }
}

/**
 * TEST_DATABASE_URL only: a seeded database of its own for server processes (`url`, its files into
 * `fileStore`), kept until `drop()`.
 */
export async function seededTestDatabaseUrl(fileStore: FileStore): Promise<PostgresCopy> {
  const template = inject('databaseTemplate');
  if (template.kind !== 'postgres') throw new Error('seededTestDatabaseUrl needs TEST_DATABASE_URL');
  const copy = await copyTemplate(template, 'seeded', { replica: false });
  try {
    await copySeededFiles(template, fileStore);
  } catch (error) {
    await copy.drop();
    throw error;
  }
  return copy;
}

/**
 * Embedded database only: fills `dataDir`, a server process's DATA_DIR, with the seeded template (PGlite in
 * `pgdata`, the seeded files in `uploads`), so the process starts on the demo data instead of migrating and
 * seeding an empty data dir (~4 s when the machine is idle, much more when it is busy).
 */
export async function seedDataDir(dataDir: string): Promise<void> {
  const template = inject('databaseTemplate');
  if (template.kind !== 'pglite') throw new Error('seedDataDir needs the embedded database');
  const database = await openDatabase({
    kind: 'embedded',
    dataDir,
    startFrom: readDataDir(template.seededDataDir),
  });
  await database.close();
  await copySeededFiles(template, createLocalFileStore(join(dataDir, 'uploads')));
}

/** TEST_DATABASE_READ_URL (a streaming replica of TEST_DATABASE_URL): fixtures written, replayed there too. */
async function waitForReplica(database: Database): Promise<void> {
  if (database.replica && !(await database.replica.waitForReplay())) {
    throw new Error('TEST_DATABASE_READ_URL: the replica did not replay the fixtures within 10 s');
  }
}

/** What drizzle's node-postgres driver calls on its client (db/read-replica.ts's pool over the replica). */
interface QueryClient {
  query(config: pg.QueryConfig | string, values?: unknown[]): Promise<pg.QueryResult>;
  connect(): Promise<pg.PoolClient>;
}

/**
 * The replica as the test's app sees it: every read there first waits until the replica has replayed every
 * write so far (`replicaInSync`), so a test reads what it wrote by any path. Only reads that go to the replica
 * wait — a request that writes, reads on the primary or is refused at the door does not.
 */
function readingAfterReplay(replica: Replica): Replica {
  const client = (replica.db as unknown as { $client: QueryClient }).$client;
  // drizzle checks a client out for a transaction when the client's class name says Pool.
  class ReplayedReplicaPool implements QueryClient {
    async query(config: pg.QueryConfig | string, values?: unknown[]) {
      await replica.waitForReplay();
      return client.query(config, values);
    }
    async connect() {
      await replica.waitForReplay();
      return client.connect();
    }
  }
  const { copyOut } = replica;
  return {
    ...replica,
    db: drizzle({ client: new ReplayedReplicaPool() as unknown as pg.Pool }),
    copyOut:
      copyOut &&
      (async (...args) => {
        await replica.waitForReplay();
        return copyOut(...args);
      }),
  };
}

/** A temp web dist with an index.html and one hashed asset, for the static-serving tests. */
function writeWebDist(dir: string): void {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root">test spa</div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const tmpDir = mkdtempSync(join(tmpdir(), 'school-server-test-'));
  writeWebDist(join(tmpDir, 'web'));
  const config = loadConfig(
    {
      DATA_DIR: tmpDir,
      JWT_SECRET: TEST_JWT_SECRET,
      WEB_DIST: join(tmpDir, 'web'),
      LOG_LEVEL: 'silent',
      ...options.env,
    },
    tmpDir,
  );
  const database = await (options.database?.() ?? openTestDatabase(createFileStore(config)));
  const { replica } = database;
  const app = await buildApp({
    config,
    database:
      replica && options.replicaInSync !== false
        ? { ...database, replica: readingAfterReplay(replica) }
        : database,
    mailTransport: options.mailTransport,
    now: options.now,
  });
  if (options.jobs) await app.jobs.start('manual');
  const tokens = new Map<Role, string>();

  return {
    app,
    database,
    config,
    tmpDir,
    async loginAs(role) {
      const cached = tokens.get(role);
      if (cached) return cached;
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login?isAdmin=true',
        payload: { email: DEMO_EMAILS[role], password: DEMO_PASSWORD },
      });
      if (response.statusCode !== 200)
        throw new Error(`login as ${role}: ${response.statusCode} ${response.body}`);
      const token = response.json<{ token: string }>().token;
      tokens.set(role, token);
      return token;
    },
    replicaCaughtUp: () => waitForReplica(database),
    async close() {
      await app.close();
      await database.close();
      rmSync(tmpDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A multipart/form-data body with one file part. */
export function multipartFile(field: string, fileName: string, contentType: string, content: Buffer) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
