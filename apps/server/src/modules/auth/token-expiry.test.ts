import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO_PASSWORD, TEST_JWT_SECRET, type TestApp } from '../../test/test-app';

const SECOND = 1000;
const TTL = 12 * 3600 * SECOND;

function sign(payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${unsigned}.${createHmac('sha256', TEST_JWT_SECRET).update(unsigned).digest('base64url')}`;
}

function claims(token: string): { sub: string; role: string; tv: number; iat: number; exp: number } {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
}

let t: TestApp;
let clock = Date.now();

// The default JWT_TTL (12h) on a fake clock: no real time passes in these tests.
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const myInfo = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/admins/my-info', headers: bearer(token) });

async function signInAt(time: number): Promise<string> {
  clock = time;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login?isAdmin=true',
    payload: { email: 'curator@demo.test', password: DEMO_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response.json().token;
}

describe('token lifetime (JWT_TTL)', () => {
  it('issues a token that expires 12 hours after it was issued', async () => {
    const token = await signInAt(Date.now());
    const { iat, exp } = claims(token);
    expect(exp - iat).toBe(TTL / SECOND);
  });

  it('accepts a token at TTL − 1 s and answers 401 at TTL + 1 s', async () => {
    const issuedAt = Date.now();
    const token = await signInAt(issuedAt);

    clock = issuedAt + TTL - SECOND;
    expect((await myInfo(token)).statusCode).toBe(200);

    clock = issuedAt + TTL + SECOND;
    expect((await myInfo(token)).statusCode).toBe(401);
  });

  it('answers 401 for a well-signed token without exp', async () => {
    const { exp: _exp, ...withoutExp } = claims(await signInAt(Date.now()));
    expect((await myInfo(sign({ ...withoutExp, exp: _exp }))).statusCode).toBe(200);
    expect((await myInfo(sign(withoutExp))).statusCode).toBe(401);
  });
});
