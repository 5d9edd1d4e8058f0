import '../payments.css';
import { texts } from '@school/contracts';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ListPage, useListPage } from '@/shared/lists/list-page';
import { PaymentTotals } from '../components/payment-totals';
import { usePaymentTotals } from '../payments.api';
import { PAYMENTS_LIST } from '../payments.list';

const t = texts.payments;

/**
 * /sales «Продажи»: the totals of the current search and filters above the payments list; a row (click or
 * Enter) opens its card, /sales/{id}, over the list (the child route's dialog), keeping the list's URL.
 */
export function PaymentsPage() {
  const page = useListPage(PAYMENTS_LIST);
  const totals = usePaymentTotals(page.list.query);
  const navigate = useNavigate();
  const { search } = useLocation();
  // The date cell is the card's link as well (a new tab, a link to share); no column of row buttons.
  const cardPath = (id: number) => ({ pathname: `/sales/${id}`, search });

  return (
    <ListPage
      page={page}
      title={t.title}
      hint={t.hint}
      summary={
        <PaymentTotals
          totals={totals.data}
          label={t.totalsLabel}
          failed={totals.isError}
          onRetry={() => void totals.refetch()}
        />
      }
      empty={{ title: t.emptyTitle, hint: t.emptyHint, icon: 'pi-wallet' }}
      onRowOpen={(row) => navigate(cardPath(row.id))}
    >
      <Outlet />
    </ListPage>
  );
}
