import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyTestDatabase } from '../test/test-app';
import type { Database } from './database';
import { createMigrationsCheck } from './migrations-status';

function journalWith(when: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'school-journal-'));
  mkdirSync(join(folder, 'meta'));
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ entries: [{ when }] }));
  return folder;
}

describe('createMigrationsCheck', () => {
  let database: Database;
  const folders: string[] = [];
  beforeAll(async () => {
    database = await openEmptyTestDatabase();
  });
  afterAll(async () => {
    await database.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('is true for this build’s journal once migrated', async () => {
    expect(await createMigrationsCheck(database.db)()).toBe(true);
  });

  it('is false while a journal entry is newer than the newest applied migration', async () => {
    const folder = journalWith(Date.now() + 86_400_000);
    folders.push(folder);
    const check = createMigrationsCheck(database.db, folder);
    expect(await check()).toBe(false);
    expect(await check()).toBe(false);
  });

  it('is true for an older journal (an instance of the previous build during a rolling deploy)', async () => {
    const folder = journalWith(1);
    folders.push(folder);
    expect(await createMigrationsCheck(database.db, folder)()).toBe(true);
  });
});
