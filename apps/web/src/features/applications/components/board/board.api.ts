import {
  APPLICATION_LIST_MAX_ROWS,
  type Application,
  type ApplicationCounts,
  type ApplicationStatus,
  applicationCardSchema,
  applicationCountsSchema,
  applicationsListResponseSchema,
  texts,
} from '@school/contracts';
import {
  keepPreviousData,
  type QueryKey,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import { showSuccess } from '@/shared/toast/toast-store';
import { type BoardColumnData, countsAfterMove, movedCard, withCard, withoutCard } from './board-cache';

/** Cards a column loads at once; «Показать ещё» asks for the next as many. */
export const BOARD_PAGE_SIZE = 20;

/** The board's filter: the page's search and filters, without status, paging and order. */
export type BoardFilter = Record<string, string | undefined>;

/** The list's query → what the counts and every column share (empty values dropped, so keys stay equal). */
export function boardFilter(query: Record<string, unknown>): BoardFilter {
  const filter: BoardFilter = {};
  for (const [name, value] of Object.entries(query)) {
    if (['skip', 'take', 'orderBy', 'status'].includes(name)) continue;
    if (value !== undefined && value !== null && value !== '') filter[name] = String(value);
  }
  return filter;
}

/** `GET /api/applications/counts`: a count per column for the filter, and the overdue ones. */
export function useBoardCounts(filter: BoardFilter) {
  return useQuery({
    queryKey: queryKeys.applications.counts(filter),
    queryFn: ({ signal }) =>
      apiRequest('/applications/counts', { query: filter, schema: applicationCountsSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

type ColumnParams = BoardFilter & { status: ApplicationStatus; orderBy: string | undefined };

/** One column's cards, `BOARD_PAGE_SIZE` at a time. */
export function useBoardColumn(params: ColumnParams) {
  return useInfiniteQuery({
    queryKey: queryKeys.applications.board(params),
    queryFn: ({ pageParam, signal }) =>
      apiRequest('/applications', {
        query: {
          ...params,
          skip: pageParam,
          take: Math.min(BOARD_PAGE_SIZE, APPLICATION_LIST_MAX_ROWS - pageParam),
        },
        schema: applicationsListResponseSchema,
        signal,
      }),
    initialPageParam: 0,
    // The list stops at APPLICATION_LIST_MAX_ROWS (skip + take); deeper cards need a narrower filter.
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total && loaded < APPLICATION_LIST_MAX_ROWS ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

export type BoardMove = { application: Application; to: ApplicationStatus };

/**
 * A card dropped on another column: PATCH {status}. The card moves at once (every loaded column and the
 * counts); a refusal puts them back (the query client toasts why: 409 «Заявка уже в этом статусе»); either
 * way every applications view refetches.
 */
export function useMoveApplication(countsKey: QueryKey, orderBy: string | undefined) {
  const queryClient = useQueryClient();
  const boards = queryKeys.applications.boards();
  return useMutation({
    mutationFn: ({ application, to }: BoardMove) =>
      apiRequest(`/applications/${application.id}`, {
        method: 'PATCH',
        body: { status: to },
        schema: applicationCardSchema,
      }),
    onMutate: async ({ application, to }) => {
      await queryClient.cancelQueries({ queryKey: boards });
      await queryClient.cancelQueries({ queryKey: countsKey });
      const columns = queryClient.getQueriesData<BoardColumnData>({ queryKey: boards });
      const counts = queryClient.getQueryData<ApplicationCounts>(countsKey);
      const card = movedCard(application, to, new Date());
      for (const [key, data] of columns) {
        if (!data) continue;
        const without = withoutCard(data, application.id);
        const status = (key.at(-1) as { status?: string } | undefined)?.status;
        queryClient.setQueryData(key, status === to ? withCard(without, card, orderBy) : without);
      }
      if (counts) queryClient.setQueryData(countsKey, countsAfterMove(counts, application, to));
      return { columns, counts };
    },
    onError: (_error, _move, saved) => {
      for (const [key, data] of saved?.columns ?? []) queryClient.setQueryData(key, data);
      if (saved?.counts) queryClient.setQueryData(countsKey, saved.counts);
    },
    onSuccess: () => showSuccess(texts.applications.board.moved),
    // Not awaited: the move's outcome is announced at once, the refetch follows.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.applications.all });
    },
  });
}
