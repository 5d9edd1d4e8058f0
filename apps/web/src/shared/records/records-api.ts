import { listResponseSchema, recordDeleteResponseSchema } from '@school/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../api/api-client';
import { domainKeys } from '../api/query-keys';
import type { ListQueryParams } from '../lists/list-url';

/**
 * The calls of a section of records (the server's `recordRoutes`): its list, a save that creates or
 * edits, and a delete, each change refreshing everything under the section's keys. The keys come from the
 * one factory: `domainKeys('<domain>')`, or the section's entry of `queryKeys` when other features use it.
 */
export function recordsApi<T extends { id: number }>(
  path: string,
  item: z.ZodType<T>,
  keys: { all: readonly unknown[]; list: <P extends object>(params: P) => readonly unknown[] } = domainKeys(
    path.slice(1),
  ),
) {
  const listSchema = listResponseSchema(item);

  function useRecordsChange<V, R>(call: (value: V) => Promise<R>) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: call,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
    });
  }

  return {
    path,
    keys,
    /** A page of the list (a list declaration's `useItems`). */
    useList: <F extends string>(query: ListQueryParams<F>, enabled = true) =>
      useQuery({
        queryKey: keys.list(query),
        queryFn: ({ signal }) => apiRequest(path, { query, schema: listSchema, signal }),
        placeholderData: keepPreviousData,
        enabled,
      }),
    /** `id: null` creates (`POST`), an id edits (`PATCH`); answers the saved record. */
    useSave: () =>
      useRecordsChange(({ id, body }: { id: number | null; body: unknown }) =>
        id === null
          ? apiRequest(path, { method: 'POST', body, schema: item })
          : apiRequest(`${path}/${id}`, { method: 'PATCH', body, schema: item }),
      ),
    /** Answers the delete's «Отменить» offer (`showUndo`). */
    useRemove: () =>
      useRecordsChange((id: number) =>
        apiRequest(`${path}/${id}`, { method: 'DELETE', schema: recordDeleteResponseSchema }),
      ),
  };
}

export type RecordsApi<T extends { id: number }> = ReturnType<typeof recordsApi<T>>;
