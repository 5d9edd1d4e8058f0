import './record-history.css';
import { isAdminRole, texts } from '@school/contracts';
import type { AuditEventItem, AuditSection } from '@school/contracts/audit';
import { auditTexts } from '@school/contracts/texts/audit';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { getRole } from '@/shared/session/session';
import { TimelineDayList, type TimelineLine } from '@/shared/timeline/timeline-day-list';
import { actionName, actionVerb } from './audit-changes';
import { AuditChanges } from './audit-changes-list';
import { useAuditEvents } from './audit-events.api';

const t = auditTexts.audit;
const h = t.history;

const PAGE = 10;

const VERB_ICONS: Record<string, string> = {
  create: 'pi-plus',
  update: 'pi-pencil',
  delete: 'pi-trash',
  status: 'pi-flag',
  reorder: 'pi-sort-alt',
  replace: 'pi-pencil',
  save: 'pi-save',
};

function lineOf(event: AuditEventItem): TimelineLine {
  const verb = actionVerb(event.action);
  return {
    key: event.id,
    at: event.at,
    icon: VERB_ICONS[verb] ?? 'pi-history',
    tone: 'staff',
    title: actionName(event.action),
    details: <AuditChanges changes={event.changes} action={event.action} />,
    meta: event.actor ? <Link to={`/admins/${event.actor.id}`}>{event.actor.name}</Link> : t.system,
  };
}

export type RecordHistoryProps = {
  /** The record as the log names it: its section and, for a record of many, its id. */
  section: AuditSection;
  entityId?: number;
  /** On a page, a card of its own; in a record's dialog, a plain part of it. */
  card?: boolean;
  /** Where a page has more than one: what this history is of («История изменений: комиссии…»). */
  title?: string;
};

/**
 * «История изменений» of one record (issue 32), for admins — the only ones who read the log: closed at first
 * (nothing is asked until it opens), then the record's events newest first by day, each with who and the
 * fields before → after, more on demand, and the whole log filtered on the record one click away.
 */
export function RecordHistory({ section, entityId, card = false, title = h.title }: RecordHistoryProps) {
  const [open, setOpen] = useState(false);
  const [take, setTake] = useState(PAGE);
  const panelId = useId();
  if (!isAdminRole(getRole())) return null;
  const filter = entityId === undefined ? { section } : { section, entityId };
  return (
    <section className={`app-record-history${card ? ' card' : ''}`} aria-label={title}>
      <Button
        type="button"
        text
        icon={`pi ${open ? 'pi-chevron-up' : 'pi-history'}`}
        label={title}
        aria-expanded={open}
        aria-controls={panelId}
        title={open ? h.hide : h.show}
        className="app-record-history__toggle"
        onClick={() => setOpen(!open)}
      />
      {open && (
        <div id={panelId}>
          <HistoryEvents filter={filter} take={take} onMore={() => setTake(take + PAGE)} />
        </div>
      )}
    </section>
  );
}

type HistoryEventsProps = {
  filter: { section: AuditSection; entityId?: number };
  take: number;
  onMore: () => void;
};

function HistoryEvents({ filter, take, onMore }: HistoryEventsProps) {
  const events = useAuditEvents({ ...filter, skip: 0, take });
  const inLog = `/audit?${new URLSearchParams(Object.entries(filter).map(([key, value]) => [key, String(value)]))}`;
  if (!events.data) {
    return events.isError ? (
      <p role="alert" className="app-record-history__note">
        {h.loadFailed}{' '}
        <Button type="button" link label={texts.common.retry} onClick={() => events.refetch()} />
      </p>
    ) : (
      <div className="flex flex-column gap-2 mt-2" aria-busy="true">
        <Skeleton height="1.25rem" width="40%" />
        <Skeleton height="2.5rem" />
        <Skeleton height="2.5rem" />
      </div>
    );
  }
  const { items, total } = events.data;
  if (items.length === 0) return <p className="app-record-history__note">{h.empty}</p>;
  return (
    <>
      <TimelineDayList lines={items.map(lineOf)} listLabel={h.listLabel} />
      <div className="app-record-history__footer">
        {items.length < total && (
          <Button
            type="button"
            text
            size="small"
            icon="pi pi-angle-down"
            label={h.more}
            loading={events.isFetching}
            onClick={onMore}
          />
        )}
        <Link to={inLog} className="app-audit-log-link">
          <i className="pi pi-external-link" aria-hidden="true" />
          <span>{h.inLog}</span>
        </Link>
      </div>
    </>
  );
}
