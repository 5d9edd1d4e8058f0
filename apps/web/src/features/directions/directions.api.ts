import {
  type Direction,
  type DirectionCreateBody,
  type DirectionUpdateBody,
  directionSchema,
  listResponseSchema,
} from '@school/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import type { ListQueryParams } from '@/shared/lists/list-url';

const directionListSchema = listResponseSchema(directionSchema);
type DirectionsQuery = ListQueryParams;

/** Every direction in site order; the course pickers ask the same (one cache entry). */
const ORDERED = { take: 100, orderBy: 'position:asc' };

export function useDirections(query: DirectionsQuery) {
  return useQuery({
    queryKey: queryKeys.directions.list(query),
    queryFn: ({ signal }) => apiRequest('/directions', { query, schema: directionListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every direction in site order (the API's page maximum; directions are a short list). */
function orderedDirectionsQuery() {
  return queryOptions({
    queryKey: queryKeys.directions.list(ORDERED),
    queryFn: ({ signal }) =>
      apiRequest('/directions', {
        query: ORDERED,
        schema: directionListSchema,
        signal,
      }),
  });
}

export function useCreateDirection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DirectionCreateBody) =>
      apiRequest('/directions', { method: 'POST', body, schema: directionSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.directions.all }),
  });
}

export function useUpdateDirection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DirectionUpdateBody }) =>
      apiRequest(`/directions/${id}`, { method: 'PATCH', body, schema: directionSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.directions.all }),
  });
}

export function useDeleteDirection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/directions/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.directions.all }),
  });
}

/**
 * Moves one direction to another place in the whole site order. The contract has no bulk reorder, so the
 * directions are renumbered 0..n−1 and only those whose position changed are patched.
 */
export function useMoveDirection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, targetId }: { id: number; targetId: number }) => {
      const { items } = await queryClient.fetchQuery({ ...orderedDirectionsQuery(), staleTime: 0 });
      const from = items.findIndex((item) => item.id === id);
      const to = items.findIndex((item) => item.id === targetId);
      if (from < 0 || to < 0) return;
      const ordered: Direction[] = [...items];
      const [moved] = ordered.splice(from, 1);
      ordered.splice(to, 0, moved!);
      for (const [position, item] of ordered.entries()) {
        if (item.position !== position) {
          await apiRequest(`/directions/${item.id}`, { method: 'PATCH', body: { position } });
        }
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.directions.all }),
  });
}
