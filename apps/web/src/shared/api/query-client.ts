import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { notifyError } from './notify-error';

/** `meta: { silentError: true }` on a query or mutation when its screen shows the error itself. */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silentError?: boolean };
    mutationMeta: { silentError?: boolean };
  }
}

/** A 4xx will not get better by asking again; a network blip or a 5xx may (once). */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silentError) notifyError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        // A task later: a form that shows the answer under its fields (useZodForm) marks it shown first,
        // so the same words do not appear twice.
        if (!mutation.meta?.silentError) setTimeout(() => notifyError(error), 0);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's one client; route loaders use it too, so a page and its loader share the cache. */
export const queryClient = createQueryClient();
