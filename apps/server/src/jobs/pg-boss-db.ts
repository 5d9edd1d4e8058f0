import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/database';

/**
 * pg-boss's bring-your-own database (`{ executeSql }`) over the app's own connection: the node-postgres pool
 * on PostgreSQL, the one PGlite client on the embedded default. pg-boss sends its schema and maintenance as
 * several statements without parameters (PGlite runs those with `exec`, the simple protocol) and everything
 * else as one statement with parameters (`query`). PGlite queues both behind a Drizzle transaction in progress.
 */
export function pgBossDb(database: Database): PgBoss.Db {
  // Drizzle keeps the driver it was given; the Db type does not say which one.
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.kind === 'postgres') {
    const pool = client as pg.Pool;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const pglite = client as PGlite;
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}
