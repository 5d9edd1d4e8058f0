import {
  STUDENT_STATUS_LABELS,
  STUDENT_STATUS_SEVERITY,
  type Student,
  SUBSCRIPTION_FILTER_LABELS,
  type TagSeverity,
  texts,
} from '@school/contracts';
import { Tag } from 'primereact/tag';
import { Link } from 'react-router';
import { StatusTag } from '@/shared/ui/status-tag';
import { studentName, subscriptionDate } from '../lib/student-text';

const SUBSCRIPTION_SEVERITY: Record<Student['subscription']['status'], TagSeverity> = {
  active: 'success',
  finished: 'warning',
  notActive: 'info',
};

/** Name (a link to the card when the caller may open it), e-mail under it, «Новый» until viewed. */
export function StudentNameCell({ student, linked }: { student: Student; linked: boolean }) {
  const name = studentName(student);
  return (
    <span className="flex flex-column align-items-start gap-1 app-name-cell app-student-name">
      <span className="flex align-items-center gap-2">
        {linked ? (
          <Link to={`/users/${student.id}`}>{name}</Link>
        ) : (
          <span className="font-semibold">{name}</span>
        )}
        {!student.isViewed && (
          <Tag value={texts.students.isNew} severity="info" rounded className="app-nowrap" />
        )}
      </span>
      <small className="text-color-secondary">{student.email}</small>
    </span>
  );
}

export function StudentStatusTag({ student }: { student: Student }) {
  return (
    <StatusTag status={student.status} labels={STUDENT_STATUS_LABELS} severities={STUDENT_STATUS_SEVERITY} />
  );
}

export function SubscriptionCell({ subscription }: { subscription: Student['subscription'] }) {
  const date = subscriptionDate(subscription);
  return (
    <span className="flex flex-column align-items-start gap-1">
      <StatusTag
        status={subscription.status}
        labels={SUBSCRIPTION_FILTER_LABELS}
        severities={SUBSCRIPTION_SEVERITY}
      />
      {date && <small className="text-color-secondary white-space-nowrap">{date}</small>}
    </span>
  );
}
