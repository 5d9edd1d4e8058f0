import {
  formatDateTime,
  formatMoney,
  PAYMENT_STATUS_LABELS,
  type PaymentCard,
  type PaymentStatusChange,
  SCHOOL_TIME_ZONE,
  texts,
} from '@school/contracts';
import { PaymentStatusTag, studentName } from './payment-cells';

const t = texts.payments.card;

/** Who made a change: a staff member, a provider's event, or the system. */
function changedBy(change: PaymentStatusChange): string {
  if (change.staff) return t.byStaff(studentName(change.staff));
  if (change.providerEvent) return t.byProvider(change.providerEvent);
  return t.bySystem;
}

/** The status history, oldest first: each line the new status, when, by whom, and a refund's sum. */
export function PaymentHistory({ history }: { history: PaymentCard['history'] }) {
  if (history.length === 0) return <p className="app-card-hint m-0">{t.historyEmpty}</p>;
  return (
    <ol className="app-payment-history" aria-label={t.history}>
      {history.map((change) => (
        <li key={`${change.at}-${change.toStatus}-${change.refundAmount ?? ''}`}>
          <div className="flex flex-wrap align-items-center gap-2">
            <PaymentStatusTag status={change.toStatus} />
            <span>{formatDateTime(change.at, SCHOOL_TIME_ZONE)}</span>
          </div>
          <small className="text-color-secondary">
            {changedBy(change)}
            {change.fromStatus &&
              ` · ${PAYMENT_STATUS_LABELS[change.fromStatus]} → ${PAYMENT_STATUS_LABELS[change.toStatus]}`}
            {change.refundAmount !== null && ` · ${t.refundLine(formatMoney(change.refundAmount))}`}
            {change.comment && ` · ${change.comment}`}
          </small>
        </li>
      ))}
    </ol>
  );
}

/** The refunds made, newest as the server orders them. */
export function PaymentRefunds({ refunds }: { refunds: PaymentCard['refunds'] }) {
  if (refunds.length === 0) return <p className="app-card-hint m-0">{t.refundsEmpty}</p>;
  return (
    <ul className="app-payment-history" aria-label={t.refunds}>
      {refunds.map((refund) => (
        <li key={refund.id}>
          <div className="flex flex-wrap align-items-center gap-2">
            <strong>{formatMoney(refund.amount)}</strong>
            <span>{formatDateTime(refund.createdAt, SCHOOL_TIME_ZONE)}</span>
          </div>
          <small className="text-color-secondary">
            {refund.reason ?? t.refundReasonNone}
            {refund.staff && ` · ${t.refundBy(studentName(refund.staff))}`}
          </small>
        </li>
      ))}
    </ul>
  );
}
