import { type Payment, texts } from '@school/contracts';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { DateRangeFilter } from '@/shared/lists/date-range-filter';
import type { ListDeclaration } from '@/shared/lists/list-page';
import type { ListController } from '@/shared/lists/use-list-state';
import { currentUserQuery } from '@/shared/session/current-user';
import { paymentColumns } from './components/payment-columns';
import { STAFF_SALES_URL } from './lib/payments-list-config';
import { type StaffSalesFilter, useStaffSales } from './payments.api';

const t = texts.payments;

/** `/admins/{id}/sales-courses` for that person, `/profile/sales-courses` for oneself. */
export function useStaffSalesOfRoute(query: Parameters<typeof useStaffSales>[1], enabled: boolean) {
  const params = useParams();
  const me = useQuery({ ...currentUserQuery(), enabled: params.id === undefined });
  return useStaffSales(params.id ? Number(params.id) : me.data?.id, query, enabled);
}

function StaffSalesFilters({ list }: { list: ListController<StaffSalesFilter> }) {
  return (
    <DateRangeFilter
      dateFrom={list.filters.dateFrom}
      dateTo={list.filters.dateTo}
      onChange={list.setFilters}
      label={t.period}
    />
  );
}

/** The profile tab «Продажи курсов»: sales of the person's courses, a period, paging; totals beside. */
export const STAFF_SALES_LIST: ListDeclaration<Payment, StaffSalesFilter> = {
  url: STAFF_SALES_URL,
  useItems: useStaffSalesOfRoute,
  label: t.staff.title,
  columns: paymentColumns(false),
  Filters: StaffSalesFilters,
  search: false,
};
