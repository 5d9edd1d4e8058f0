import { onboardingStatisticsResponseSchema, type StatisticsPeriod } from '@school/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

/** `GET /api/students/onboarding/statistics`: the funnel of the students who signed up in the period. */
export function useOnboardingStatistics(period: StatisticsPeriod) {
  return useQuery({
    queryKey: queryKeys.onboarding.statistics(period),
    queryFn: ({ signal }) =>
      apiRequest('/students/onboarding/statistics', {
        query: period,
        schema: onboardingStatisticsResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}
