import type { MailOutboxQuery } from '@school/contracts';
import { desc, type SQL, sql } from 'drizzle-orm';
import { type MailRow, mailOutbox } from '../../db/schema/mail-outbox.table';
import { defineFeed } from '../../lists';

/** An outgoing mail as the outbox lists it: never its body (bodies carry new passwords). */
export type OutboxRow = Omit<MailRow, 'body'>;

/** `GET /api/mail-outbox`: newest first; `search` matches the address, `status` filters. */
export const mailOutboxFeed = defineFeed<MailOutboxQuery, OutboxRow>({
  name: 'mail-outbox',
  table: mailOutbox,
  id: mailOutbox.id,
  columns: {
    id: mailOutbox.id,
    to: mailOutbox.to,
    subject: mailOutbox.subject,
    status: mailOutbox.status,
    attempts: mailOutbox.attempts,
    sentAt: mailOutbox.sentAt,
    error: mailOutbox.error,
    createdAt: mailOutbox.createdAt,
    updatedAt: mailOutbox.updatedAt,
  },
  order: () => [desc(mailOutbox.id)],
  search: { match: (pattern) => sql`${mailOutbox.to} ilike ${pattern}` },
  filter: {
    parts: (query) => ({ shape: { status: query.status }, values: {} }),
    conditions: ({ shape }) => {
      const conditions: SQL[] = [];
      if (shape.status) conditions.push(sql`${mailOutbox.status} = ${shape.status}`);
      return conditions;
    },
  },
});
