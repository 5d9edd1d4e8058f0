import {
  type NewsCreateBody,
  type NewsUpdateBody,
  newsDeleteResponseSchema,
  newsItemSchema,
  newsListResponseSchema,
  newsStatusSchema,
} from '@school/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import type { ListQueryParams } from '@/shared/lists/list-url';
import type { NewsFilter } from './lib/news-url';

/**
 * `GET /api/news`: the feed's page; `adminId` narrows it to one author (someone else's profile, or «Мои»).
 * A status the URL got wrong is left out, not sent for a 400.
 */
export function useNews(query: ListQueryParams<NewsFilter>, adminId: number | undefined, enabled = true) {
  const status = newsStatusSchema.safeParse(query.status).data;
  const request = {
    skip: query.skip,
    take: query.take,
    search: query.search,
    status: status === 'all' ? undefined : status,
    adminId,
  };
  return useQuery({
    queryKey: queryKeys.news.list(request),
    queryFn: ({ signal }) => apiRequest('/news', { query: request, schema: newsListResponseSchema, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every change of a news item refreshes every page of the feed. */
function useNewsMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.news.all }),
  });
}

/** `adminId`: the author when an admin writes on someone else's profile; otherwise the caller. */
export function useCreateNews(adminId: number | undefined) {
  return useNewsMutation((body: NewsCreateBody) =>
    apiRequest('/news', { method: 'POST', query: { adminId }, body, schema: newsItemSchema }),
  );
}

export function useUpdateNews() {
  return useNewsMutation(({ id, body }: { id: number; body: NewsUpdateBody }) =>
    apiRequest(`/news/${id}`, { method: 'PATCH', body, schema: newsItemSchema }),
  );
}

export function useDeleteNews() {
  return useNewsMutation((id: number) =>
    apiRequest(`/news/${id}`, { method: 'DELETE', schema: newsDeleteResponseSchema }),
  );
}
