import { texts } from '@school/contracts';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/lib/lazy-page';
import type { RouteHandle } from '@/shared/lib/route-handle';

/** /onboarding-statistics «Статистика по онбордингу» (admin-only, spec §2). */
export const onboardingRoutes: RouteObject[] = [
  {
    path: 'onboarding-statistics',
    lazy: lazyPage(() => import('./pages/onboarding-statistics-page'), 'OnboardingStatisticsPage'),
    handle: { breadcrumb: texts.menu.onboardingStatistics } satisfies RouteHandle,
  },
];
