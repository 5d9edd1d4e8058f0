import { texts } from '@school/contracts';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/lib/lazy-page';
import type { RouteHandle } from '@/shared/lib/route-handle';

/** /directions (admin-only group, spec §2). */
export const directionsRoutes: RouteObject[] = [
  {
    path: 'directions',
    lazy: lazyPage(() => import('./pages/directions-page'), 'DirectionsPage'),
    handle: { breadcrumb: texts.menu.directions } satisfies RouteHandle,
  },
];
