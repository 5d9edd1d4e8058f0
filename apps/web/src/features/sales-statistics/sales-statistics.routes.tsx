import { texts } from '@school/contracts';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/lib/lazy-page';
import type { RouteHandle } from '@/shared/lib/route-handle';

/** /payments-statistics «Статистика» (admin-only group, spec §2). */
export const salesStatisticsRoutes: RouteObject[] = [
  {
    path: 'payments-statistics',
    lazy: lazyPage(() => import('./pages/sales-statistics-page'), 'SalesStatisticsPage'),
    handle: { breadcrumb: texts.menu.paymentsStatistics } satisfies RouteHandle,
  },
];
