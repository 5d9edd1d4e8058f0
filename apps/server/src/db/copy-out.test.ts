import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createCopyOut } from './copy-out';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('COPY … TO STDOUT on PostgreSQL', () => {
  // One connection, so the check after the COPY reads the very session the COPY ran on.
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const copyOut = createCopyOut(pool);
  afterAll(() => pool.end());

  async function text(stream: NodeJS.ReadableStream): Promise<string> {
    let out = '';
    for await (const chunk of stream) out += String(chunk);
    return out;
  }

  it('walks the index in the query order and gives the connection back with sorting allowed again', async () => {
    const query = sql`select n, current_setting('enable_sort') as sorting
      from generate_series(1, 3) as n order by n desc`;
    expect(await text(await copyOut(query, 'FORMAT csv', { walkIndex: true }))).toBe('3,off\n2,off\n1,off\n');
    const after = await pool.query<{ enable_sort: string }>('show enable_sort');
    expect(after.rows[0]?.enable_sort).toBe('on');
  });

  it('leaves the planner alone unless asked', async () => {
    const query = sql`select current_setting('enable_sort') as sorting`;
    expect(await text(await copyOut(query, 'FORMAT csv'))).toBe('on\n');
  });
});
