import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { createQueryClient } from '../shared/api/query-client';

type Rendered = { router: ReturnType<typeof createMemoryRouter>; queryClient: QueryClient };

/** What renderRoutes made; setup.ts tears it down after each test (files share a worker: isolate false). */
const rendered = new Set<Rendered>();

/** Renders `routes` (or one element at '/') in a memory router with a fresh query client. */
export function renderRoutes(routes: RouteObject[] | ReactNode, initialPath = '/') {
  const routeList: RouteObject[] = Array.isArray(routes) ? routes : [{ path: '/', element: routes }];
  const router = createMemoryRouter(routeList, { initialEntries: [initialPath] });
  const queryClient = createQueryClient();
  rendered.add({ router, queryClient });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Stops what outlives the unmount: the router's loaders and navigations, the client's queries and timers. */
export async function disposeRendered(): Promise<void> {
  const all = [...rendered];
  rendered.clear();
  for (const { router } of all) router.dispose();
  await Promise.all(all.map(({ queryClient }) => disposeQueryClient(queryClient)));
}

/** Aborts the client's requests in flight (their fetch gets the signal) and drops its cache. */
export async function disposeQueryClient(client: QueryClient): Promise<void> {
  await client.cancelQueries();
  client.clear();
}

/** A fetch answer for `vi.spyOn(globalThis, 'fetch')`. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
