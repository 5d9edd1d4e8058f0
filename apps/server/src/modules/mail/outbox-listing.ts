import type { MailRow } from '../../db/schema/mail-outbox.table';

/** How `npm run outbox` prints mails: a header line per mail, then its subject and body as written. */
export function formatOutbox(mails: readonly MailRow[]): string {
  if (mails.length === 0) return 'The outbox is empty.';
  return mails
    .map((mail) =>
      [
        `#${mail.id}  ${mail.createdAt.toISOString()}  ${mail.status}  to ${mail.to}`,
        `Subject: ${mail.subject}`,
        '',
        mail.body,
      ].join('\n'),
    )
    .join(`\n${'-'.repeat(60)}\n`);
}
