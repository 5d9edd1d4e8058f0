import {
  type CancelReason,
  type CancelReasonUpdateBody,
  cancellationsResponseSchema,
  cancelReasonSchema,
  cancelReasonStatisticsResponseSchema,
  cancelReasonsResponseSchema,
  recordDeleteResponseSchema,
  type StatisticsPeriod,
} from '@school/contracts';
import { cancelReasonsTexts } from '@school/contracts/texts/cancel-reasons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { isApiError } from '@/shared/api/api-error';
import { notifyError } from '@/shared/api/notify-error';
import { queryKeys } from '@/shared/api/query-keys';
import { showError } from '@/shared/toast/toast-store';

const keys = queryKeys.cancelReasons;
type ReasonList = { items: CancelReason[]; total: number };

export function useCancelReasons() {
  return useQuery({
    queryKey: keys.list(),
    queryFn: ({ signal }) => apiRequest('/cancel-reasons', { schema: cancelReasonsResponseSchema, signal }),
    meta: { silentError: true },
  });
}

/** Any change of a reason may change the statistics' rows too (a title, a hidden reason). */
export function useRefreshReasons() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all });
}

export function useCreateCancelReason() {
  const refresh = useRefreshReasons();
  return useMutation({
    mutationFn: (title: string) =>
      apiRequest('/cancel-reasons', { method: 'POST', body: { title }, schema: cancelReasonSchema }),
    onSuccess: refresh,
  });
}

export function useUpdateCancelReason() {
  const refresh = useRefreshReasons();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CancelReasonUpdateBody }) =>
      apiRequest(`/cancel-reasons/${id}`, { method: 'PATCH', body, schema: cancelReasonSchema }),
    onSuccess: refresh,
  });
}

/** The new order shows at once; a refusal (someone changed the list meanwhile) puts the server's back. */
export function useReorderCancelReasons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiRequest('/cancel-reasons/order', {
        method: 'PUT',
        body: { ids },
        schema: cancelReasonsResponseSchema,
      }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: keys.list() });
      const before = queryClient.getQueryData<ReasonList>(keys.list());
      if (before) {
        const byId = new Map(before.items.map((item) => [item.id, item]));
        const items = ids.flatMap((id, position) => {
          const item = byId.get(id);
          return item ? [{ ...item, position }] : [];
        });
        queryClient.setQueryData<ReasonList>(keys.list(), { items, total: before.total });
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(keys.list(), context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useDeleteCancelReason() {
  const refresh = useRefreshReasons();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/cancel-reasons/${id}`, { method: 'DELETE', schema: recordDeleteResponseSchema }),
    onSuccess: refresh,
    meta: { silentError: true },
    // In use (a cancellation named it since the page loaded): say what to do instead.
    onError: (error) => {
      if (isApiError(error) && error.status === 409) showError(cancelReasonsTexts.cancelReasons.inUse);
      else notifyError(error);
      refresh();
    },
  });
}

export function useCancelReasonStatistics(period: StatisticsPeriod) {
  return useQuery({
    queryKey: keys.statistics(period),
    queryFn: ({ signal }) =>
      apiRequest('/cancel-reasons/statistics', {
        query: period,
        schema: cancelReasonStatisticsResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

export type CancellationsParams = StatisticsPeriod & { reasonId: number; skip: number; take: number };

export function useCancellations(params: CancellationsParams | null) {
  return useQuery({
    queryKey: keys.cancellations(params ?? {}),
    queryFn: ({ signal }) => {
      const { reasonId, ...query } = params!;
      return apiRequest(`/cancel-reasons/${reasonId}/cancellations`, {
        query,
        schema: cancellationsResponseSchema,
        signal,
      });
    },
    enabled: params !== null,
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}
