import { type Payment, texts } from '@school/contracts';
import type { ListDeclaration } from '@/shared/lists/list-page';
import { paymentColumns } from './components/payment-columns';
import { SalesFilters } from './components/sales-filters';
import { SALES_URL } from './lib/sales-list-config';
import { type SalesFilter, usePayments } from './sales.api';

const t = texts.sales;

/** /sales: search, five filters and a period, payments.csv with the same search, filters and order. */
export const SALES_LIST: ListDeclaration<Payment, SalesFilter> = {
  url: SALES_URL,
  useItems: usePayments,
  label: t.title,
  columns: paymentColumns(true),
  Filters: SalesFilters,
  search: { placeholder: t.searchPlaceholder },
  export: { path: '/payments/csv', fileName: 'payments.csv' },
};
