import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './app-routes';

/** Every route that can be the last match of a URL, with the path that leads to it. */
function leaves(routes: RouteObject[], parent = ''): { path: string; route: RouteObject }[] {
  return routes.flatMap((route) => {
    const path = `${parent}/${route.index ? '(index)' : (route.path ?? '')}`.replace(/\/+/g, '/');
    return route.children?.length ? leaves(route.children, path) : [{ path, route }];
  });
}

describe('app routes', () => {
  it('give every leaf something to render (React Router warns "does not have an element" otherwise)', () => {
    const bare = leaves(appRoutes)
      .filter(({ route }) => !route.Component && !route.element && !route.lazy)
      .map(({ path }) => path);
    expect(bare).toEqual([]);
  });
});
