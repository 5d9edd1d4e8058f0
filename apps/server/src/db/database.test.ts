import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError } from './data-dir-lock';
import { openDatabase } from './database';

const dataDir = mkdtempSync(join(tmpdir(), 'school-db-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('embedded database', () => {
  it('creates the folders, applies migrations with pg_trgm, keeps data and holds the lock', async () => {
    const first = await openDatabase({ kind: 'embedded', dataDir: join(dataDir, 'nested') });
    await first.migrate();
    await first.db.execute(sql`insert into mail_outbox ("to", subject, body) values ('a@b.c', 's', 'b')`);
    await expect(openDatabase({ kind: 'embedded', dataDir: join(dataDir, 'nested') })).rejects.toThrow(
      DataDirLockedError,
    );
    await first.close();

    const second = await openDatabase({ kind: 'embedded', dataDir: join(dataDir, 'nested') });
    await second.migrate();
    const result = (await second.db.execute(
      sql`select (select count(*)::int from mail_outbox) as mails, similarity('курс', 'курсы') > 0 as trgm`,
    )) as unknown as { rows: { mails: number; trgm: boolean }[] };
    expect(result.rows[0]).toEqual({ mails: 1, trgm: true });
    await second.close();
    // An initdb and every migration on disk: ~15 s beside another test file on two cores.
  }, 60_000);
});
