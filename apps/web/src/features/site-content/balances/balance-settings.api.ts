import { courseListItemSchema, listResponseSchema } from '@school/contracts';
import {
  type CommissionRulesBody,
  commissionRulesResponseSchema,
  type EarningsSettingsBody,
  earningsSettingsSchema,
} from '@school/contracts/balances';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

/** `GET /api/commission-rules`: who earns what (any staff reads; admins edit). */
export function useCommissionRules() {
  return useQuery({
    queryKey: queryKeys.balances.rules(),
    queryFn: ({ signal }) =>
      apiRequest('/commission-rules', { schema: commissionRulesResponseSchema, signal }),
  });
}

/** `GET /api/earnings-settings`: the minimum withdrawal (the same cache entry /earnings reads). */
export function useBalanceSettings() {
  return useQuery({
    queryKey: queryKeys.balances.settings(),
    queryFn: ({ signal }) => apiRequest('/earnings-settings', { schema: earningsSettingsSchema, signal }),
  });
}

/** Saving either refreshes everything of balances (the minimum shows on /earnings too). */
export function useSaveCommissionRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommissionRulesBody) =>
      apiRequest('/commission-rules', { method: 'PUT', body, schema: commissionRulesResponseSchema }),
    // Field errors are shown next to the fields, not as a toast.
    meta: { silentError: true },
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.balances.rules(), answer);
      return queryClient.invalidateQueries({ queryKey: queryKeys.balances.all });
    },
  });
}

export function useSaveBalanceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EarningsSettingsBody) =>
      apiRequest('/earnings-settings', { method: 'PUT', body, schema: earningsSettingsSchema }),
    meta: { silentError: true },
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.balances.settings(), answer);
      return queryClient.invalidateQueries({ queryKey: queryKeys.balances.all });
    },
  });
}

/** Courses by name for a course-specific rule (`/api/courses`, admins), the first 20 matches. */
export function useRuleCourseOptions(search: string, enabled: boolean) {
  const query = { search, take: 20, orderBy: 'name:asc' };
  return useQuery({
    queryKey: queryKeys.courses.list(query),
    queryFn: ({ signal }) =>
      apiRequest('/courses', { query, schema: listResponseSchema(courseListItemSchema), signal }),
    select: (answer) => answer.items,
    placeholderData: keepPreviousData,
    enabled,
  });
}
