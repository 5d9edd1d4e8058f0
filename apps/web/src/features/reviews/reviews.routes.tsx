import { texts } from '@school/contracts';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/lib/lazy-page';
import type { RouteHandle } from '@/shared/lib/route-handle';

/** /settings-reviews «Отзывы» (admin-only settings group, spec §2). */
export const reviewsRoutes: RouteObject[] = [
  {
    path: 'settings-reviews',
    lazy: lazyPage(() => import('./pages/reviews-page'), 'ReviewsPage'),
    handle: { breadcrumb: texts.menu.settingsReviews } satisfies RouteHandle,
  },
];
