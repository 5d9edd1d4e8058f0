import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../db/database';
import type { Db } from '../db/types';
import { createLocalFileStore, type FileStore, storeBytes } from '../modules/files';
import { seedDemoData } from '../seed';

/**
 * The test databases of one run, made once (vitest global setup, test/global-setup.ts): a fresh database costs
 * the migrations and the demo seed (~3–10 s), and every API test file needs one. Each file then starts its own
 * copy instead: on PGlite an in-memory PGlite from a data dir tarball (~1 s), on TEST_DATABASE_URL a
 * `CREATE DATABASE … TEMPLATE` of a template database on that server (test/postgres-template.ts, ~1 s).
 */
export type DatabaseTemplate = SeededFiles & (PgliteTemplate | PostgresTemplate);

interface SeededFiles {
  /** The files the demo seed stored (their keys, below `filesDir`): each test's file store gets a copy. */
  filesDir: string;
  fileKeys: string[];
}

export interface PgliteTemplate {
  kind: 'pglite';
  /** Tarball of a migrated data dir with no rows but those the migrations insert. */
  emptyDataDir: string;
  /** Tarball of the same with the demo data seeded. */
  seededDataDir: string;
}

export interface PostgresTemplate {
  kind: 'postgres';
  /** TEST_DATABASE_URL and TEST_DATABASE_READ_URL (its streaming replica) as the run found them. */
  url: string;
  readUrl: string | undefined;
  /** A migrated database with no rows but those the migrations insert (no connections allowed). */
  emptyDatabase: string;
  /** The same with the demo data seeded. */
  seededDatabase: string;
  /** Every database of this run starts so (test/postgres-template.ts); the rest of the name is the copy's own. */
  namePrefix: string;
}

export async function makeDatabaseTemplate(dir: string): Promise<DatabaseTemplate> {
  const database = await openDatabase({ kind: 'memory' });
  try {
    await database.migrate();
    const template: DatabaseTemplate = {
      kind: 'pglite',
      emptyDataDir: join(dir, 'empty.tar'),
      seededDataDir: join(dir, 'seeded.tar'),
      filesDir: join(dir, 'files'),
      fileKeys: [],
    };
    await writeDataDir(database, template.emptyDataDir);
    await seedRecordingFiles(database.db, template);
    await writeDataDir(database, template.seededDataDir);
    return template;
  } finally {
    await database.close();
  }
}

/** The demo seed, its files stored below `files.filesDir` and their keys recorded in `files.fileKeys`. */
export async function seedRecordingFiles(db: Db, files: SeededFiles): Promise<void> {
  mkdirSync(files.filesDir, { recursive: true });
  await seedDemoData(db, {
    info: () => {},
    fileStore: recordingKeys(createLocalFileStore(files.filesDir), files.fileKeys),
  });
}

async function writeDataDir(database: Database, path: string): Promise<void> {
  if (!database.dumpDataDir) throw new Error('the test database template needs an in-memory PGlite');
  // Written out to the data files first: a copy then starts without replaying the WAL (~0.3 s a test file).
  await database.db.execute(sql`CHECKPOINT`);
  writeFileSync(path, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
}

function recordingKeys(store: FileStore, keys: string[]): FileStore {
  return {
    ...store,
    async commit(tempPath, key) {
      await store.commit(tempPath, key);
      keys.push(key);
    },
  };
}

export function readDataDir(path: string): Blob {
  return new Blob([readFileSync(path)]);
}

/** The seeded files under the same keys, through the test's own store (local disk or S3). */
export async function copySeededFiles(template: DatabaseTemplate, fileStore: FileStore): Promise<void> {
  for (const key of template.fileKeys) {
    await storeBytes(fileStore, key, readFileSync(join(template.filesDir, key)));
  }
}
