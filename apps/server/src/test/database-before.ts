import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '../db/database';
import { migrationsFolder } from '../paths';
import { copyTemplate } from './postgres-template';
import type { TestDatabase } from './test-app';

interface Journal {
  entries: { tag: string }[];
}

/** This build's migrations folder cut before `tag`: what an older build shipped (the migrator reads no snapshot). */
function migrationsBefore(tag: string): string {
  const source = migrationsFolder();
  const journal = JSON.parse(readFileSync(join(source, 'meta', '_journal.json'), 'utf8')) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag} in the journal`);
  const folder = mkdtempSync(join(tmpdir(), 'school-migrations-'));
  mkdirSync(join(folder, 'meta'));
  const entries = journal.entries.slice(0, at);
  for (const entry of entries)
    copyFileSync(join(source, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return folder;
}

/**
 * A database as the build before migration `tag` left it: blank, migrated up to `tag` (excluded). A test fills
 * it as that build would have, then `migrate()` applies the rest — the upgrade of an existing database. On
 * PGlite in memory; on TEST_DATABASE_URL a database of its own on that server (no replica), dropped by
 * `close()`. Every migration runs on a blank database: a few seconds, so one file per migration to test.
 */
export async function openDatabaseBefore(tag: string): Promise<TestDatabase> {
  const folder = migrationsBefore(tag);
  const template = inject('databaseTemplate');
  let database: TestDatabase | undefined;
  try {
    if (template.kind === 'pglite') {
      database = await openDatabase({ kind: 'memory' });
    } else {
      const copy = await copyTemplate(template, 'blank', { replica: false });
      const opened = await openDatabase({ kind: 'postgres', url: copy.url }).catch(async (error) => {
        await copy.drop();
        throw error;
      });
      let closed: Promise<void> | undefined;
      database = {
        ...opened,
        urls: { url: copy.url, readUrl: undefined },
        close() {
          closed ??= opened.close().finally(() => copy.drop());
          return closed;
        },
      };
    }
    await database.migrate(folder);
    return database;
  } catch (error) {
    await database?.close();
    throw error;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
