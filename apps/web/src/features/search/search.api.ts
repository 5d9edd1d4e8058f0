import { SEARCH_QUERY_MIN, searchResponseSchema } from '@school/contracts/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

/** `GET /api/search?q=…`: the groups the caller's role sees; nothing is asked under 2 characters. */
export function useGlobalSearch(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: queryKeys.search.list({ q: text }),
    queryFn: ({ signal }) =>
      apiRequest('/search', { query: { q: text }, schema: searchResponseSchema, signal }),
    enabled: text.length >= SEARCH_QUERY_MIN,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
