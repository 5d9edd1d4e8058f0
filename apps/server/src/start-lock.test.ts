import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './test/server-process';
import { DEMO_PASSWORD, TEST_JWT_SECRET } from './test/test-app';

/**
 * Two instances started at once with SEED_DEMO=1 on one empty PostgreSQL database both come up, and the demo
 * data is there once (start-lock.ts). Without the lock both saw «no staff» and seeded together (the loser hit a
 * unique violation), and both created pg-boss's queues together (a deadlock): either stopped one start. Runs on an empty database of its own (created and dropped here,
 * not a copy of the run's template). Needs TEST_DATABASE_URL.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe.skipIf(!databaseUrl)(
  'two instances starting at once on an empty database (needs TEST_DATABASE_URL)',
  () => {
    const database = `school_start_race_${process.pid}`;
    const url = databaseUrl ? withDatabase(databaseUrl, database) : '';
    let instances: ServerProcess[] = [];

    afterAll(async () => {
      await Promise.all(instances.map((instance) => instance.stop()));
      if (databaseUrl) await query(databaseUrl, `drop database if exists ${database} with (force)`);
    });

    it('both start, the demo data is seeded once, and either instance signs the demo admin in', async () => {
      await query(databaseUrl!, `drop database if exists ${database} with (force)`);
      await query(databaseUrl!, `create database ${database}`);
      const env = { DATABASE_URL: url, JWT_SECRET: TEST_JWT_SECRET, SEED_DEMO: '1' };
      const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
      instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      const failures = started.flatMap((result) =>
        result.status === 'rejected' ? [String(result.reason)] : [],
      );
      expect(failures).toEqual([]);

      // One seed's worth: every demo account once, and a table without a unique key not doubled.
      const [staff] = await query<{ total: number; distinct: number }>(
        url,
        'select count(*)::int as total, count(distinct email)::int as "distinct" from staff',
      );
      expect(staff!.total).toBeGreaterThan(0);
      expect(staff!.total).toBe(staff!.distinct);
      const news = await query<{ title: string; copies: number }>(
        url,
        'select title, count(*)::int as copies from news group by title having count(*) > 1',
      );
      expect(news).toEqual([]);

      for (const instance of instances) {
        const response = await fetch(`${instance.url}/api/auth/login?isAdmin=true`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
        });
        expect(response.status).toBe(200);
      }
    }, 240_000);
  },
);
