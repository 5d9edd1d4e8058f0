import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../db/database';
import { createLocalFileStore, type FileStore, storeBytes } from '../modules/files';
import { seedDemoData } from '../seed';

/**
 * The test databases of one run on PGlite, made once (vitest global setup, test/global-setup.ts): a fresh PGlite
 * costs an initdb (~3 s), the migrations and the demo seed ~3 s more, and every API test file needs one. Each
 * file then starts an in-memory PGlite from these data dirs instead (~1 s): the same rows, its own copy.
 */
export interface DatabaseTemplate {
  /** Tarball of a migrated data dir with no rows but those the migrations insert. */
  emptyDataDir: string;
  /** Tarball of the same with the demo data seeded. */
  seededDataDir: string;
  /** The files the demo seed stored (their keys, below `filesDir`): each test's file store gets a copy. */
  filesDir: string;
  fileKeys: string[];
}

export async function makeDatabaseTemplate(dir: string): Promise<DatabaseTemplate> {
  const database = await openDatabase({ kind: 'memory' });
  try {
    await database.migrate();
    const template: DatabaseTemplate = {
      emptyDataDir: join(dir, 'empty.tar'),
      seededDataDir: join(dir, 'seeded.tar'),
      filesDir: join(dir, 'files'),
      fileKeys: [],
    };
    await writeDataDir(database.dumpDataDir, template.emptyDataDir);
    mkdirSync(template.filesDir, { recursive: true });
    await seedDemoData(database.db, {
      info: () => {},
      fileStore: recordingKeys(createLocalFileStore(template.filesDir), template.fileKeys),
    });
    await writeDataDir(database.dumpDataDir, template.seededDataDir);
    return template;
  } finally {
    await database.close();
  }
}

async function writeDataDir(dump: (() => Promise<Blob>) | undefined, path: string): Promise<void> {
  if (!dump) throw new Error('the test database template needs an in-memory PGlite');
  writeFileSync(path, Buffer.from(await (await dump()).arrayBuffer()));
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
