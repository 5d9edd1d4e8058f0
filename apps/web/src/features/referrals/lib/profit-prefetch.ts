import { queryClient } from '@/shared/api/query-client';
import { schoolToday } from '@/shared/lib/statistics-period-url';
import { readStatisticsView } from '@/shared/lib/statistics-view';
import { referralStatisticsQuery } from '../referrals.api';

/** «Прибыль»'s figures asked while the page's chunk loads (the route loader calls it, without waiting). */
export function prefetchProfit(url: string): Promise<void> {
  const { badUrl: _badUrl, ...query } = readStatisticsView(new URL(url).searchParams, schoolToday());
  return queryClient.prefetchQuery(referralStatisticsQuery(query));
}
