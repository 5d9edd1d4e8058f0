import {
  type PaymentRefundBody,
  type PaymentStatusBody,
  paymentCardSchema,
  paymentsListResponseSchema,
  paymentTotalsSchema,
  staffSalesResponseSchema,
} from '@school/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import type { ListQueryParams } from '@/shared/lists/list-url';

/** The filters of /sales as the URL and the API name them (contracts `paymentsFilterSchema`). */
export const PAYMENTS_FILTERS = [
  'status',
  'provider',
  'type',
  'courseId',
  'dateFrom',
  'dateTo',
  'createdBefore',
] as const;
export type PaymentsFilter = (typeof PAYMENTS_FILTERS)[number];
export type PaymentsQuery = ListQueryParams<PaymentsFilter>;

/** `GET /api/payments`: one page of the list. */
export function usePayments(query: PaymentsQuery, enabled = true) {
  return useQuery({
    queryKey: queryKeys.payments.list(query),
    queryFn: ({ signal }) => apiRequest('/payments', { query, schema: paymentsListResponseSchema, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The list's query without paging and order: what `/api/payments/totals` sums. */
export function totalsQuery({ skip: _skip, take: _take, orderBy: _orderBy, ...filter }: PaymentsQuery) {
  return filter;
}

/** `GET /api/payments/totals`: the exact sums of the current search and filters. */
export function usePaymentTotals(query: PaymentsQuery, enabled = true) {
  const filter = totalsQuery(query);
  return useQuery({
    queryKey: queryKeys.payments.totals(filter),
    queryFn: ({ signal }) =>
      apiRequest('/payments/totals', { query: filter, schema: paymentTotalsSchema, signal }),
    enabled,
  });
}

/** `GET /api/payments/{id}`: the card, with its status history and refunds. */
export function usePayment(id: number) {
  return useQuery({
    queryKey: queryKeys.payments.detail(id),
    queryFn: ({ signal }) => apiRequest(`/payments/${id}`, { schema: paymentCardSchema, signal }),
  });
}

/** A refund or a status change: the card shows the answer, lists and totals refetch. */
function usePaymentChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.payments.all });
}

/** `POST /api/payments/{id}/refunds`: a full or partial refund. */
export function useRefundPayment(id: number) {
  const changed = usePaymentChanged();
  return useMutation({
    mutationFn: (body: PaymentRefundBody) => apiRequest(`/payments/${id}/refunds`, { method: 'POST', body }),
    onSuccess: changed,
  });
}

/** `PATCH /api/payments/{id}/status`: confirm or reject an attempt. */
export function useSetPaymentStatus(id: number) {
  const changed = usePaymentChanged();
  return useMutation({
    mutationFn: (body: PaymentStatusBody) => apiRequest(`/payments/${id}/status`, { method: 'PATCH', body }),
    onSuccess: changed,
  });
}

export const STAFF_SALES_FILTERS = ['dateFrom', 'dateTo'] as const;
export type StaffSalesFilter = (typeof STAFF_SALES_FILTERS)[number];

/** `GET /api/admins/{id}/sales`: that person's course sales, with the totals of the same filter. */
export function useStaffSales(
  staffId: number | undefined,
  query: ListQueryParams<StaffSalesFilter>,
  enabled = true,
) {
  return useQuery({
    queryKey: queryKeys.payments.list({ staffId, ...query }),
    queryFn: ({ signal }) =>
      apiRequest(`/admins/${staffId}/sales`, { query, schema: staffSalesResponseSchema, signal }),
    placeholderData: keepPreviousData,
    enabled: enabled && staffId !== undefined,
  });
}
