import { texts } from '@school/contracts';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/lib/lazy-page';
import type { RouteHandle } from '@/shared/lib/route-handle';

/** /cancel-reasons «Причины отмены» (admin-only sales group, spec §2). */
export const cancelReasonsRoutes: RouteObject[] = [
  {
    path: 'cancel-reasons',
    lazy: lazyPage(() => import('./pages/cancel-reasons-page'), 'CancelReasonsPage'),
    handle: { breadcrumb: texts.menu.cancelReasons } satisfies RouteHandle,
  },
];
