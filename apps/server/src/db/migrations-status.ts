import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../paths';
import type { Db } from './types';

/** The `when` of the newest migration in drizzle-kit's journal: what this build expects applied. */
function newestJournalMillis(folder: string): number {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database holds every migration of this build. Drizzle's migrator applies a migration when its
 * journal time is newer than the newest row of `drizzle.__drizzle_migrations`, so the same comparison says
 * whether anything is pending. Once true it stays true (migrations are never rolled back under a running
 * instance), so a readiness probe costs one query only until then.
 */
export function createMigrationsCheck(db: Db, folder = migrationsFolder()): () => Promise<boolean> {
  let applied = false;
  let expected: number | undefined;
  return async () => {
    if (applied) return true;
    expected ??= newestJournalMillis(folder);
    let rows: { newest: string | number | null }[];
    try {
      // Both drivers answer `{ rows }`; the shared Db type cannot say so.
      const result = (await db.execute(
        sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { newest: string | number | null }[] };
      rows = result.rows;
    } catch (error) {
      // No migrations table yet: nothing applied. Any other failure (database down) is the caller's to report.
      if ((error as { code?: string }).code === '42P01' || (error as { code?: string }).code === '3F000')
        return false;
      throw error;
    }
    applied = Number(rows[0]?.newest ?? 0) >= expected;
    return applied;
  };
}
