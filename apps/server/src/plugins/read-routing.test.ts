import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReplicaHealth, isReplicaFailure, MAX_LAG_MS, REPLICA_RETRY_MS } from '../db/read-replica';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import {
  cookieUntil,
  createWriteMarks,
  isSuccessfulWrite,
  READ_PRIMARY_COOKIE,
  readsGoToPrimary,
} from './read-routing';

const NOW = 1_700_000_000_000;
const base = {
  hasReplica: true,
  replicaSkipped: false,
  staffId: 7,
  cookieHeader: undefined,
  markedUntil: undefined,
  now: NOW,
};

describe('readsGoToPrimary', () => {
  it('sends everything to the primary without a replica, or while the replica is skipped', () => {
    expect(readsGoToPrimary({ ...base, hasReplica: false })).toBe(true);
    expect(readsGoToPrimary({ ...base, replicaSkipped: true })).toBe(true);
    expect(readsGoToPrimary({ ...base, hasReplica: false, staffId: null })).toBe(true);
  });

  it('sends a user with no recent write, and requests without a user, to the replica', () => {
    expect(readsGoToPrimary(base)).toBe(false);
    expect(readsGoToPrimary({ ...base, staffId: null })).toBe(false);
  });

  it('keeps a user on the primary while this instance’s marker lives', () => {
    expect(readsGoToPrimary({ ...base, markedUntil: NOW + 1 })).toBe(true);
    expect(readsGoToPrimary({ ...base, markedUntil: NOW })).toBe(false);
  });

  it('keeps a user on the primary while the cookie from any instance lives and names that user', () => {
    const cookie = (value: string) => `other=1; ${READ_PRIMARY_COOKIE}=${value}; x=y`;
    expect(readsGoToPrimary({ ...base, cookieHeader: cookie(`7:${NOW + 4000}`) })).toBe(true);
    expect(readsGoToPrimary({ ...base, cookieHeader: cookie(`7:${NOW - 1}`) })).toBe(false);
    expect(readsGoToPrimary({ ...base, cookieHeader: cookie(`8:${NOW + 4000}`) })).toBe(false);
    expect(readsGoToPrimary({ ...base, cookieHeader: cookie('garbage') })).toBe(false);
    expect(readsGoToPrimary({ ...base, cookieHeader: 'other=1' })).toBe(false);
  });
});

describe('the parts of the decision', () => {
  it('counts only a signed-in user’s successful non-GET request as a write', () => {
    expect(isSuccessfulWrite('POST', 201, 1)).toBe(true);
    expect(isSuccessfulWrite('PATCH', 200, 1)).toBe(true);
    expect(isSuccessfulWrite('DELETE', 204, 1)).toBe(true);
    expect(isSuccessfulWrite('GET', 200, 1)).toBe(false);
    expect(isSuccessfulWrite('HEAD', 200, 1)).toBe(false);
    expect(isSuccessfulWrite('POST', 400, 1)).toBe(false);
    expect(isSuccessfulWrite('POST', 500, 1)).toBe(false);
    expect(isSuccessfulWrite('POST', 200, null)).toBe(false);
  });

  it('reads the cookie value as <staffId>:<until>', () => {
    expect(cookieUntil(`${READ_PRIMARY_COOKIE}=3:${NOW + 10}`, 3, NOW)).toBe(NOW + 10);
    expect(cookieUntil(`${READ_PRIMARY_COOKIE}=3:${NOW + 10}`, 4, NOW)).toBeUndefined();
    expect(cookieUntil(undefined, 3, NOW)).toBeUndefined();
  });

  it('prunes the markers when they grow', () => {
    const marks = createWriteMarks(3);
    marks.mark(1, NOW - 1, NOW);
    marks.mark(2, NOW - 1, NOW);
    marks.mark(3, NOW + 5000, NOW);
    marks.mark(4, NOW + 5000, NOW);
    expect(marks.size()).toBe(2);
    expect(marks.until(3)).toBe(NOW + 5000);
    expect(marks.until(1)).toBeUndefined();
  });

  it('falls back only on failures the primary can answer', () => {
    expect(isReplicaFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
    expect(isReplicaFailure(new Error('timeout exceeded when trying to connect'))).toBe(true);
    const conflict = new Error('canceling statement due to conflict with recovery');
    expect(isReplicaFailure(new Error('Failed query', { cause: conflict }))).toBe(true);
    expect(isReplicaFailure(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
  });

  it('skips a failed replica for REPLICA_RETRY_MS, logging once per outage, and a lagging one meanwhile', () => {
    let now = NOW;
    const health = createReplicaHealth(() => now);
    expect(health.skipped()).toBe(false);
    expect(health.failed()).toBe(true);
    expect(health.failed()).toBe(false);
    now += REPLICA_RETRY_MS - 1;
    expect(health.skipped()).toBe(true);
    now += 1;
    expect(health.skipped()).toBe(false);
    health.lag(MAX_LAG_MS + 1);
    expect(health.skipped()).toBe(true);
    health.lag(0);
    expect(health.skipped()).toBe(false);
  });
});

describe('without DATABASE_READ_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('changes nothing: no read-your-writes cookie on a write, lists answer as before', async () => {
    if (t.database.replica) return; // TEST_DATABASE_READ_URL: read-replica.postgres.test.ts covers that case
    const token = await t.loginAs('admin');
    const write = await t.app.inject({
      method: 'PATCH',
      url: '/api/admins/my-info',
      headers: bearer(token),
      payload: { firstName: 'Анна' },
    });
    expect(write.statusCode).toBe(200);
    expect(String(write.headers['set-cookie'] ?? '')).not.toContain(READ_PRIMARY_COOKIE);
    const list = await t.app.inject({ method: 'GET', url: '/api/admins/list', headers: bearer(token) });
    expect(list.statusCode).toBe(200);
  });
});
