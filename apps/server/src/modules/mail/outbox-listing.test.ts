import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { latestMails } from './mail.repository';
import { formatOutbox } from './outbox-listing';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const reset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password?isAdmin=true', payload: { email } });

describe('npm run outbox', () => {
  it('prints the newest mails first, each with its address, subject and the body as written', async () => {
    expect((await reset('curator@demo.test')).statusCode).toBe(200);
    expect((await reset('speaker@demo.test')).statusCode).toBe(200);

    const printed = formatOutbox(await latestMails(t.database.db, 2));
    expect(printed.indexOf('to speaker@demo.test')).toBeLessThan(printed.indexOf('to curator@demo.test'));
    expect(printed).toContain('Subject: Новый пароль для входа в бэк-офис');
    expect(printed).toMatch(/\nНовый пароль: \S{12}\n/);
  });

  it('picks one address’s mails with --to, in any case', async () => {
    const printed = formatOutbox(await latestMails(t.database.db, 5, 'Curator@Demo.Test'));
    expect(printed).toContain('to curator@demo.test');
    expect(printed).not.toContain('speaker@demo.test');
  });

  it('says so when there is nothing to show', async () => {
    expect(formatOutbox(await latestMails(t.database.db, 5, 'nobody@demo.test'))).toBe(
      'The outbox is empty.',
    );
  });
});
