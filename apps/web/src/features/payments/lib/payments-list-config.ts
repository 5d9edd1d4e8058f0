import {
  PAYMENT_LIST_MAX_ROWS,
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  PAYMENT_TYPE_FILTER_LABELS,
  PAYMENT_TYPE_FILTERS,
} from '@school/contracts';
import type { SelectOption } from '@/shared/forms/select-field';
import type { ListConfig } from '@/shared/lists/list-url';
import {
  PAYMENTS_FILTERS,
  type PaymentsFilter,
  STAFF_SALES_FILTERS,
  type StaffSalesFilter,
} from '../payments.api';

/** /sales: every filter in the URL, newest payments first unless the URL says otherwise. */
export const PAYMENTS_URL: ListConfig<PaymentsFilter> = {
  filters: PAYMENTS_FILTERS,
  defaultSort: 'createdAt:desc',
  maxRows: PAYMENT_LIST_MAX_ROWS,
};

/** The profile tab «Продажи курсов»: a period, paging. */
export const STAFF_SALES_URL: ListConfig<StaffSalesFilter> = {
  filters: STAFF_SALES_FILTERS,
  defaultSort: 'createdAt:desc',
  maxRows: PAYMENT_LIST_MAX_ROWS,
};

/** «Все» is the absence of the parameter, so no option stands for it. */
export const statusOptions: SelectOption[] = PAYMENT_STATUSES.map((status) => ({
  label: PAYMENT_STATUS_LABELS[status],
  value: status,
}));

export const providerOptions: SelectOption[] = PAYMENT_PROVIDERS.map((provider) => ({
  label: PAYMENT_PROVIDER_LABELS[provider],
  value: provider,
}));

export const typeOptions: SelectOption[] = PAYMENT_TYPE_FILTERS.filter((type) => type !== 'all').map(
  (type) => ({ label: PAYMENT_TYPE_FILTER_LABELS[type], value: type }),
);
