import {
  type ApplicationCard,
  formatDateTime,
  formatPhone,
  SCHOOL_TIME_ZONE,
  texts,
} from '@school/contracts';
import { Link } from 'react-router';
import { type RecordFact, RecordFacts } from '@/shared/ui/record-facts';
import { responseTime } from '../../lib/response-time';
import { personName } from '../application-cells';

const t = texts.applications;

/** The course links to its page; a service or a marketplace offer is named as it was asked for. */
function Target({ application }: { application: ApplicationCard }) {
  if (application.course) {
    return <Link to={`/courses/${application.course.id}`}>{application.course.name}</Link>;
  }
  return <>{application.service?.name ?? application.targetTitle}</>;
}

function Applicant({ application }: { application: ApplicationCard }) {
  if (application.student) {
    return <Link to={`/users/${application.student.id}`}>{personName(application.student)}</Link>;
  }
  return (
    <>
      {application.name} <span className="text-color-secondary">{`(${t.card.guest})`}</span>
    </>
  );
}

/** What the card tells about an application, as label–value pairs. */
export function ApplicationFacts({ application }: { application: ApplicationCard }) {
  const time = responseTime(application);
  const at = (value: string) => formatDateTime(value, SCHOOL_TIME_ZONE);
  const facts: RecordFact[] = [
    [t.card.applicant, <Applicant key="applicant" application={application} />],
    ...(application.email ? ([[t.card.email, application.email]] as RecordFact[]) : []),
    ...(application.phone ? ([[t.card.phone, formatPhone(application.phone)]] as RecordFact[]) : []),
    [t.target[application.kind], <Target key="target" application={application} />],
    [
      t.card.message,
      application.message ? (
        <span key="message" className="app-application-message">
          {application.message}
        </span>
      ) : (
        <span key="message" className="text-color-secondary">
          {t.card.messageEmpty}
        </span>
      ),
    ],
    [t.card.source, t.card.sources[application.source]],
    [t.card.createdAt, at(application.createdAt)],
    [t.card.responseDueAt, at(application.responseDueAt)],
    ...(application.firstResponseAt
      ? ([[t.card.firstResponseAt, at(application.firstResponseAt)]] as RecordFact[])
      : []),
    [
      t.card.responseTime,
      <span key="response" className="flex flex-wrap align-items-center gap-2">
        {time.text}
        {time.overdue && <span className="app-application-overdue">{t.overdue}</span>}
        {time.late && <span className="app-application-late">{t.respondedLate}</span>}
      </span>,
    ],
  ];
  return <RecordFacts facts={facts} />;
}
