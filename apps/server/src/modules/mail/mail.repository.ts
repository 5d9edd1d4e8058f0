import type { MailOutboxQuery } from '@school/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { type MailRow, mailOutbox } from '../../db/schema/mail-outbox.table';
import type { Db } from '../../db/types';
import type { OutgoingMail } from '../../ports';
import { mailOutboxFeed, type OutboxRow } from './mail.list';

export type { OutgoingMail };

export async function enqueueMail(tx: Db, mail: OutgoingMail): Promise<number> {
  const [row] = await tx.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  if (!row) throw new Error('insert into mail_outbox returned nothing');
  return row.id;
}

export function findMail(db: Db, id: number): Promise<MailRow | undefined> {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id))
    .then((rows) => rows[0]);
}

/** Ids of the mails still waiting for delivery, oldest first (re-queued at start). */
export async function queuedMailIds(db: Db, limit = 10_000): Promise<number[]> {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'queued'))
    .orderBy(mailOutbox.id)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Sent: the errors of earlier attempts stay in `error` as the delivery's history. */
export async function markMailSent(db: Db, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt: new Date(),
      attempts: sql`${mailOutbox.attempts} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(mailOutbox.id, id));
}

/**
 * One failed attempt: counted, its error appended to `error` (one line per attempt, the newest last, the
 * oldest cut when it grows past 4000 characters); the last attempt marks the mail failed.
 */
export async function recordMailFailure(
  db: Db,
  id: number,
  error: string,
  attempt: { number: number; last: boolean },
): Promise<void> {
  const line = `${new Date().toISOString()} attempt ${attempt.number}: ${error.replace(/\s+/g, ' ').slice(0, 500)}`;
  await db
    .update(mailOutbox)
    .set({
      status: attempt.last ? 'failed' : 'queued',
      attempts: sql`${mailOutbox.attempts} + 1`,
      error: sql`right(coalesce(${mailOutbox.error} || chr(10), '') || ${line}, 4000)`,
      updatedAt: new Date(),
    })
    .where(eq(mailOutbox.id, id));
}

/** The newest mails first, optionally to one address (`npm run outbox`). */
export function latestMails(db: Db, limit: number, to?: string): Promise<MailRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(to ? sql`lower(${mailOutbox.to}) = ${to.toLowerCase()}` : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}

/** The admins' outbox page (mail.list.ts) and its total. */
export async function listOutbox(
  db: Db,
  query: MailOutboxQuery,
): Promise<{ items: OutboxRow[]; total: number }> {
  const { items, total } = await mailOutboxFeed.page(db, query);
  return { items, total };
}
