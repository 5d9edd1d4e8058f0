import {
  APPLICATION_STATUS_LABELS,
  type ApplicationEvent,
  formatDateTime,
  SCHOOL_TIME_ZONE,
  texts,
} from '@school/contracts';
import { personName } from '../application-cells';

const t = texts.applications.card;

/** What one history line says happened. */
function eventText(event: ApplicationEvent): string {
  switch (event.type) {
    case 'created':
      return t.event.created;
    case 'status':
      return t.event.status(
        event.fromStatus ? APPLICATION_STATUS_LABELS[event.fromStatus] : '—',
        event.toStatus ? APPLICATION_STATUS_LABELS[event.toStatus] : '—',
      );
    case 'assignee':
      return event.assignee ? t.event.assigned(personName(event.assignee)) : t.event.unassigned;
    case 'comment':
      return t.event.comment;
  }
}

/** The application's history, oldest first: what changed, who did it (or the site), when, a comment. */
export function ApplicationHistory({ history }: { history: ApplicationEvent[] }) {
  if (history.length === 0) return <p className="app-card-hint m-0">{t.historyEmpty}</p>;
  return (
    <ol className="app-application-history" aria-label={t.history}>
      {history.map((event) => (
        <li key={event.id} className={`app-application-history__${event.type}`}>
          <div className="flex flex-wrap align-items-baseline column-gap-2">
            <span className="font-medium">{eventText(event)}</span>
            <small className="text-color-secondary">
              {`${formatDateTime(event.at, SCHOOL_TIME_ZONE)} · ${event.staff ? personName(event.staff) : t.bySite}`}
            </small>
          </div>
          {event.comment && <p className="app-application-history__comment">{event.comment}</p>}
        </li>
      ))}
    </ol>
  );
}
