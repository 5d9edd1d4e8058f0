import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUS_SEVERITY,
  type Application,
  type ApplicationStatus,
  formatDate,
  formatPhone,
  SCHOOL_TIME_ZONE,
  texts,
} from '@school/contracts';
import { Tag } from 'primereact/tag';
import { Link, useLocation } from 'react-router';
import { StatusTag } from '@/shared/ui/status-tag';
import { responseTime } from '../lib/response-time';

const t = texts.applications;

/** «Фамилия Имя» of a staff member or a student. */
export const personName = (person: { firstName: string; lastName: string }) =>
  `${person.lastName} ${person.firstName}`.trim();

export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  return (
    <StatusTag status={status} labels={APPLICATION_STATUS_LABELS} severities={APPLICATION_STATUS_SEVERITY} />
  );
}

const moscowTime = new Intl.DateTimeFormat('ru-RU', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SCHOOL_TIME_ZONE,
});

/**
 * «№12» with the day and time under it (the school's clock). `to`: a real link to the card (a new tab, a
 * link to share) that keeps the queue's search and filters.
 */
export function ApplicationNumberCell({ application, to }: { application: Application; to?: string }) {
  const { search } = useLocation();
  const body = (
    <>
      <span className="font-medium">{`№${application.id}`}</span>
      <small className="text-color-secondary">
        <span className="white-space-nowrap">{formatDate(application.createdAt, SCHOOL_TIME_ZONE)}</span>
        {`, ${moscowTime.format(new Date(application.createdAt))}`}
      </small>
    </>
  );
  if (!to) return <span className="flex flex-column">{body}</span>;
  return (
    <Link
      to={`${to}${search}`}
      className="flex flex-column app-application-link"
      aria-label={t.card.title(application.id)}
    >
      {body}
    </Link>
  );
}

/** The applicant's name with the e-mail and phone under it; a student's name opens their card. */
export function ApplicantCell({ application }: { application: Application }) {
  const contacts = [application.email, application.phone && formatPhone(application.phone)].filter(Boolean);
  return (
    <span className="flex flex-column align-items-start gap-1 app-name-cell">
      {application.studentId ? (
        <Link to={`/users/${application.studentId}`}>{application.name}</Link>
      ) : (
        <span>{application.name}</span>
      )}
      {contacts.length > 0 && <small className="text-color-secondary">{contacts.join(' · ')}</small>}
    </span>
  );
}

export function AssigneeCell({ assignee }: { assignee: Application['assignee'] }) {
  if (!assignee) return <span className="text-color-secondary">{t.unassigned}</span>;
  return <span>{personName(assignee)}</span>;
}

/** «через 1 ч 20 мин» (with «с опозданием» when late) or «ждёт 3 ч» with a red «Просрочена». */
export function ResponseTimeCell({ application }: { application: Application }) {
  const time = responseTime(application);
  return (
    <span className="flex flex-column align-items-start gap-1">
      <span>{time.text}</span>
      {time.overdue && (
        <Tag value={t.overdue} severity="danger" icon="pi pi-clock" className="app-status-tag" />
      )}
      {time.late && <small className="app-application-late">{t.respondedLate}</small>}
    </span>
  );
}
