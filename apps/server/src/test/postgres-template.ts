import pg from 'pg';
import { openDatabase } from '../db/database';
import { type PostgresTemplate, seedRecordingFiles } from './database-template';

/**
 * The API tests on TEST_DATABASE_URL (and its streaming replica TEST_DATABASE_READ_URL): every test database is a
 * database of its own on that server, `CREATE DATABASE … TEMPLATE … STRATEGY FILE_COPY` of one of two template
 * databases the run makes once (global setup) — ~1 s instead of truncating and seeding one shared database
 * (~10 s), so files run in parallel. Every name starts `vitest_<pid of the run's main process>_`: a run drops its
 * own at the end, and a run drops those of runs that are gone (interrupted) at its start.
 */
const PREFIX = 'vitest_';
const RUN_NAME = /^vitest_(\d+)_/;

/** `url` with its database replaced by `name`. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  await client.query(`drop database if exists ${quoted(name)} with (force)`);
}

function runIsGone(pid: number): boolean {
  if (pid === process.pid) return true; // a run before this one had the same pid: it has ended
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Drops the test databases (templates and copies) of the runs that match `stale`. */
async function dropRunDatabases(client: pg.Client, stale: (name: string) => boolean): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    `select datname from pg_database where datname like 'vitest\\_%' order by datname`,
  );
  for (const { datname } of rows) if (stale(datname)) await dropDatabase(client, datname);
}

/**
 * Global setup, once per run: drops what interrupted runs left, then makes `<prefix>empty` (migrated) and
 * `<prefix>seeded` (its copy with the demo data; the seeded files go below `filesDir`). Neither accepts
 * connections afterwards (nor autovacuum), so a copy never waits for one.
 */
export async function makePostgresTemplate(
  url: string,
  readUrl: string | undefined,
  filesDir: string,
): Promise<PostgresTemplate & { filesDir: string; fileKeys: string[] }> {
  const namePrefix = `${PREFIX}${process.pid}_`;
  const template = {
    kind: 'postgres' as const,
    url,
    readUrl,
    emptyDatabase: `${namePrefix}empty`,
    seededDatabase: `${namePrefix}seeded`,
    namePrefix,
    filesDir,
    fileKeys: [] as string[],
  };
  await withClient(url, async (client) => {
    await dropRunDatabases(client, (name) => {
      const pid = Number(RUN_NAME.exec(name)?.[1]);
      return Number.isInteger(pid) && runIsGone(pid);
    });
    await client.query(`create database ${quoted(template.emptyDatabase)}`);
  });
  await usingDatabase(withDatabase(url, template.emptyDatabase), async (database) => {
    await database.migrate();
  });
  await withClient(url, (client) =>
    client.query(
      `create database ${quoted(template.seededDatabase)} template ${quoted(template.emptyDatabase)} strategy file_copy`,
    ),
  );
  await usingDatabase(withDatabase(url, template.seededDatabase), async (database) => {
    await database.migrate();
    await seedRecordingFiles(database.db, template);
  });
  // Planner statistics and visibility maps for every copy: a copy is used at once, before autovacuum ever
  // looks at it, and without statistics some plans are orders of magnitude slower than on a seeded database.
  for (const name of [template.emptyDatabase, template.seededDatabase]) {
    await withClient(withDatabase(url, name), (client) => client.query('vacuum analyze'));
  }
  await withClient(url, async (client) => {
    for (const name of [template.emptyDatabase, template.seededDatabase]) {
      await client.query(`alter database ${quoted(name)} allow_connections false`);
    }
  });
  return template;
}

async function usingDatabase(
  url: string,
  use: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>,
): Promise<void> {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    await use(database);
  } finally {
    await database.close();
  }
}

/** Global teardown: the run's templates and any copy a test did not drop. */
export async function dropPostgresTemplate(template: PostgresTemplate): Promise<void> {
  await withClient(template.url, (client) =>
    dropRunDatabases(client, (name) => name.startsWith(template.namePrefix)),
  );
}

/** A test's own database on TEST_DATABASE_URL's server: its URLs on the primary and the replica. */
export interface PostgresCopy {
  name: string;
  url: string;
  readUrl: string | undefined;
  /** Resolves once the replica has the database (at once without a replica, or when not asked to wait). */
  replicated: Promise<void>;
  /** Drops the database (any connection left is ended); once, however often it is called. */
  drop(): Promise<void>;
}

let copies = 0;

/**
 * A copy of the run's empty or seeded template under a name of its own, or a `blank` database (PostgreSQL's
 * template0: no migration applied). With a replica (and `replica` not false), `replicated` resolves once the
 * replica has replayed the copy (a new database reaches a streaming replica in ~0.5 s): the caller awaits it
 * after its own preparations, not before them.
 */
export async function copyTemplate(
  template: PostgresTemplate,
  which: 'empty' | 'seeded' | 'blank',
  { replica = true } = {},
): Promise<PostgresCopy> {
  copies += 1;
  const name = `${template.namePrefix}${process.pid}_${copies}`;
  const sources = { empty: template.emptyDatabase, seeded: template.seededDatabase, blank: 'template0' };
  const source = sources[which];
  const readUrl = replica ? template.readUrl : undefined;
  const lsn = await withClient(template.url, async (client) => {
    await client.query(`create database ${quoted(name)} template ${quoted(source)} strategy file_copy`);
    const { rows } = await client.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
    return rows[0]?.lsn ?? '0/0';
  });
  const replicated = readUrl ? replayed(readUrl, lsn, name) : Promise.resolve();
  replicated.catch(() => {}); // the caller sees a failure when it awaits
  let dropped: Promise<void> | undefined;
  return {
    name,
    url: withDatabase(template.url, name),
    readUrl: readUrl ? withDatabase(readUrl, name) : undefined,
    replicated,
    drop() {
      dropped ??= withClient(template.url, (client) => dropDatabase(client, name));
      return dropped;
    },
  };
}

/** Waits until the replica (at `readUrl`) has replayed the primary's WAL up to `lsn`: the creation of `name`. */
async function replayed(readUrl: string, lsn: string, name: string, timeoutMs = 30_000): Promise<void> {
  await withClient(readUrl, async (replica) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const result = await replica.query<{ ok: boolean }>(
        'select pg_last_wal_replay_lsn() >= $1::pg_lsn as ok',
        [lsn],
      );
      if (result.rows[0]?.ok) return;
      if (Date.now() > deadline) {
        throw new Error(
          `TEST_DATABASE_READ_URL: the replica did not replay database ${name} within ${timeoutMs} ms`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
}
