import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import type { TableDigest } from './backup-manifest';

/** Row count and digest of every table the database holds (ours, the migrations' and the job queue's). */
export async function digestTables(db: Db): Promise<Record<string, TableDigest>> {
  const tables = (await db.execute(sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
    order by 1, 2`)) as unknown as { rows: { schema: string; name: string }[] };
  const digests: Record<string, TableDigest> = {};
  for (const { schema, name } of rowsOf(tables)) {
    const table = sql.raw(`"${schema.replaceAll('"', '""')}"."${name.replaceAll('"', '""')}"`);
    const [row] = rowsOf(
      (await db.execute(sql`
        select count(*)::int as rows,
               md5(coalesce(string_agg(h, '' order by h), '')) as md5
        from (select md5(t::text) as h from ${table} t) rows`)) as unknown as {
        rows: { rows: number; md5: string }[];
      },
    );
    digests[`${schema}.${name}`] = { rows: Number(row?.rows ?? 0), md5: row?.md5 ?? '' };
  }
  return digests;
}

/** node-postgres and PGlite both answer `execute` with `{ rows }`. */
function rowsOf<T>(result: { rows: T[] }): T[] {
  return result.rows;
}
