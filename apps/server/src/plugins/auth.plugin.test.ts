import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AuthStaff, currentStaff, guardRoute, registerAuth } from './auth.plugin';

const SECRET = 'a-secret-long-enough-for-hs256-tokens!!';
const MINUTE = 60_000;

let app: FastifyInstance;
let clock: number;
let member: AuthStaff | undefined;
let lookUps: number[];

// The plugin alone, with the staff look-up buildApp would pass in: what it asks and when.
beforeEach(async () => {
  clock = Date.now();
  member = { id: 7, role: 'admin', email: 'admin@example.test', tokenVersion: 0 };
  lookUps = [];
  app = Fastify();
  await registerAuth(app, {
    findStaff: async (id) => {
      lookUps.push(id);
      return member?.id === id ? { ...member } : undefined;
    },
    secret: SECRET,
    ttlMs: 10 * MINUTE,
    now: () => clock,
  });
  await app.register(async (api) => {
    api.addHook('onRoute', guardRoute(app));
    api.get('/me', async (request) => ({ id: currentStaff(request).id }));
  });
});
afterEach(() => app.close());

const me = (token: string) => app.inject({ url: '/me', headers: { authorization: `Bearer ${token}` } });
const tokenOf = (staff: AuthStaff) => app.issueToken(staff);

describe('registerAuth', () => {
  it('looks the staff member up through the function it was given, on every request', async () => {
    const token = tokenOf(member as AuthStaff);
    expect((await me(token)).json()).toEqual({ id: 7 });
    expect((await me(token)).statusCode).toBe(200);
    expect(lookUps).toEqual([7, 7]);
  });

  it('refuses a token it has accepted before once the member is gone or the token version moved on', async () => {
    const token = tokenOf(member as AuthStaff);
    expect((await me(token)).statusCode).toBe(200);
    (member as AuthStaff).tokenVersion = 1;
    expect((await me(token)).statusCode).toBe(401);
    member = undefined;
    expect((await me(token)).statusCode).toBe(401);
  });

  it('refuses a token it has accepted before once it expires', async () => {
    const token = tokenOf(member as AuthStaff);
    expect((await me(token)).statusCode).toBe(200);
    clock += 10 * MINUTE + 1000;
    expect((await me(token)).statusCode).toBe(401);
  });

  it('refuses a token whose signature was changed, even after accepting the original', async () => {
    const token = tokenOf(member as AuthStaff);
    expect((await me(token)).statusCode).toBe(200);
    const [header, payload, signature = ''] = token.split('.');
    const forged = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await me(forged)).statusCode).toBe(401);
    expect(lookUps).toEqual([7]);
  });
});
