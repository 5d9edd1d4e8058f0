import { type PaymentCard, texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Skeleton } from 'primereact/skeleton';
import { useLocation, useNavigate, useParams } from 'react-router';
import { EmptyState } from '@/shared/lists/empty-state';
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
    <Dialog
      visible
      onHide={close}
      header={
        <span className="flex flex-wrap align-items-center gap-2">
          {t.title(id)}
          {payment.data && <PaymentStatusTag status={payment.data.status} />}
        </span>
      }
      className="app-dialog"
      style={{ width: '46rem' }}
      breakpoints={{ '640px': '100vw' }}
      ariaCloseIconLabel={texts.common.close}
      draggable={false}
    >
      {payment.data ? (
        <CardBody payment={payment.data} />
      ) : payment.isError ? (
        <EmptyState
          icon="pi-exclamation-triangle"
          title={t.loadFailed}
          hint={texts.lists.loadFailedHint}
          action={
            <Button icon="pi pi-refresh" label={texts.common.retry} onClick={() => void payment.refetch()} />
          }
        />
      ) : (
        <div className="flex flex-column gap-3" aria-busy="true">
          {[1, 2, 3, 4, 5, 6].map((line) => (
            <Skeleton key={line} height="1.25rem" />
          ))}
        </div>
      )}
    </Dialog>
  );
}
