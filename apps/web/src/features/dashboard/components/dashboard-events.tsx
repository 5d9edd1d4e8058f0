import { formatDateTime, texts } from '@school/contracts';
import type { DashboardEvent } from '@school/contracts/dashboard';
import { dashboardTexts } from '@school/contracts/texts/dashboard';
import { Skeleton } from 'primereact/skeleton';
import { Link } from 'react-router';
import { eventLine } from '../lib/dashboard-cards';

const t = dashboardTexts.dashboard;

/** «Последние события»: the newest payments, applications, sign-ups and questions, each opening its record. */
export function DashboardEvents({ events }: { events: DashboardEvent[] | undefined }) {
  return (
    <section className="card dashboard__events" aria-labelledby="dashboard-events">
      <h2 id="dashboard-events" className="dashboard__section-title">
        {t.eventsTitle}
      </h2>
      {!events ? (
        <div role="status" aria-busy="true" aria-label={texts.common.loading}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} height="1.5rem" className="mb-2" />
          ))}
        </div>
      ) : events.length === 0 ? (
        <p className="app-card-hint m-0">{t.eventsEmpty}</p>
      ) : (
        <ul className="dashboard__event-list">
          {events.map((event) => {
            const line = eventLine(event);
            return (
              <li key={`${event.kind}-${event.id}`} className="dashboard__event">
                <i className={`${line.icon} dashboard__event-icon`} aria-hidden="true" />
                {line.to ? <Link to={line.to}>{line.text}</Link> : <span>{line.text}</span>}
                <time className="dashboard__event-time" dateTime={event.at}>
                  {formatDateTime(event.at)}
                </time>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
