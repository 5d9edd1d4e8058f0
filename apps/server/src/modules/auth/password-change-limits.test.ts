import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app';

const SECOND = 1000;

let t: TestApp;
let clock = Date.now();

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const change = (token: string, oldPassword: string, newPassword = 'a-new-password-1') =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/auth/password?isAdmin=true',
    headers: bearer(token),
    payload: { oldPassword, newPassword },
  });

describe('PATCH /api/auth/password limits', () => {
  it('answers 429 with Retry-After after 5 wrong old passwords, and the delays grow', async () => {
    const token = await t.loginAs('curator');
    for (let i = 0; i < 5; i++) {
      const response = await change(token, 'not-my-password');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Invalid password');
    }
    const locked = await change(token, DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('1');

    clock += SECOND;
    expect((await change(token, 'not-my-password')).statusCode).toBe(400);
    expect((await change(token, DEMO_PASSWORD)).headers['retry-after']).toBe('2');

    clock += 2 * SECOND;
    expect((await change(token, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses all but the free attempts of a parallel run, without verifying each', async () => {
    const token = await t.loginAs('speaker');
    const responses = await Promise.all(Array.from({ length: 50 }, () => change(token, 'not-my-password')));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 400)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(45);
  });

  it('counts per account: one account’s failures do not limit another', async () => {
    const admin = await t.loginAs('admin');
    for (let i = 0; i < 6; i++) await change(admin, 'not-my-password');
    expect((await change(admin, 'not-my-password')).statusCode).toBe(429);
    const superAdmin = await t.loginAs('super-admin');
    expect((await change(superAdmin, 'not-my-password')).statusCode).toBe(400);
  });
});
