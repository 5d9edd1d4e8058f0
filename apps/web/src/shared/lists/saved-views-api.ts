import {
  type SavedView,
  type SavedViewCreateBody,
  type SavedViewUpdateBody,
  savedViewSchema,
  savedViewsResponseSchema,
} from '@school/contracts/saved-views';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { queryKeys } from '../api/query-keys';

const keys = queryKeys.savedViews;

/** A list page's saved views: the caller's own, then the team's (`GET /api/saved-views?list=`). */
export function useSavedViews(list: string | null) {
  return useQuery({
    queryKey: keys.list({ list }),
    queryFn: ({ signal }) =>
      apiRequest('/saved-views', { query: { list }, schema: savedViewsResponseSchema, signal }),
    enabled: list !== null,
    staleTime: 60_000,
  });
}

function useViewsChange<V>(call: (value: V) => Promise<SavedView | unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useCreateView = () =>
  useViewsChange((body: SavedViewCreateBody) =>
    apiRequest('/saved-views', { method: 'POST', body, schema: savedViewSchema }),
  );

export const useChangeView = () =>
  useViewsChange(({ id, body }: { id: number; body: SavedViewUpdateBody }) =>
    apiRequest(`/saved-views/${id}`, { method: 'PATCH', body, schema: savedViewSchema }),
  );

export const useRemoveView = () =>
  useViewsChange((id: number) => apiRequest(`/saved-views/${id}`, { method: 'DELETE' }));
