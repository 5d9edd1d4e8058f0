import { texts } from '@school/contracts';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/lib/lazy-page';
import type { RouteHandle } from '@/shared/lib/route-handle';

/** «Главная» (issue 31): every role, its own answer. */
export const dashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: lazyPage(() => import('./pages/dashboard-page'), 'DashboardPage'),
    handle: { breadcrumb: texts.menu.dashboard } satisfies RouteHandle,
  },
];
