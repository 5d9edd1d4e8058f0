import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { createQueryClient } from '../shared/api/query-client';

/** Renders `routes` (or one element at '/') in a memory router with a fresh query client. */
export function renderRoutes(routes: RouteObject[] | ReactNode, initialPath = '/') {
  const routeList: RouteObject[] = Array.isArray(routes) ? routes : [{ path: '/', element: routes }];
  const router = createMemoryRouter(routeList, { initialEntries: [initialPath] });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** A fetch answer for `vi.spyOn(globalThis, 'fetch')`. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
