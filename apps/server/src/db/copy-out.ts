import { PassThrough, pipeline, type Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

/**
 * `COPY (query) TO STDOUT …` as a stream: PostgreSQL only; PGlite has no COPY to a client. `walkIndex`
 * asks for the plan that yields the first rows at once (an index walk in the query's order) instead of
 * the cheapest whole plan (scan everything, then sort), which would hold the first byte back until the
 * sort ends: ~10 s for a million rows in a random order.
 */
export type CopyOut = (query: SQL, options: string, plan?: { walkIndex?: boolean }) => Promise<Readable>;

/** `COPY (query) TO '/dev/blob' …`, the whole output at once: PGlite's COPY (callers keep queries small). */
export type CopyOutBlob = (query: SQL, options: string) => Promise<Uint8Array>;

const dialect = new PgDialect();

/**
 * COPY takes no bind parameters, so the query's parameters are inlined as literals with node-postgres'
 * own escaping (`escapeLiteral`), which is safe for any string.
 */
export function inlineParams(query: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return text.replace(/\$(\d+)/g, (_match, index: string) => literal(params[Number(index) - 1]));
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  return pg.escapeLiteral(String(value));
}

/**
 * Streams a COPY from a pooled connection and returns the connection when the stream ends. When the
 * consumer goes away mid-stream the connection is discarded, which also ends the COPY on the server.
 */
export function createCopyOut(pool: pg.Pool): CopyOut {
  return async (query, options, plan) => {
    const client = await pool.connect();
    const out = new PassThrough();
    try {
      // A session setting, reset before the connection goes back to the pool (a failed one is discarded).
      if (plan?.walkIndex) await client.query('set enable_sort = off');
      const source = client.query(copyTo(`COPY (${inlineParams(query)}) TO STDOUT WITH (${options})`));
      pipeline(source, out, (error) => {
        if (error || !plan?.walkIndex) return client.release(error ?? undefined);
        client.query('reset enable_sort').then(
          () => client.release(),
          (resetError: Error) => client.release(resetError),
        );
      });
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    return out;
  };
}
