import { and, desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEvents } from '../../db/schema/audit-events.table';
import { mailOutbox } from '../../db/schema/mail-outbox.table';
import { bearer, createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app';
import { NEW_PASSWORD_SUBJECT } from './reset-password.mail';

const SECOND = 1000;
const HOUR = 3600 * SECOND;

let t: TestApp;
let clock = Date.now();
const transport = nodemailer.createTransport({ jsonTransport: true });
const sendMail = vi.spyOn(transport, 'sendMail');

beforeAll(async () => {
  t = await createTestApp({ mailTransport: transport, now: () => clock });
});
afterAll(() => t.close());

const reset = (email: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password?isAdmin=true',
    payload: { email },
    remoteAddress: ip,
  });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login?isAdmin=true', payload: { email, password } });
const signIn = async (email: string, password = DEMO_PASSWORD) => {
  const response = await login(email, password);
  expect(response.statusCode).toBe(200);
  return response.json().token as string;
};
const myInfo = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/admins/my-info', headers: bearer(token) });

/** The password of the latest reset mail to `email`, as its owner would read it. */
async function mailedPassword(email: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.subject, NEW_PASSWORD_SUBJECT)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const password = /Новый пароль: (\S+)/.exec(mail?.body ?? '')?.[1] ?? '';
  expect(password).toHaveLength(12);
  return password;
}

describe('POST /api/auth/reset-password', () => {
  it('answers 400 User not found for an unknown e-mail (spec §8)', async () => {
    const response = await reset('ghost@demo.test');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('User not found');
  });

  it('mails a new password; the old password and sessions work until the new one is first used', async () => {
    const oldToken = await signIn('speaker@demo.test');
    const response = await reset('Speaker@demo.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const password = await mailedPassword('speaker@demo.test');

    // Anyone can ask for a reset: until the owner uses the mail, nothing changes for them.
    expect((await myInfo(oldToken)).statusCode).toBe(200);
    const secondToken = await signIn('speaker@demo.test');
    expect((await myInfo(oldToken)).statusCode).toBe(200);

    const newToken = await signIn('speaker@demo.test', password);
    expect((await myInfo(newToken)).statusCode).toBe(200);
    expect((await myInfo(oldToken)).statusCode).toBe(401);
    expect((await myInfo(secondToken)).statusCode).toBe(401);
    expect((await login('speaker@demo.test', DEMO_PASSWORD)).json().message).toBe('Invalid password');
    expect((await login('speaker@demo.test', password)).statusCode).toBe(200);

    const actions = (await t.database.db.select().from(auditEvents)).map((event) => event.action);
    expect(actions).toEqual(expect.arrayContaining(['auth.password-reset', 'auth.password-reset-used']));
    await vi.waitFor(() =>
      expect(sendMail).toHaveBeenCalledWith(expect.objectContaining({ to: 'speaker@demo.test' })),
    );
  });

  it('lets the new password expire after 1 hour, the old one still working', async () => {
    clock = Date.now();
    expect((await reset('curator@demo.test')).statusCode).toBe(200);
    const password = await mailedPassword('curator@demo.test');

    clock += HOUR + SECOND;
    expect((await login('curator@demo.test', password)).json().message).toBe('Invalid password');
    expect((await login('curator@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps one pending reset per account: a new request replaces the mailed password', async () => {
    clock = Date.now() + 24 * HOUR;
    expect((await reset('admin@demo.test')).statusCode).toBe(200);
    const first = await mailedPassword('admin@demo.test');
    expect((await reset('admin@demo.test')).statusCode).toBe(200);
    const second = await mailedPassword('admin@demo.test');

    expect((await login('admin@demo.test', first)).json().message).toBe('Invalid password');
    expect((await login('admin@demo.test', second)).statusCode).toBe(200);
  });

  it('voids a pending reset when the password is changed another way', async () => {
    clock = Date.now() + 48 * HOUR;
    expect((await reset('super@demo.test')).statusCode).toBe(200);
    const mailed = await mailedPassword('super@demo.test');
    const token = await signIn('super@demo.test');
    const change = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/password?isAdmin=true',
      headers: bearer(token),
      payload: { oldPassword: DEMO_PASSWORD, newPassword: 'chosen-by-me-1' },
    });
    expect(change.statusCode).toBe(200);
    expect((await login('super@demo.test', mailed)).json().message).toBe('Invalid password');
    expect((await login('super@demo.test', 'chosen-by-me-1')).statusCode).toBe(200);
  });

  it('limits resets like sign-ins: per e-mail with growing delays, per address', async () => {
    clock = Date.now() + 72 * HOUR;
    for (let i = 0; i < 5; i++) {
      expect((await reset('elena.smirnova@demo.test', `10.9.0.${i}`)).statusCode).toBe(200);
    }
    const locked = await reset('elena.smirnova@demo.test', '10.9.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('1');
    // Resets do not lock sign-in.
    expect((await login('elena.smirnova@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});
