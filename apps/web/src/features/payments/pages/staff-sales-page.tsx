import '../payments.css';
import { texts } from '@school/contracts';
import { ListPage, useListPage } from '@/shared/lists/list-page';
import { PaymentTotals } from '../components/payment-totals';
import { STAFF_SALES_LIST, useStaffSalesOfRoute } from '../staff-sales.list';

const t = texts.payments;

/**
 * The «Продажи курсов» tab of /profile and /admins/{id}: that person's course sales with the totals of the
 * chosen period (the same answer carries both, so they always agree). A curator sees their own only.
 */
export function StaffSalesPage() {
  const page = useListPage(STAFF_SALES_LIST);
  // The list's own request (one cache entry): its answer carries the totals too.
  const sales = useStaffSalesOfRoute(page.list.query, true);
  return (
    <ListPage
      page={page}
      title={t.staff.title}
      level={2}
      summary={
        // A failed answer is already shown by the list's error row with its own «Повторить».
        <PaymentTotals totals={sales.data?.totals} label={t.totalsLabel} failed={sales.isError} />
      }
      empty={{ title: t.staff.emptyTitle, hint: t.staff.emptyHint, icon: 'pi-shopping-cart' }}
    />
  );
}
