import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { READ_PRIMARY_COOKIE } from '../plugins/read-routing';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import { type Database, openDatabase } from './database';

/**
 * DATABASE_READ_URL against a real streaming replica: TEST_DATABASE_URL's primary and TEST_DATABASE_READ_URL
 * its replica (scripts/pg-replica-pair.sh start <dir> <primary-port> <replica-port> prints both). The replica's
 * WAL replay is paused in the middle, so a read that shows an old value provably came from the replica.
 * With TEST_REPLICA_PAIR="<dir> <primary-port> <replica-port>" the replica is also really stopped and started.
 */
const primaryUrl = process.env.TEST_DATABASE_URL;
const replicaUrl = process.env.TEST_DATABASE_READ_URL;
const pair = process.env.TEST_REPLICA_PAIR?.split(' ');
const METRICS_TOKEN = 'metrics-token-for-the-replica-test';

interface Row {
  id: number;
  firstName: string;
}

describe.skipIf(!primaryUrl || !replicaUrl)('read replica (TEST_DATABASE_READ_URL)', () => {
  let t: TestApp;
  let replicaAdmin: pg.Client;
  /** A second instance on the same database, primary and replica, as behind a balancer. */
  let second: { app: FastifyInstance; database: Database };
  let adminToken: string;
  let superToken: string;

  const names = async (app: FastifyInstance, token: string, cookie?: string) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admins/list?role=admin&take=50',
      headers: { ...bearer(token), ...(cookie ? { cookie } : {}) },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ items: Row[] }>().items.map((row) => row.firstName);
  };
  const rename = (app: FastifyInstance, token: string, firstName: string) =>
    app.inject({
      method: 'PATCH',
      url: '/api/admins/my-info',
      headers: bearer(token),
      payload: { firstName },
    });

  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN }, replicaInSync: false });
    replicaAdmin = new pg.Client({ connectionString: replicaUrl });
    replicaAdmin.on('error', () => {}); // the replica is stopped on purpose below
    await replicaAdmin.connect();
    // The test's own database (a copy of the run's template), on the primary and on the replica.
    const urls = t.database.urls;
    if (!urls) throw new Error('TEST_DATABASE_URL: the test database has no URLs');
    const database = await openDatabase({ kind: 'postgres', url: urls.url, readUrl: urls.readUrl });
    second = { app: await buildApp({ config: t.config, database }), database };
    adminToken = await t.loginAs('admin');
    superToken = await t.loginAs('super-admin');
    await t.replicaCaughtUp();
  });

  afterAll(async () => {
    await replicaAdmin?.query('select pg_wal_replay_resume()').catch(() => {});
    await replicaAdmin?.end();
    await second?.app.close();
    await second?.database.close();
    await t?.close();
  });

  it('reads lists from the replica, and a writer’s reads from the primary on any instance with the cookie', async () => {
    const [{ recovery }] = (await replicaAdmin.query('select pg_is_in_recovery() as recovery')).rows;
    expect(recovery).toBe(true);
    const before = await names(t.app, superToken);
    expect(before).toContain('Алексей');
    expect(before).not.toContain('Виктория');

    await replicaAdmin.query('select pg_wal_replay_pause()');
    try {
      const write = await rename(t.app, adminToken, 'Виктория');
      expect(write.statusCode).toBe(200);
      const setCookie = String(write.headers['set-cookie']);
      expect(setCookie).toMatch(
        new RegExp(`^${READ_PRIMARY_COOKIE}=\\d+:\\d+; Max-Age=5; Path=/api; HttpOnly; SameSite=Strict$`),
      );
      const cookie = setCookie.split(';')[0] ?? '';

      // The writer, on the same instance (its marker) and on another one (the cookie): the new name.
      expect(await names(t.app, adminToken)).toContain('Виктория');
      expect(await names(second.app, adminToken, cookie)).toContain('Виктория');
      // Another user, and the writer on another instance without the cookie: the paused replica's old name.
      expect(await names(t.app, superToken)).not.toContain('Виктория');
      expect(await names(second.app, adminToken)).not.toContain('Виктория');
      // A forged cookie for another user only sends that user's reads to the primary.
      const superId = (
        await t.app.inject({ method: 'GET', url: '/api/admins/my-info', headers: bearer(superToken) })
      ).json<Row>().id;
      const forged = `${READ_PRIMARY_COOKIE}=${superId}:${Date.now() + 60_000}`;
      expect(await names(second.app, superToken, forged)).toContain('Виктория');
    } finally {
      await replicaAdmin.query('select pg_wal_replay_resume()');
    }
    await t.replicaCaughtUp();
    expect(await names(t.app, superToken)).toContain('Виктория');
  });

  it('serves CSV exports and statistics from the replica', async () => {
    const csv = await t.app.inject({ method: 'GET', url: '/api/students/csv', headers: bearer(superToken) });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.length).toBeGreaterThan(0);
    const stats = await t.app.inject({
      method: 'GET',
      url: '/api/referrals/statistics?dateFrom=2021-03-01&dateTo=2021-03-31&groupBy=week',
      headers: bearer(superToken),
    });
    expect(stats.statusCode).toBe(200);
  });

  it('shows the read pool in /metrics', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.body).toMatch(/db_read_pool_connections_total [1-9]/);
    expect(response.body).toMatch(/db_read_pool_waiting_requests 0/);
  });

  it('answers reads from the primary when the replica is unreachable, with one warning', async () => {
    const warnings: string[] = [];
    const database = await openDatabase(
      {
        kind: 'postgres',
        url: t.database.urls?.url ?? '',
        readUrl: 'postgres://postgres@127.0.0.1:1/nowhere',
      },
      { warn: (_obj, msg) => warnings.push(msg) },
    );
    const app = await buildApp({ config: t.config, database });
    try {
      for (let i = 0; i < 3; i++) expect(await names(app, superToken)).toContain('Виктория');
      const csv = await app.inject({ method: 'GET', url: '/api/students/csv', headers: bearer(superToken) });
      expect(csv.statusCode).toBe(200);
      expect(warnings).toEqual(['Read replica failed; reads go to the primary for a while']);
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it.skipIf(!pair)(
    'keeps answering reads while the replica is stopped, and uses it again once back',
    async () => {
      const script = resolve(__dirname, '../../../../scripts/pg-replica-pair.sh');
      const [dir = '', primaryPort = '', replicaPort = ''] = pair ?? [];
      execFileSync(script, ['replica-stop', dir, primaryPort, replicaPort], { stdio: 'inherit' });
      try {
        for (let i = 0; i < 3; i++) expect(await names(second.app, superToken)).toContain('Виктория');
        expect(second.database.replica?.skipped()).toBe(true);
      } finally {
        execFileSync(script, ['replica-start', dir, primaryPort, replicaPort], { stdio: 'inherit' });
      }
      await new Promise((done) => setTimeout(done, 5_100)); // REPLICA_RETRY_MS
      expect(await names(second.app, superToken)).toContain('Виктория');
      expect(second.database.replica?.skipped()).toBe(false);
      await replicaAdmin.end();
      replicaAdmin = new pg.Client({ connectionString: replicaUrl });
      replicaAdmin.on('error', () => {});
      await replicaAdmin.connect();
    },
    60_000,
  );
});
