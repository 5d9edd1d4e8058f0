import {
  formatDate,
  formatDateTime,
  formatPhone,
  GENDER_LABELS,
  type Student,
  texts,
} from '@school/contracts';
import { type RecordFact, RecordFacts } from '@/shared/ui/record-facts';
import { SubscriptionCell } from './student-cells';

const t = texts.students;

/** Everything known about the student, as a definition list. */
export function StudentFacts({ student }: { student: Student }) {
  const facts: RecordFact[] = [
    [t.email, student.email],
    [t.phone, student.phone ? formatPhone(student.phone) : texts.common.notSet],
    [t.gender, student.gender ? GENDER_LABELS[student.gender] : texts.common.notSet],
    [t.birthDate, student.birthDate ? formatDate(student.birthDate) : texts.common.notSet],
    [t.subscription, <SubscriptionCell key="subscription" subscription={student.subscription} />],
    [t.courses, student.courseCount],
    [t.createdAt, formatDateTime(student.createdAt)],
    [t.lastSeenAt, student.lastSeenAt ? formatDateTime(student.lastSeenAt) : texts.common.notSet],
    [t.viewed, student.isViewed ? texts.common.yes : texts.common.no],
  ];
  return (
    <div>
      <h2 className="app-card-title mb-3">{t.detailsTitle}</h2>
      <RecordFacts facts={facts} className="app-student-facts" />
    </div>
  );
}
