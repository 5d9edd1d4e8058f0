import { type Payment, texts } from '@school/contracts';
import type { ListDeclaration } from '@/shared/lists/list-page';
import { paymentColumns } from './components/payment-columns';
import { PaymentFilters } from './components/payment-filters';
import { PAYMENTS_URL } from './lib/payments-list-config';
import { type PaymentsFilter, usePayments } from './payments.api';

const t = texts.payments;

/** /sales: search, five filters and a period, payments.csv with the same search, filters and order. */
export const PAYMENTS_LIST: ListDeclaration<Payment, PaymentsFilter> = {
  url: PAYMENTS_URL,
  useItems: usePayments,
  label: t.title,
  columns: paymentColumns(true),
  Filters: PaymentFilters,
  search: { placeholder: t.searchPlaceholder },
  export: { path: '/payments/csv', fileName: 'payments.csv' },
};
