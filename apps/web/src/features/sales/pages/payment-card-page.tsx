import { type PaymentCard, texts } from '@school/contracts';
import { useLocation, useNavigate, useParams } from 'react-router';
import { RecordDialog } from '@/shared/ui/record-dialog';
import { PaymentActions } from '../components/payment-actions';
import { PaymentStatusTag } from '../components/payment-cells';
import { PaymentFacts } from '../components/payment-facts';
import { PaymentHistory, PaymentRefunds } from '../components/payment-history';
import { usePayment } from '../sales.api';

const t = texts.sales.card;

function CardBody({ payment }: { payment: PaymentCard }) {
  return (
    <div className="flex flex-column gap-4">
      <PaymentActions payment={payment} />
      <PaymentFacts payment={payment} />
      <section aria-labelledby="payment-history">
        <h3 id="payment-history" className="text-lg mt-0 mb-2">
          {t.history}
        </h3>
        <PaymentHistory history={payment.history} />
      </section>
      <section aria-labelledby="payment-refunds">
        <h3 id="payment-refunds" className="text-lg mt-0 mb-2">
          {t.refunds}
        </h3>
        <PaymentRefunds refunds={payment.refunds} />
      </section>
    </div>
  );
}

/**
 * /sales/{id}: the payment card over the list, as a dialog whose payment is in the URL (a link to share,
 * Back closes it). Closing returns to the list with its search, filters and page as they were.
 */
export function PaymentCardPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { search } = useLocation();
  const payment = usePayment(id);
  const close = () => navigate({ pathname: '/sales', search });

  return (
    <RecordDialog
      record={payment}
      title={t.title(id)}
      badges={(data) => <PaymentStatusTag status={data.status} />}
      loadFailed={t.loadFailed}
      onClose={close}
    >
      {(data) => <CardBody payment={data} />}
    </RecordDialog>
  );
}
