import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Role } from '@school/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transporter } from 'nodemailer';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/database';
import { createFileStore, type FileStore } from '../modules/files';
import { DEMO_PASSWORD } from '../modules/staff/staff.seed';
import { seedDemoData } from '../seed';
import { copySeededFiles, readDataDir } from './database-template';

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
  database: Database;
  config: AppConfig;
  tmpDir: string;
  loginAs(role: Role): Promise<string>;
  /**
   * With TEST_DATABASE_READ_URL: waits until the replica has replayed every write so far. Requests already
   * wait so (`replicaInSync`); this is for a test that turned that off.
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
   * With TEST_DATABASE_READ_URL: every request first waits until the replica has replayed every write so far
   * (default true), so a test reads what it wrote by any path — HTTP, `database.db`, a job — and the suite
   * checks that every list, export and statistics query runs on a hot standby, without racing its replay.
   * False for the tests of the lag itself (read-replica.postgres.test.ts pauses the replay).
   */
  replicaInSync?: boolean;
}

/**
 * Test database: TEST_DATABASE_URL when set (tables truncated first; files then run one by one, see
 * vitest.config.ts), otherwise an in-memory PGlite started from the run's seeded template. Migrations applied,
 * demo data seeded (its files into `fileStore`).
 */
export async function openTestDatabase(fileStore: FileStore): Promise<Database> {
  const template = inject('databaseTemplate');
  if (template) {
    const database = await openDatabase({ kind: 'memory', dataDir: readDataDir(template.seededDataDir) });
    await database.migrate();
    await copySeededFiles(template, fileStore);
    return database;
  }
  const database = await openEmptyTestDatabase();
  await seedDemoData(database.db, { info: () => {}, fileStore });
  await waitForReplica(database);
  return database;
}

/** TEST_DATABASE_READ_URL (a streaming replica of TEST_DATABASE_URL): fixtures written, replayed there too. */
async function waitForReplica(database: Database): Promise<void> {
  if (database.replica && !(await database.replica.waitForReplay())) {
    throw new Error('TEST_DATABASE_READ_URL: the replica did not replay the fixtures within 10 s');
  }
}

/**
 * The same database with empty tables and no demo data (for tests below the modules, e.g. src/lists). With
 * TEST_DATABASE_READ_URL the app's list, export and statistics reads go to that replica (plugins/read-routing.ts).
 */
export async function openEmptyTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const readUrl = url ? process.env.TEST_DATABASE_READ_URL : undefined;
  const template = inject('databaseTemplate');
  const database = await openDatabase(
    url
      ? { kind: 'postgres', url, readUrl }
      : { kind: 'memory', dataDir: template ? readDataDir(template.emptyDataDir) : undefined },
  );
  await database.migrate();
  if (url) {
    // Both drivers answer `{ rows }`; the shared Db type cannot say so.
    const result = (await database.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public'`,
    )) as unknown as { rows: { tablename: string }[] };
    const tables = result.rows.map((row) => `"${row.tablename}"`).join(', ');
    if (tables) await database.db.execute(sql.raw(`truncate ${tables} restart identity cascade`));
    // Rows a migration inserts come back, as a fresh database has them (0015: the response target's one row).
    await database.db.execute(sql`insert into application_settings (id) values (1) on conflict do nothing`);
    // 0020: the payout settings' row and the default commission rules.
    await database.db.execute(
      sql`insert into earnings_settings (id, min_withdrawal) values (1, 3000) on conflict do nothing`,
    );
    await database.db.execute(
      sql`insert into commission_rules (beneficiary, scope, payment, percent, hold_days) values ('author', 'course', 'first', 40, 14), ('author', 'course', 'repeat', 40, 14), ('referrer', 'course', 'first', 10, 14), ('referrer', 'course', 'repeat', 5, 14), ('referrer', 'subscription', 'first', 10, 14), ('referrer', 'subscription', 'repeat', 5, 14) on conflict do nothing`,
    );
    await waitForReplica(database);
  }
  return database;
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
  const database = await openTestDatabase(createFileStore(config));
  const app = await buildApp({
    config,
    database,
    mailTransport: options.mailTransport,
    now: options.now,
  });
  const { replica } = database;
  if (replica && options.replicaInSync !== false) {
    app.addHook('onRequest', async () => {
      await replica.waitForReplay();
    });
  }
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
