import {
  formatDateTime,
  formatPhone,
  PAYMENT_PROVIDER_LABELS,
  type PaymentCard,
  SCHOOL_TIME_ZONE,
  texts,
} from '@school/contracts';
import { Button } from 'primereact/button';
import { Link } from 'react-router';
import { showSuccess } from '@/shared/toast/toast-store';
import { MoneyCell } from '@/shared/ui/money-cell';
import { type RecordFact, RecordFacts } from '@/shared/ui/record-facts';
import { studentName } from './payment-cells';

const t = texts.payments.card;

function Purchase({ payment }: { payment: PaymentCard }) {
  if (payment.course) return <Link to={`/courses/${payment.course.id}`}>{payment.course.name}</Link>;
  if (payment.subscription) return <>{`${t.subscription}: ${payment.subscription.plan}`}</>;
  return <>{payment.title}</>;
}

function ProviderId({ id }: { id: string }) {
  const copy = () => void navigator.clipboard?.writeText(id).then(() => showSuccess(t.copied));
  return (
    <span className="inline-flex align-items-center gap-1">
      <code>{id}</code>
      <Button
        type="button"
        icon="pi pi-copy"
        text
        rounded
        size="small"
        aria-label={t.copy}
        tooltip={t.copy}
        onClick={copy}
      />
    </span>
  );
}

/** What the card tells about a payment, as label–value pairs. */
export function PaymentFacts({ payment }: { payment: PaymentCard }) {
  const { student } = payment;
  const facts: RecordFact[] = [
    [
      t.student,
      student ? (
        <Link key="student" to={`/users/${student.id}`}>
          {studentName(student)}
        </Link>
      ) : (
        texts.payments.deletedStudent
      ),
    ],
    ...(student ? ([[t.email, student.email]] as RecordFact[]) : []),
    ...(student?.phone ? ([[t.phone, formatPhone(student.phone)]] as RecordFact[]) : []),
    [t.purchase, <Purchase key="purchase" payment={payment} />],
    [t.provider, PAYMENT_PROVIDER_LABELS[payment.provider]],
    [t.providerPaymentId, <ProviderId key="id" id={payment.providerPaymentId} />],
    [t.amount, <MoneyCell key="amount" value={payment.amount} />],
    [t.fee, <MoneyCell key="fee" value={payment.fee} />],
    [t.refunded, <MoneyCell key="refunded" value={payment.refundedAmount} />],
    [t.refundable, <MoneyCell key="refundable" value={payment.refundableAmount} />],
    [t.createdAt, formatDateTime(payment.createdAt, SCHOOL_TIME_ZONE)],
    ...(payment.paidAt
      ? ([[t.paidAt, formatDateTime(payment.paidAt, SCHOOL_TIME_ZONE)]] as RecordFact[])
      : []),
    [t.referral, payment.hasReferral ? texts.payments.withReferral : texts.payments.noReferral],
  ];
  return <RecordFacts facts={facts} />;
}
