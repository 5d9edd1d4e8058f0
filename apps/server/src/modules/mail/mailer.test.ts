import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/types';
import { createMailer } from './mailer';

function recordingLog() {
  const lines: { level: string; obj: unknown; msg: string }[] = [];
  const at =
    (level: string) =>
    (obj: unknown, msg = '') =>
      lines.push({ level, obj, msg });
  const log = { info: at('info'), debug: at('debug'), warn: at('warn'), error: at('error') };
  return { lines, log: log as unknown as FastifyBaseLogger };
}

describe('mailer without SMTP_URL', () => {
  it('writes the whole mail — to, subject and body — to the log once, at info', async () => {
    const { lines, log } = recordingLog();
    const mailer = createMailer({ db: {} as Db, log, from: 'Школа <no-reply@localhost>' });
    const mail = {
      to: 'admin@demo.test',
      subject: 'Новый пароль',
      body: 'Здравствуйте!\n\nНовый пароль: Abc23456defg',
    };

    await mailer.deliver(7, mail);

    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line?.level).toBe('info');
    const text = `${line?.msg}`;
    expect(text).toContain('admin@demo.test');
    expect(text).toContain('Новый пароль');
    expect(text).toContain('Новый пароль: Abc23456defg');
    expect(text).toContain('#7');
  });
});
