import {
  type ReferralStatisticsQuery,
  referralStatisticsResponseSchema,
  referralsListResponseSchema,
} from '@school/contracts/referrals';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import type { ListQueryParams } from '@/shared/lists/list-url';

/** `GET /api/referrals/statistics`: «Прибыль» of a period (the page and its route loader share it). */
export const referralStatisticsQuery = (query: ReferralStatisticsQuery) =>
  queryOptions({
    queryKey: queryKeys.referrals.statistics(query),
    queryFn: ({ signal }) =>
      apiRequest('/referrals/statistics', { query, schema: referralStatisticsResponseSchema, signal }),
  });

export function useReferralStatistics(query: ReferralStatisticsQuery) {
  return useQuery({ ...referralStatisticsQuery(query), placeholderData: keepPreviousData });
}

/** The filters of «Рефералы» as the URL and the API name them (contracts `referralsFilterSchema`). */
export const REFERRALS_FILTERS = ['kind', 'flag', 'dateFrom', 'dateTo'] as const;
export type ReferralsFilter = (typeof REFERRALS_FILTERS)[number];
export type ReferralsQuery = ListQueryParams<ReferralsFilter>;

/** `GET /api/referrals/list`: one page of «Рефералы». */
export function useReferrals(query: ReferralsQuery, enabled = true) {
  return useQuery({
    queryKey: queryKeys.referrals.list(query),
    queryFn: ({ signal }) =>
      apiRequest('/referrals/list', { query, schema: referralsListResponseSchema, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** referrals.csv: the list's search, filters and order, streamed by the server. */
export const REFERRALS_CSV = { path: '/referrals/list/csv', fileName: 'referrals.csv' };
