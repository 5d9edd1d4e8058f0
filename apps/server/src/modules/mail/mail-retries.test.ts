import type { MailOutboxList } from '@school/contracts';
import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../db/schema/mail-outbox.table';
import { createJobQueue } from '../../jobs';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { enqueueMail } from './mail.repository';
import { createMailer } from './mailer';

/** curator@ gets through on the third try, speaker@ never; everyone else at once. */
const calls = new Map<string, number>();
const transport = {
  async sendMail(mail: { to: string }) {
    const n = (calls.get(mail.to) ?? 0) + 1;
    calls.set(mail.to, n);
    if (mail.to === 'speaker@demo.test') throw new Error(`550 mailbox unavailable (${n})`);
    if (mail.to === 'curator@demo.test' && n <= 2) throw new Error(`421 try again later (${n})`);
    return { messageId: `<${n}@test>` };
  },
} as unknown as Transporter;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    jobs: true,
    mailTransport: transport,
    env: { MAIL_MAX_ATTEMPTS: '4', MAIL_RETRY_DELAY: '0' },
  });
});
afterAll(() => t.close());

const reset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password?isAdmin=true', payload: { email } });
const outboxRow = async (to: string) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0];

describe('mail through the mail.deliver job', () => {
  it('queues the committed mail and sends nothing in the request', async () => {
    expect((await reset('curator@demo.test')).statusCode).toBe(200);
    expect((await reset('speaker@demo.test')).statusCode).toBe(200);
    expect(calls.size).toBe(0);
    expect(await outboxRow('curator@demo.test')).toMatchObject({ status: 'queued', attempts: 0 });
    // The request answers once the row is committed; the job is queued right after.
    await vi.waitFor(async () => expect(await t.app.jobs.depths()).toMatchObject({ 'mail.deliver': 2 }));
  });

  it('retries a failing delivery: sent on the third attempt, failed after the last of four', async () => {
    expect(await t.app.jobs.runJobsNow()).toBe(3 + 4);

    const sent = await outboxRow('curator@demo.test');
    expect(sent).toMatchObject({ status: 'sent', attempts: 3 });
    expect(sent?.sentAt).toBeInstanceOf(Date);
    // Each failed attempt's error stays, the newest last.
    expect(sent?.error?.split('\n')).toEqual([
      expect.stringMatching(/attempt 1: 421 try again later \(1\)$/),
      expect.stringMatching(/attempt 2: 421 try again later \(2\)$/),
    ]);

    const failed = await outboxRow('speaker@demo.test');
    expect(failed).toMatchObject({ status: 'failed', attempts: 4, sentAt: null });
    expect(failed?.error?.split('\n')).toHaveLength(4);
    expect(failed?.error).toMatch(/attempt 4: 550 mailbox unavailable \(4\)$/);
    expect(calls.get('speaker@demo.test')).toBe(4);
    expect(await t.app.jobs.depths()).toMatchObject({ 'mail.deliver': 0 });
  });

  it('does not send a mail twice when its job comes again', async () => {
    const row = await outboxRow('curator@demo.test');
    await t.app.jobs.send('mail.deliver', { outboxId: row?.id ?? 0 });
    expect(await t.app.jobs.runJobsNow()).toBe(1);
    expect(calls.get('curator@demo.test')).toBe(3);
  });

  it('shows admins the failed mails with their attempts, never the bodies', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/mail-outbox?status=failed',
      headers: bearer(await t.loginAs('admin')),
    });
    expect(response.statusCode).toBe(200);
    const list = response.json<MailOutboxList>();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ to: 'speaker@demo.test', status: 'failed', attempts: 4 });
    expect(list.items[0]?.error).toContain('attempt 4: 550 mailbox unavailable');
    expect(list.items[0]).not.toHaveProperty('body');
    expect(response.body).not.toMatch(/Новый пароль:/);

    const byAddress = await t.app.inject({
      method: 'GET',
      url: '/api/mail-outbox?search=CURATOR&take=1',
      headers: bearer(await t.loginAs('admin')),
    });
    expect(byAddress.json<MailOutboxList>().items.map((mail) => mail.status)).toEqual(['sent']);
  });

  it('is for admins only', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/mail-outbox',
      headers: bearer(await t.loginAs('curator')),
    });
    expect(response.statusCode).toBe(403);
  });

  it('at start, queues a job for each mail left waiting without one (a crash after the commit)', async () => {
    const silent = { info: () => {}, warn: () => {}, error: () => {} };
    const jobs = createJobQueue(t.database, silent);
    const mailer = createMailer({
      db: t.database.db,
      log: silent as never,
      from: 'test@localhost',
      transport,
      jobs,
      retry: { attempts: 2, delaySeconds: 0 },
    });
    await jobs.start('manual');
    try {
      const orphan = { to: 'orphan@example.ru', subject: 'S', body: 'B' };
      const orphanId = await enqueueMail(t.database.db, orphan);
      const queued = { to: 'queued@example.ru', subject: 'S', body: 'B' };
      await mailer.deliver(await enqueueMail(t.database.db, queued), queued);

      expect(await mailer.requeueWaiting()).toBe(1); // the one with a job is left alone
      expect(await jobs.runJobsNow()).toBe(2);
      expect(await outboxRow('orphan@example.ru')).toMatchObject({
        id: orphanId,
        status: 'sent',
        attempts: 1,
      });
      expect(await outboxRow('queued@example.ru')).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      await jobs.stop();
    }
  });
});
