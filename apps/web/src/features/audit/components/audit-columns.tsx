import { formatDate, SCHOOL_TIME_ZONE } from '@school/contracts';
import type { AuditEventItem } from '@school/contracts/audit';
import { auditTexts } from '@school/contracts/texts/audit';
import { Link } from 'react-router';
import { actionLabel } from '@/shared/audit/audit-changes';
import { AuditChanges } from '@/shared/audit/audit-changes-list';
import type { ListColumn } from '@/shared/lists/list-page';

const t = auditTexts.audit;

const moscowTime = new Intl.DateTimeFormat('ru-RU', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: SCHOOL_TIME_ZONE,
});

/** Who acted: their profile (as named then), the system, or someone not signed in (a failed sign-in). */
function ActorCell({ event }: { event: AuditEventItem }) {
  if (event.actor) return <Link to={`/admins/${event.actor.id}`}>{event.actor.name}</Link>;
  const stranger = event.action === 'auth.sign-in-failed';
  return <span className="text-color-secondary">{stranger ? t.stranger : t.system}</span>;
}

/** The record: its page when it has one, else its section and number; nothing for an event of no record. */
function RecordCell({ event }: { event: AuditEventItem }) {
  if (event.entityId === null) return <span className="text-color-secondary">{t.empty}</span>;
  const section = (t.sections as Record<string, string>)[event.section] ?? event.section;
  const name = t.record(section, event.entityId);
  return event.link ? <Link to={event.link}>{name}</Link> : <span>{name}</span>;
}

/** «Журнал действий»: newest first by default, «Когда» sorts the other way. */
export const auditColumns: ListColumn<AuditEventItem>[] = [
  {
    field: 'at',
    header: t.columns.at,
    sortable: true,
    style: { whiteSpace: 'nowrap' },
    body: (event) => (
      <span className="flex flex-column">
        <span>{formatDate(event.at, SCHOOL_TIME_ZONE)}</span>
        <small className="text-color-secondary">{moscowTime.format(new Date(event.at))}</small>
      </span>
    ),
  },
  { field: 'actor', header: t.columns.actor, card: 'title', body: (event) => <ActorCell event={event} /> },
  { field: 'action', header: t.columns.action, body: (event) => actionLabel(event.action, event.section) },
  { field: 'entityId', header: t.columns.record, giveWay: 1, body: (event) => <RecordCell event={event} /> },
  {
    field: 'changes',
    header: t.columns.changes,
    body: (event) => <AuditChanges changes={event.changes} action={event.action} />,
  },
];
