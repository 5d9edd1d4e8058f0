import { texts } from '@school/contracts';
import { undoTexts } from '@school/contracts/texts/undo';
import { RecordDialog, RecordSection } from '@/shared/ui/record-dialog';
import { PaymentActions } from '../components/payment-actions';
import { PaymentStatusTag } from '../components/payment-cells';
import { PaymentFacts } from '../components/payment-facts';
import { PaymentHistory, PaymentRefunds } from '../components/payment-history';
import { usePayment } from '../payments.api';

const t = texts.payments.card;

/** /sales/{id}: the payment card over the list (its actions, facts, history and refunds). */
export function PaymentCardPage() {
  return (
    <RecordDialog
      useRecord={usePayment}
      history="payment"
      texts={t}
      badges={(payment) => <PaymentStatusTag status={payment.status} />}
    >
      {(payment) => (
        <>
          <PaymentActions payment={payment} />
          <PaymentFacts payment={payment} />
          <RecordSection id="payment-history" title={t.history}>
            <PaymentHistory history={payment.history} />
          </RecordSection>
          <RecordSection id="payment-refunds" title={t.refunds}>
            <PaymentRefunds refunds={payment.refunds} />
            <p className="app-card-hint mt-2 mb-0">
              <i className="pi pi-lock mr-2" aria-hidden="true" />
              {undoTexts.paymentNotDeleted}
            </p>
          </RecordSection>
        </>
      )}
    </RecordDialog>
  );
}
