import {
  type PaymentsStatisticsQuery,
  paymentsStatisticsResponseSchema,
  refundStatisticsResponseSchema,
  type StatisticsPeriod,
  subscriptionStatisticsResponseSchema,
} from '@school/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

/** `GET /api/payments/statistics`: the sign-up statistics of each period and their totals. */
export function usePaymentsStatistics(query: PaymentsStatisticsQuery) {
  return useQuery({
    queryKey: queryKeys.salesStatistics.payments(query),
    queryFn: ({ signal }) =>
      apiRequest('/payments/statistics', { query, schema: paymentsStatisticsResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/subscriptions/statistics/refund`: refunds of the period's payments per provider. */
export function useRefundStatistics(period: StatisticsPeriod) {
  return useQuery({
    queryKey: queryKeys.salesStatistics.refunds(period),
    queryFn: ({ signal }) =>
      apiRequest('/subscriptions/statistics/refund', {
        query: period,
        schema: refundStatisticsResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/subscriptions/statistics`: active subscriptions, MRR and its movements by month, retention. */
export function useSubscriptionStatistics(period: StatisticsPeriod) {
  return useQuery({
    queryKey: queryKeys.salesStatistics.subscriptions(period),
    queryFn: ({ signal }) =>
      apiRequest('/subscriptions/statistics', {
        query: period,
        schema: subscriptionStatisticsResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** payment-statistics.csv: one row per period, the page's period and grouping. */
export const PAYMENT_STATISTICS_CSV = {
  path: '/payments/statistics/csv',
  fileName: 'payment-statistics.csv',
};
