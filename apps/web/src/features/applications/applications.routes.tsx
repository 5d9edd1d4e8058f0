import { texts } from '@school/contracts';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/lib/lazy-page';
import type { RouteHandle } from '@/shared/lib/route-handle';
import { applicationCardBreadcrumb, applicationCardLoader } from './applications.loaders';

const m = texts.menu;

const card: RouteObject = {
  path: ':id',
  loader: applicationCardLoader,
  lazy: lazyPage(() => import('./pages/application-card-page'), 'ApplicationCardPage'),
  handle: { breadcrumb: applicationCardBreadcrumb } satisfies RouteHandle,
};

/** The three application queues and the card `{queue}/{id}` over each (admin-only group, spec §2). */
export const applicationsRoutes: RouteObject[] = [
  {
    path: 'applications',
    lazy: lazyPage(() => import('./pages/applications-page'), 'ServiceApplicationsPage'),
    handle: { breadcrumb: m.applications } satisfies RouteHandle,
    children: [card],
  },
  {
    path: 'applications-for-training',
    lazy: lazyPage(() => import('./pages/applications-page'), 'TrainingApplicationsPage'),
    handle: { breadcrumb: m.applicationsForTraining } satisfies RouteHandle,
    children: [card],
  },
  {
    path: 'applications-marketplace',
    lazy: lazyPage(() => import('./pages/applications-page'), 'MarketplaceApplicationsPage'),
    handle: { breadcrumb: m.applicationsMarketplace } satisfies RouteHandle,
    children: [card],
  },
];

/** The «Заявки» tab of a staff profile and of one's own (the app passes it to the profile). */
export const staffApplicationsTabRoute: RouteObject = {
  path: 'applications',
  lazy: lazyPage(() => import('./pages/staff-applications-page'), 'StaffApplicationsPage'),
};
