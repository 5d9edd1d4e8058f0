import { createHmac } from 'node:crypto';
import { ROLES } from '@school/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit-events.table';
import { staff } from '../../db/schema/staff.table';
import {
  bearer,
  createTestApp,
  DEMO_EMAILS,
  DEMO_PASSWORD,
  TEST_JWT_SECRET,
  type TestApp,
} from '../../test/test-app';

const UNAUTHORIZED = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'Unauthorized',
  requestId: expect.any(String),
};

function signHs256(payload: object, secret = TEST_JWT_SECRET): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login?isAdmin=true', payload: { email, password } });
const myInfo = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/admins/my-info', headers });

describe('POST /api/auth/login', () => {
  it.each(ROLES)('signs in the %s demo account and answers {token, role}', async (role) => {
    const response = await login(DEMO_EMAILS[role], DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['role', 'token']);
    expect(body.role).toBe(role);
  });

  it('accepts the e-mail in any case and records last_login_at', async () => {
    const response = await login('CURATOR@Demo.Test', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(staff).where(eq(staff.email, 'curator@demo.test'));
    expect(row?.lastLoginAt).toBeInstanceOf(Date);
  });

  it('answers 400 Invalid password (never 401) for a wrong password', async () => {
    const response = await login('admin@demo.test', 'wrong-password');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid password',
    });
  });

  it('answers 400 User not found for an unknown e-mail', async () => {
    const response = await login('nobody@demo.test', 'whatever1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'User not found' });
  });

  it('answers 400 email must be an email with the field path for a malformed e-mail', async () => {
    const response = await login('not-an-email', 'whatever1');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe('email must be an email');
    expect(body.errors).toContainEqual({ path: 'email', message: 'email must be an email' });
  });
});

describe('guarded routes', () => {
  it('returns my-info with a valid token', async () => {
    const response = await myInfo(bearer(await t.loginAs('speaker')));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'speaker@demo.test',
      role: 'speaker',
      firstName: 'Дмитрий',
    });
  });

  it('answers 401 without a token', async () => {
    const response = await myInfo();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });

  it('answers 401 for a garbage token', async () => {
    const response = await myInfo(bearer('garbage.token.value'));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });

  it('answers 401 for an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    const token = signHs256({ sub: '1', role: 'super-admin', tv: 0, iat: past - 60, exp: past });
    expect((await myInfo(bearer(token))).statusCode).toBe(401);
  });

  it('answers 401 for a token signed with another secret', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = signHs256(
      { sub: '1', role: 'super-admin', tv: 0, iat: now, exp: now + 60 },
      'x'.repeat(40),
    );
    expect((await myInfo(bearer(token))).statusCode).toBe(401);
  });

  it('answers 401 for a well-signed token of a deleted account', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = signHs256({ sub: '999999', role: 'admin', tv: 0, iat: now, exp: now + 60 });
    expect((await myInfo(bearer(token))).statusCode).toBe(401);
  });
});

describe('PATCH /api/auth/password', () => {
  const change = (token: string, oldPassword: string, newPassword: string) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/auth/password?isAdmin=true',
      headers: bearer(token),
      payload: { oldPassword, newPassword },
    });

  it('answers 400 Invalid password (not 401) for a wrong old password', async () => {
    const response = await change(await t.loginAs('curator'), 'not-my-password', 'new-password-1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Invalid password' });
  });

  it('revokes older tokens and returns a fresh one that works', async () => {
    const oldToken = (await login('admin@demo.test', DEMO_PASSWORD)).json().token as string;
    const response = await change(oldToken, DEMO_PASSWORD, 'brand-new-pass');
    expect(response.statusCode).toBe(200);
    const { token } = response.json() as { token: string };

    expect((await myInfo(bearer(oldToken))).statusCode).toBe(401);
    expect((await myInfo(bearer(token))).statusCode).toBe(200);
    expect((await login('admin@demo.test', 'brand-new-pass')).statusCode).toBe(200);
    expect((await login('admin@demo.test', DEMO_PASSWORD)).json().message).toBe('Invalid password');

    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'auth.password-change'));
    expect(events).toHaveLength(1);
    expect(JSON.stringify(events[0]?.changes)).not.toContain('argon2');
  });
});
