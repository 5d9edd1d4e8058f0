import { formatDate, type MailOutboxItem, SCHOOL_TIME_ZONE } from '@school/contracts';
import { mailTexts } from '@school/contracts/texts/mail';
import type { ListColumn } from '@/shared/lists/list-page';
import { StatusTag } from '@/shared/ui/status-tag';

const t = mailTexts.mail;
const noWrap = { whiteSpace: 'nowrap' } as const;

const moscowTime = new Intl.DateTimeFormat('ru-RU', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SCHOOL_TIME_ZONE,
});

/** The day on the school's clock with the time under it; a dash when there is none. */
function MomentCell({ at }: { at: string | null }) {
  if (!at) return <span className="text-color-secondary">—</span>;
  return (
    <span className="flex flex-column">
      <span>{formatDate(at, SCHOOL_TIME_ZONE)}</span>
      <small className="text-color-secondary">{moscowTime.format(new Date(at))}</small>
    </span>
  );
}

/** The newest failed attempt's error (one line per attempt, newest last); every one of them in the tooltip. */
function ErrorCell({ error }: { error: string | null }) {
  const lines = (error ?? '').split('\n').filter((line) => line.trim() !== '');
  if (lines.length === 0) return <span className="text-color-secondary">—</span>;
  return (
    <span className="flex flex-column app-mail-outbox-error" title={lines.join('\n')}>
      <span>{lines.at(-1)}</span>
      {lines.length > 1 && <small className="text-color-secondary">{t.failedAttempts(lines.length)}</small>}
    </span>
  );
}

/** The columns of «Почтовые отправления»; no sorting (the API lists newest first). */
export const mailColumns: ListColumn<MailOutboxItem>[] = [
  { field: 'to', header: t.columns.to, body: (row) => <span className="app-mail-outbox-to">{row.to}</span> },
  { field: 'subject', header: t.columns.subject },
  {
    field: 'status',
    header: t.columns.status,
    body: (row) => <StatusTag status={row.status} labels={t.statusLabels} severities={t.statusSeverities} />,
  },
  { field: 'attempts', header: t.columns.attempts, giveWay: 1, align: 'right' },
  {
    field: 'createdAt',
    header: t.columns.createdAt,
    style: noWrap,
    body: (row) => <MomentCell at={row.createdAt} />,
  },
  {
    field: 'sentAt',
    header: t.columns.sentAt,
    giveWay: 2,
    style: noWrap,
    body: (row) => <MomentCell at={row.sentAt} />,
  },
  { field: 'error', header: t.columns.error, body: (row) => <ErrorCell error={row.error} /> },
];
