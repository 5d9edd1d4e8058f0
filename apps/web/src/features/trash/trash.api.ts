import { trashListResponseSchema, trashRestoreResponseSchema } from '@school/contracts/trash';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import type { ListQueryParams } from '@/shared/lists/list-url';

/** The trash's filter as the URL and the API name it (contracts `trashListQuerySchema`). */
export const TRASH_FILTERS = ['section'] as const;
export type TrashFilter = (typeof TRASH_FILTERS)[number];

/** `GET /api/trash` (admins): a page of the deleted records, newest deletes first. */
export function useTrashItems(query: ListQueryParams<TrashFilter>, enabled = true) {
  return useQuery({
    queryKey: queryKeys.trash.list(query),
    queryFn: ({ signal }) => apiRequest('/trash', { query, schema: trashListResponseSchema, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * A restore or a purge: the trash refreshes; a restore also brings the record back into its own section's lists,
 * whichever that is, so every cached list is stale.
 */
function useTrashChange<R>(call: (id: number) => Promise<R>, everything: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      queryClient.invalidateQueries(everything ? undefined : { queryKey: queryKeys.trash.all }),
  });
}

/** `POST /api/trash/{id}/restore`: answers where the record is seen again. */
export const useRestoreFromTrash = () =>
  useTrashChange(
    (id: number) =>
      apiRequest(`/trash/${id}/restore`, { method: 'POST', schema: trashRestoreResponseSchema }),
    true,
  );

/** `DELETE /api/trash/{id}` (super-admins): gone for good. */
export const usePurgeFromTrash = () =>
  useTrashChange((id: number) => apiRequest(`/trash/${id}`, { method: 'DELETE' }), false);
