import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createReadiness } from './readiness';

describe('health: live and ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('live answers 200 without a token', async () => {
    const response = await t.app.inject({ url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('ready answers 200 with every check passing on a migrated database', async () => {
    const response = await t.app.inject({ url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', instance: 'ok' },
    });
  });

  it('ready answers 503 naming the failed check: database down, migrations pending', async () => {
    const warn = () => {};
    const down = createReadiness({
      ping: () => Promise.reject(new Error('connection refused')),
      migrationsApplied: async () => true,
      warn,
    });
    expect(await down.check()).toEqual({
      status: 'unavailable',
      checks: { database: 'unavailable', migrations: 'unknown', instance: 'ok' },
    });
    const pending = createReadiness({ ping: async () => {}, migrationsApplied: async () => false, warn });
    expect(await pending.check()).toMatchObject({ status: 'unavailable', checks: { migrations: 'pending' } });
  });

  // Last: draining never ends for this app.
  it('ready turns 503 as soon as draining starts, while live stays 200', async () => {
    t.app.readiness.startDraining();
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', migrations: 'ok', instance: 'draining' },
    });
    expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
  });
});
