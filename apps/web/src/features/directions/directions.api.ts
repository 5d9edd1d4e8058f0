import { type Direction, directionSchema, listResponseSchema } from '@school/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import { recordsApi } from '@/shared/records/records-api';

/** The list, the dialog's save and the delete (the server's `recordRoutes`). */
export const directionsApi = recordsApi('/directions', directionSchema, queryKeys.directions);
const directionListSchema = listResponseSchema(directionSchema);

/** Every direction in site order; the course pickers ask the same (one cache entry). */
const ORDERED = { take: 100, orderBy: 'position:asc' };

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
