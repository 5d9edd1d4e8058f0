import {
  balanceHistoryResponseSchema,
  balanceStatisticsSchema,
  earningsSettingsSchema,
  MIN_WITHDRAWAL,
  type WithdrawalCreateBody,
  type WithdrawalUpdateBody,
  withdrawalSchema,
  withdrawalsBatchResponseSchema,
  withdrawalsListResponseSchema,
} from '@school/contracts/balances';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import type { ListQueryParams } from '@/shared/lists/list-url';

/** Whose money a page shows: the caller's own (`/my` endpoints) or one staff member's (admins). */
export type BalancesOwner = { own: true } | { own: false; staffId: number | undefined };

export const HISTORY_FILTERS = ['dateFrom', 'dateTo', 'kind'] as const;
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];
export type DateRange = { dateFrom?: string; dateTo?: string };

const ownerKey = (owner: BalancesOwner) => (owner.own ? 'my' : owner.staffId);

/** `GET /api/balances-history/my` or (admins) `/api/balances-history?adminId=`: one page of entries. */
export function useBalanceHistory(
  owner: BalancesOwner,
  query: ListQueryParams<HistoryFilter>,
  enabled = true,
) {
  return useQuery({
    queryKey: queryKeys.balances.list({ owner: ownerKey(owner), ...query }),
    queryFn: ({ signal }) =>
      owner.own
        ? apiRequest('/balances-history/my', { query, schema: balanceHistoryResponseSchema, signal })
        : apiRequest('/balances-history', {
            query: { ...query, adminId: owner.staffId },
            schema: balanceHistoryResponseSchema,
            signal,
          }),
    placeholderData: keepPreviousData,
    enabled: enabled && (owner.own || owner.staffId !== undefined),
  });
}

/** `GET /api/balances-history/statistics[/my]`: the balance now and the period's sums per day. */
export function useBalanceStatistics(owner: BalancesOwner, range: DateRange) {
  return useQuery({
    queryKey: queryKeys.balances.statistics({ owner: ownerKey(owner), ...range }),
    queryFn: ({ signal }) =>
      owner.own
        ? apiRequest('/balances-history/statistics/my', {
            query: range,
            schema: balanceStatisticsSchema,
            signal,
          })
        : apiRequest('/balances-history/statistics', {
            query: { ...range, adminId: owner.staffId },
            schema: balanceStatisticsSchema,
            signal,
          }),
    placeholderData: keepPreviousData,
    enabled: owner.own || owner.staffId !== undefined,
  });
}

/**
 * The current minimum withdrawal (`GET /api/earnings-settings`); MIN_WITHDRAWAL until it answers, and if the
 * settings endpoint is missing or fails (the server checks the real minimum anyway).
 */
export function useMinWithdrawal(): number {
  const settings = useQuery({
    queryKey: queryKeys.balances.settings(),
    queryFn: ({ signal }) => apiRequest('/earnings-settings', { schema: earningsSettingsSchema, signal }),
    retry: false,
    meta: { silentError: true },
  });
  return settings.data?.minWithdrawal ?? MIN_WITHDRAWAL;
}

/** `GET /api/balances-withdraws/my`: the caller's own requests, newest first (the last 20). */
export function useMyWithdrawals(enabled = true) {
  const query = { skip: 0, take: 20 };
  return useQuery({
    queryKey: queryKeys.balances.withdrawals({ owner: 'my', ...query }),
    queryFn: ({ signal }) =>
      apiRequest('/balances-withdraws/my', { query, schema: withdrawalsListResponseSchema, signal }),
    enabled,
  });
}

export const QUEUE_FILTERS = ['status'] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];
/** The queue's status filter: «Ожидают» unless the URL says otherwise. */
export const QUEUE_DEFAULT_STATUS = 'requested';

/** `GET /api/balances-withdraws` (admins): one page of the payout queue. */
export function useWithdrawalsQueue(query: ListQueryParams<QueueFilter>, enabled = true) {
  const params = { ...query, status: query.status ?? QUEUE_DEFAULT_STATUS };
  return useQuery({
    queryKey: queryKeys.balances.withdrawals({ owner: 'all', ...params }),
    queryFn: ({ signal }) =>
      apiRequest('/balances-withdraws', { query: params, schema: withdrawalsListResponseSchema, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

function useBalancesChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.balances.all });
}

/**
 * `POST /api/balances-withdraws` with the dialog's `Idempotency-Key`: a retry of the same opening (a double
 * click, a lost answer) gets the first request back, and the money moves once.
 */
export function useRequestWithdrawal() {
  const changed = useBalancesChanged();
  return useMutation({
    mutationFn: ({ body, key }: { body: WithdrawalCreateBody; key: string }) =>
      apiRequest('/balances-withdraws', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
        schema: withdrawalSchema,
      }),
    onSuccess: changed,
  });
}

/** `POST /api/balances-withdraws/batch` (admins): mark the chosen requests paid, all or none. */
export function usePayWithdrawals() {
  const changed = useBalancesChanged();
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiRequest('/balances-withdraws/batch', {
        method: 'POST',
        body: { ids, status: 'paid' },
        schema: withdrawalsBatchResponseSchema,
      }),
    onSettled: changed,
  });
}

/** `PATCH /api/balances-withdraws/{id}` (admins): reject with a reason, the money returns to the balance. */
export function useRejectWithdrawal(id: number) {
  const changed = useBalancesChanged();
  return useMutation({
    mutationFn: (body: Extract<WithdrawalUpdateBody, { status: 'rejected' }>) =>
      apiRequest(`/balances-withdraws/${id}`, { method: 'PATCH', body, schema: withdrawalSchema }),
    onSuccess: changed,
  });
}
