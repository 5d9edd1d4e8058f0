import { desc, eq, sql } from 'drizzle-orm';
import { type MailRow, mailOutbox } from '../../db/schema/mail-outbox.table';
import type { Db } from '../../db/types';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
}

export async function enqueueMail(tx: Db, mail: OutgoingMail): Promise<number> {
  const [row] = await tx.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  if (!row) throw new Error('insert into mail_outbox returned nothing');
  return row.id;
}

export async function markMailSent(db: Db, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt: new Date(),
      attempts: sql`${mailOutbox.attempts} + 1`,
      error: null,
      updatedAt: new Date(),
    })
    .where(eq(mailOutbox.id, id));
}

export async function markMailFailed(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'failed',
      attempts: sql`${mailOutbox.attempts} + 1`,
      error: error.slice(0, 1000),
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
