import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStore } from '../modules/files';
import type { PostgresCopy } from './postgres-template';
import { type ServerProcess, startServerProcess } from './server-process';
import { DEMO_PASSWORD, seededTestDatabaseUrl } from './test-app';

/**
 * Two real API processes (`src/main.ts`) on one PostgreSQL and one shared uploads folder behave as one
 * system: the sign-in limiter, tokens, revocation, uploads and the accrual release (docs/reliability.md,
 * «Что хранится в памяти процесса»). Needs TEST_DATABASE_URL: the embedded database is one process only.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
/** The per-address sign-in limit of both processes: this many failures lock the address for the window. */
const IP_FAILURES = 4;
/** staff-auth-cache.ts: another instance honours a revocation within 1 s. */
const AUTH_CACHE_MS = 1000;

interface Instances {
  a: ServerProcess;
  b: ServerProcess;
  client: pg.Client;
}

async function login(url: string, email: string, password: string, address: string) {
  return fetch(`${url}/api/auth/login?isAdmin=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });
}

async function tokenOf(url: string, email: string, address: string): Promise<string> {
  const response = await login(url, email, DEMO_PASSWORD, address);
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const get = (url: string, token: string) => fetch(url, { headers: { authorization: `Bearer ${token}` } });

describe.skipIf(!databaseUrl)(
  'two API instances on one PostgreSQL (skipped without TEST_DATABASE_URL: the embedded database serves one process)',
  () => {
    let sharedDir = '';
    let both: Instances;
    let database: PostgresCopy | undefined;

    beforeAll(async () => {
      sharedDir = mkdtempSync(join(tmpdir(), 'school-two-instances-'));
      // A database of its own with the demo data, its files into the uploads folder both processes share.
      const uploadsDir = join(sharedDir, 'uploads');
      database = await seededTestDatabaseUrl(createLocalFileStore(uploadsDir));
      const env = {
        DATABASE_URL: database.url,
        JWT_SECRET: 'two-instances-secret-that-is-long-enough-for-hs256',
        DATA_DIR: sharedDir,
        UPLOADS_DIR: uploadsDir,
        TRUST_PROXY: '127.0.0.1',
        AUTH_RATE_LIMIT_IP: String(IP_FAILURES),
      };
      const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      both = { a, b, client };
    }, 180_000);

    afterAll(async () => {
      await both?.client.end();
      await Promise.all([both?.a.stop(), both?.b.stop()]);
      await database?.drop();
      rmSync(sharedDir, { recursive: true, force: true });
    });

    it('counts sign-in failures on both: N−1 on A and 1 on B lock the address on both', async () => {
      const { a, b } = both;
      const address = '203.0.113.7';
      for (let i = 0; i < IP_FAILURES - 1; i++) {
        expect((await login(a.url, 'admin@demo.test', 'wrong-password', address)).status).toBe(400);
      }
      expect((await login(b.url, 'admin@demo.test', 'wrong-password', address)).status).toBe(400);

      for (const server of [a, b]) {
        const locked = await login(server.url, 'admin@demo.test', DEMO_PASSWORD, address);
        expect(locked.status).toBe(429);
        expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      // The lock is the address's, not everyone's.
      expect((await login(b.url, 'admin@demo.test', DEMO_PASSWORD, '203.0.113.8')).status).toBe(200);
    });

    it('accepts a token issued by A on B', async () => {
      const token = await tokenOf(both.a.url, 'admin@demo.test', '203.0.113.20');
      const answer = await get(`${both.b.url}/api/students?take=1`, token);
      expect(answer.status).toBe(200);
    });

    it('undoes on B a delete made on A: a records-kit section and a module of its own', async () => {
      const token = await tokenOf(both.a.url, 'admin@demo.test', '203.0.113.21');
      const send = (url: string, method: string, body?: unknown) =>
        fetch(url, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      const direction = (await (
        await send(`${both.a.url}/api/directions`, 'POST', { name: 'Отмена на другом экземпляре' })
      ).json()) as { id: number };
      const news = (await (
        await send(`${both.a.url}/api/news`, 'POST', { title: 'Новость для отмены' })
      ).json()) as { id: number };
      for (const [table, id] of [
        ['directions', direction.id],
        ['news', news.id],
      ] as const) {
        const removed = await send(`${both.a.url}/api/${table}/${id}`, 'DELETE');
        expect(removed.status, table).toBe(200);
        const { undo } = (await removed.json()) as { undo: { token: string } };
        const undone = await send(`${both.b.url}/api/undo/${undo.token}`, 'POST');
        expect(undone.status, `${table}: ${await undone.clone().text()}`).toBe(200);
        const back = await both.client.query(`select 1 from ${table} where id = $1`, [id]);
        expect(back.rowCount, table).toBe(1);
      }
    });

    it('honours on B a password change made on A (within the 1 s auth cache)', async () => {
      const { a, b } = both;
      const address = '203.0.113.30';
      const old = await tokenOf(a.url, 'speaker@demo.test', address);
      const mine = `${b.url}/api/balances-history/my`;
      expect((await get(mine, old)).status).toBe(200); // B has now cached the member's auth row

      const changed = await fetch(`${a.url}/api/auth/password`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${old}`, 'content-type': 'application/json' },
        body: JSON.stringify({ oldPassword: DEMO_PASSWORD, newPassword: 'another-password-1' }),
      });
      expect(changed.status).toBe(200);
      const fresh = ((await changed.json()) as { token: string }).token;
      const changedAt = Date.now();
      expect((await get(`${a.url}/api/balances-history/my`, old)).status).toBe(401); // A at once

      let status = 200;
      while (status === 200 && Date.now() - changedAt < 3 * AUTH_CACHE_MS) {
        status = (await get(mine, old)).status;
        if (status === 200) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(status).toBe(401);
      // Bounded by B's cache of the member's row (taken before the change), plus slack for a busy machine.
      expect(Date.now() - changedAt).toBeLessThan(AUTH_CACHE_MS + 1000);
      expect((await get(mine, fresh)).status).toBe(200);
    });

    it('downloads through B a file uploaded through A', async () => {
      const token = await tokenOf(both.a.url, 'admin@demo.test', '203.0.113.40');
      const content = 'Конспект урока: два экземпляра, одно хранилище.\n';
      const form = new FormData();
      form.append('file', new Blob([content], { type: 'text/plain' }), 'konspekt.txt');
      const uploaded = await fetch(`${both.a.url}/api/storage?kind=attachment`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(uploaded.status).toBe(201);
      const { url } = (await uploaded.json()) as { url: string };

      const download = await get(`${both.b.url}${url}`, token);
      expect(download.status).toBe(200);
      expect(await download.text()).toBe(content);
    });

    it('releases each due accrual once when both instances release at the same time', async () => {
      const { a, b, client } = both;
      const owner = await client.query<{ id: number }>(
        `select id from staff where email = 'curator@demo.test'`,
      );
      const staffId = owner.rows[0]!.id;
      // A hold whose accrual was refunded in full releases nothing; every other one releases once.
      const before = await client.query<{ holds: number; releasable: number; total: string }>(
        `select (select count(*)::int from accrual_holds where staff_id = $1) as holds,
                (select count(*)::int from accrual_holds h where h.staff_id = $1 and (
                   select sum(e.amount) from balance_entries e
                   where e.payment_id = h.payment_id and e.staff_id = $1
                     and (e.kind = 'accrual' or (e.kind = 'reversal' and e.bucket = 'held'))) > 0) as releasable,
                (select available + held + debt from balances where staff_id = $1) as total`,
        [staffId],
      );
      const { holds, releasable } = before.rows[0]!;
      expect(releasable).toBeGreaterThan(0);
      // Every hold of the curator is due now.
      await client.query(
        `update accrual_holds set available_at = now() - interval '1 minute' where staff_id = $1`,
        [staffId],
      );
      const started = await client.query<{ now: Date }>('select now()');

      const token = await tokenOf(a.url, 'curator@demo.test', '203.0.113.50');
      // Each of these releases what is due before reading the figures: four at once on each instance.
      const answers = await Promise.all(
        [a, b, a, b, a, b, a, b].map((server) =>
          get(`${server.url}/api/balances-history/statistics/my`, token),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));

      const after = await client.query<{
        holds: number;
        releases: number;
        payments: number;
        held: string;
        total: string;
      }>(
        `select (select count(*)::int from accrual_holds where staff_id = $1) as holds,
                (select count(*)::int from balance_entries
                  where staff_id = $1 and kind = 'release' and bucket = 'held' and created_at >= $2) as releases,
                (select count(distinct payment_id)::int from balance_entries
                  where staff_id = $1 and kind = 'release' and bucket = 'held' and created_at >= $2) as payments,
                (select held from balances where staff_id = $1) as held,
                (select available + held + debt from balances where staff_id = $1) as total`,
        [staffId, started.rows[0]!.now],
      );
      expect(holds).toBeGreaterThanOrEqual(releasable);
      expect(after.rows[0]).toMatchObject({
        holds: 0,
        releases: releasable,
        payments: releasable,
        held: '0.00',
      });
      // A release moves money from held to available: the owner's total is unchanged.
      expect(after.rows[0]!.total).toBe(before.rows[0]!.total);
    });
  },
);
