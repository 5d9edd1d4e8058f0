import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app';

const SECOND = 1000;
const TOO_MANY = {
  statusCode: 429,
  error: 'Too Many Requests',
  message: 'Too many attempts, try again later',
  requestId: expect.any(String),
};

let t: TestApp;
let clock = Date.now();
// Each test moves the fake clock a day on, so no test sees another's counters.
const nextDay = () => {
  clock += 24 * 3600 * SECOND;
};

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { AUTH_RATE_LIMIT_IP: '20' } });
});
afterAll(() => t.close());

interface Attempt {
  email: string;
  password?: string;
  ip?: string;
  cookie?: string;
}

const login = ({ email, password = 'wrong-password', ip = '10.0.0.1', cookie }: Attempt, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login?isAdmin=true',
    payload: { email, password },
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });

/** The `name=value` of the cookie a response sets, to send back like a browser. */
function cookieOf(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  return String(first ?? '').split(';')[0] ?? '';
}

describe('sign-in limits', () => {
  it('never limits successful sign-ins: 40 in a row from one address', async () => {
    nextDay();
    for (let i = 0; i < 40; i++) {
      expect((await login({ email: 'admin@demo.test', password: DEMO_PASSWORD })).statusCode).toBe(200);
    }
  });

  it('slows a guessing run with growing delays, answered 429 with Retry-After', async () => {
    nextDay();
    const guess = (ip: string) => login({ email: 'curator@demo.test', ip });
    for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.3', '10.1.0.4', '10.1.0.5']) {
      expect((await guess(ip)).statusCode).toBe(400);
    }
    const locked = await login({ email: 'CURATOR@demo.test', password: DEMO_PASSWORD, ip: '10.1.0.6' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(TOO_MANY);
    expect(locked.headers['retry-after']).toBe('1');

    clock += SECOND;
    expect((await guess('10.1.0.7')).statusCode).toBe(400);
    expect((await guess('10.1.0.8')).headers['retry-after']).toBe('2');
    clock += 2 * SECOND;
    expect((await guess('10.1.0.9')).statusCode).toBe(400);
    expect((await guess('10.1.0.9')).headers['retry-after']).toBe('4');
  });

  it('caps the delay at 15 minutes', async () => {
    nextDay();
    let guesses = 0;
    for (let ip = 0; guesses < 16; ip++) {
      const response = await login({ email: 'speaker@demo.test', ip: `10.2.0.${ip}` });
      if (response.statusCode === 429) clock += Number(response.headers['retry-after']) * SECOND;
      else guesses++;
    }
    const response = await login({ email: 'speaker@demo.test', ip: '10.2.1.1' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe(String(15 * 60));
  });

  it('clears the e-mail’s failures on a successful sign-in', async () => {
    nextDay();
    for (let round = 0; round < 5; round++) {
      const ip = `10.8.0.${round}`;
      for (let i = 0; i < 4; i++)
        expect((await login({ email: 'super@demo.test', ip })).statusCode).toBe(400);
      expect((await login({ email: 'super@demo.test', password: DEMO_PASSWORD, ip })).statusCode).toBe(200);
    }
  });

  it('lets the right password in from a device that signed in before, while the account is locked', async () => {
    nextDay();
    const known = await login({ email: 'admin@demo.test', password: DEMO_PASSWORD, ip: '10.3.0.1' });
    const device = cookieOf(known);
    expect(device).toMatch(/^known_device=/);

    for (let i = 0; i < 8; i++) await login({ email: 'admin@demo.test', ip: `10.3.1.${i}` });
    const stranger = await login({ email: 'admin@demo.test', password: DEMO_PASSWORD, ip: '10.3.2.1' });
    expect(stranger.statusCode).toBe(429);

    const fromDevice = { email: 'admin@demo.test', password: DEMO_PASSWORD, ip: '10.3.0.1', cookie: device };
    expect((await login(fromDevice)).statusCode).toBe(200);
    // The device is no master key: another account's lock still holds for it.
    for (let i = 0; i < 8; i++) await login({ email: 'curator@demo.test', ip: `10.3.3.${i}` });
    expect((await login({ ...fromDevice, email: 'curator@demo.test' })).statusCode).toBe(429);
  });

  it('does not accept a forged device cookie', async () => {
    nextDay();
    const device = cookieOf(await login({ email: 'speaker@demo.test', password: DEMO_PASSWORD }));
    for (let i = 0; i < 8; i++) await login({ email: 'speaker@demo.test', ip: `10.4.1.${i}` });
    const forged = `${device.slice(0, -2)}xx`;
    const response = await login({ email: 'speaker@demo.test', password: DEMO_PASSWORD, cookie: forged });
    expect(response.statusCode).toBe(429);
  });

  it('limits failures per address across e-mails, and the address’s sign-ins do not count', async () => {
    nextDay();
    const ip = '10.5.0.1';
    for (let i = 0; i < 19; i++) {
      expect((await login({ email: `nobody${i}@demo.test`, ip })).statusCode).toBe(400);
    }
    for (let i = 0; i < 30; i++) {
      expect((await login({ email: 'curator@demo.test', password: DEMO_PASSWORD, ip })).statusCode).toBe(200);
    }
    expect((await login({ email: 'nobody19@demo.test', ip })).statusCode).toBe(400);
    expect((await login({ email: 'nobody20@demo.test', ip })).statusCode).toBe(429);
    expect((await login({ email: 'nobody20@demo.test', ip: '10.5.0.2' })).statusCode).toBe(400);
  });

  it('keeps the counters in the database, so every API instance sees the same lock', async () => {
    nextDay();
    const second = await buildApp({ config: t.config, database: t.database, now: () => clock });
    try {
      for (let i = 0; i < 5; i++) await login({ email: 'super@demo.test', ip: `10.6.0.${i}` });
      const response = await login({ email: 'super@demo.test', password: DEMO_PASSWORD }, second);
      expect(response.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('refuses all but the free attempts of a parallel guessing run', async () => {
    nextDay();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login({ email: 'admin@demo.test', ip: `10.7.0.${i}` })),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 400)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(15);
  });
});
