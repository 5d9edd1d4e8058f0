import { queryClient } from '@/shared/api/query-client';
import { schoolToday } from '@/shared/lib/statistics-period-url';
import { referralStatisticsQuery } from '../referrals.api';
import { readProfitView } from './profit-period';

/** «Прибыль»'s figures asked while the page's chunk loads (the route loader calls it, without waiting). */
export function prefetchProfit(url: string): Promise<void> {
  const { badUrl: _badUrl, ...query } = readProfitView(new URL(url).searchParams, schoolToday());
  return queryClient.prefetchQuery(referralStatisticsQuery(query));
}
