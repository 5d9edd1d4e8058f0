import type { RouteObject } from 'react-router';
import { staffApplicationsTabRoute } from '../features/applications/applications.routes';
import { authRoutes } from '../features/auth/auth.routes';
import { balancesRoutes, staffBalancesTabRoute } from '../features/balances/balances.routes';
import { staffBroadcastsTabRoute } from '../features/broadcasts/broadcasts.routes';
import { coursePageRoutes, myCoursesTabRoute } from '../features/courses/courses.routes';
import { dashboardRoutes } from '../features/dashboard/dashboard.routes';
import { staffNewsTabRoute } from '../features/news/news.routes';
import { staffSalesTabRoute } from '../features/payments/payments.routes';
import { profileRoutes } from '../features/profile/profile.routes';
import { staffQuestionsTabRoute } from '../features/questions/questions.routes';
import { staffServicesTabRoute } from '../features/services/services.routes';
import { siteContentRoutes } from '../features/site-content/site-content.routes';
import { staffStudentsTabRoute } from '../features/students/students.routes';
import { lazyPage } from '../shared/lib/lazy-page';
import { AppSplash } from '../shared/ui/app-splash';
import { NotFoundScreen } from '../shared/ui/error-screens/not-found-screen';
import { RouteErrorBoundary } from '../shared/ui/error-screens/route-error-boundary';
import { adminOnlyRoutes } from './admin-only.routes';
import { guardedAreaLoader, startPageIndex } from './guards/guarded-area-loader';
import { RootRoute } from './root-route';

/**
 * Every route of the app, domain by domain (house style 4). Pages are lazy route modules; each route names
 * its breadcrumb in `handle`. A new section adds its `<domain>.routes.tsx` to the guarded children below.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootRoute,
    HydrateFallback: AppSplash,
    errorElement: <RouteErrorBoundary />,
    children: [
      ...authRoutes,
      {
        id: 'guarded',
        loader: guardedAreaLoader,
        lazy: lazyPage(() => import('./layout/app-layout'), 'AppLayout'),
        errorElement: <RouteErrorBoundary />,
        children: [
          {
            // Errors of a page render inside the layout, so the menu stays usable.
            errorElement: <RouteErrorBoundary />,
            children: [
              // Sign-in lands here: «Мои курсы» (spec §2) or «Главная», as the person chose (issue 31).
              startPageIndex,
              ...dashboardRoutes,
              ...profileRoutes([
                myCoursesTabRoute,
                staffQuestionsTabRoute,
                staffNewsTabRoute,
                staffServicesTabRoute,
                staffBroadcastsTabRoute,
                staffStudentsTabRoute,
                staffApplicationsTabRoute,
                staffSalesTabRoute,
                staffBalancesTabRoute,
              ]),
              ...coursePageRoutes,
              // Any signed-in role reads the settings pages (spec §6); only admins edit them.
              ...siteContentRoutes,
              // A curator's or speaker's own earnings (spec §2); any role may open its own.
              ...balancesRoutes,
              ...adminOnlyRoutes,
              { path: '*', Component: NotFoundScreen },
            ],
          },
        ],
      },
    ],
  },
];
