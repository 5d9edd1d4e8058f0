import {
  formatDate,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUS_SEVERITY,
  type Payment,
  type PaymentStatus,
  SCHOOL_TIME_ZONE,
  texts,
} from '@school/contracts';
import { Link, useLocation } from 'react-router';
import { StatusTag } from '@/shared/ui/status-tag';

const t = texts.payments;

export const studentName = (student: { firstName: string; lastName: string }) =>
  `${student.lastName} ${student.firstName}`.trim();

/** The student (a link to their card) with the e-mail under it; a deleted student's payment stays. */
export function PaymentStudentCell({ student }: { student: Payment['student'] }) {
  if (!student) return <span className="text-color-secondary">{t.deletedStudent}</span>;
  return (
    <span className="flex flex-column align-items-start gap-1 app-name-cell">
      <Link to={`/users/${student.id}`}>{studentName(student)}</Link>
      <small className="text-color-secondary">{student.email}</small>
    </span>
  );
}

export function PaymentStatusTag({ status }: { status: PaymentStatus }) {
  return <StatusTag status={status} labels={PAYMENT_STATUS_LABELS} severities={PAYMENT_STATUS_SEVERITY} />;
}

const moscowTime = new Intl.DateTimeFormat('ru-RU', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SCHOOL_TIME_ZONE,
});

/** The day on the school's clock with the time under it, so the column stays narrow. */
export function PaymentDateCell({ at }: { at: string }) {
  return (
    <span className="flex flex-column">
      <span>{formatDate(at, SCHOOL_TIME_ZONE)}</span>
      <small className="text-color-secondary">{moscowTime.format(new Date(at))}</small>
    </span>
  );
}

/**
 * /sales: the date opens the payment's card (a real link: a new tab, a link to share), keeping the list's
 * search and filters; its name says which payment.
 */
export function PaymentCardLink({ id, at }: { id: number; at: string }) {
  const { search } = useLocation();
  return (
    <Link to={`/sales/${id}${search}`} className="flex flex-column app-payment-link">
      <span>{formatDate(at, SCHOOL_TIME_ZONE)}</span>
      <small>{moscowTime.format(new Date(at))}</small>
      <span className="p-hidden-accessible">{`, ${texts.payments.card.title(id)}`}</span>
    </Link>
  );
}
