import { dashboardSchema } from '@school/contracts/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

/**
 * `GET /api/dashboard`: the caller's «Главная». Not polled: the shell's pulse invalidates it when something
 * happens (use-applications-pulse.ts), so the layout keeps one poll.
 */
export function useDashboard(staleHours: number) {
  const params = { staleHours };
  return useQuery({
    queryKey: queryKeys.dashboard.board(params),
    queryFn: ({ signal }) => apiRequest('/dashboard', { query: params, schema: dashboardSchema, signal }),
    placeholderData: keepPreviousData,
  });
}
