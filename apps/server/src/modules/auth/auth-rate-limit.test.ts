import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from '../admins/staff.seed';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT_IP: '5', AUTH_RATE_LIMIT_EMAIL: '3', AUTH_RATE_WINDOW: '1 minute' },
  });
});
afterAll(() => t.close());

const login = (email: string, remoteAddress: string, password = 'wrong-password') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login?isAdmin=true',
    payload: { email, password },
    remoteAddress,
  });

describe('auth rate limits', () => {
  it('limits attempts per e-mail (any case) across addresses with 429 and Retry-After', async () => {
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await login('curator@demo.test', ip)).statusCode).toBe(400);
    }
    const response = await login('CURATOR@demo.test', '10.0.0.4', DEMO_PASSWORD);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many attempts, try again later',
    });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('speaker@demo.test', '10.0.0.4', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('limits attempts per address across e-mails, reset-password included', async () => {
    const ip = '10.0.1.1';
    for (const email of ['a@demo.test', 'b@demo.test', 'c@demo.test', 'd@demo.test']) {
      expect((await login(email, ip)).statusCode).toBe(400);
    }
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password?isAdmin=true',
      payload: { email: 'e@demo.test' },
      remoteAddress: ip,
    });
    expect(reset.statusCode).toBe(400);
    expect((await login('admin@demo.test', ip, DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await login('admin@demo.test', '10.0.1.2', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});
