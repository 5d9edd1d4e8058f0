import { texts } from '@school/contracts';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/lib/lazy-page';
import { redirectIndex } from '@/shared/lib/redirect-index';
import type { RouteHandle } from '@/shared/lib/route-handle';
import { AdminProfileErrorScreen } from '@/shared/ui/error-screens/admin-profile-error-screen';
import { RouteErrorBoundary } from '@/shared/ui/error-screens/route-error-boundary';
import { staffBreadcrumb, staffProfileLoader } from './staff-profile.loaders';

/**
 * /profile and its tabs (spec §2). Tabs built by other features (courses…) come in as `tabRoutes` from the
 * app's router, so the profile never imports another feature; each flips its tab in profile-tabs.ts.
 */
export const profileRoutes = (tabRoutes: RouteObject[]): RouteObject[] => [
  {
    path: 'profile',
    lazy: lazyPage(() => import('./pages/profile-page'), 'ProfilePage'),
    handle: { breadcrumb: texts.menu.profile } satisfies RouteHandle,
    children: [
      redirectIndex('/profile/courses'),
      ...tabRoutes,
      {
        path: 'settings',
        lazy: lazyPage(() => import('./pages/profile-settings-page'), 'ProfileSettingsPage'),
        handle: { breadcrumb: texts.profile.tabs.settings } satisfies RouteHandle,
      },
    ],
  },
];

/**
 * admins/{id}: a staff member's profile in the same frame as /profile (spec §2), breadcrumb «Фамилия Имя»,
 * the admin-profile error screen when it does not load. Its tabs come from other features via the app.
 */
export const staffProfileRoute = (tabRoutes: RouteObject[]): RouteObject => ({
  id: 'staff-profile',
  path: ':id',
  loader: staffProfileLoader,
  lazy: lazyPage(() => import('./pages/staff-profile-page'), 'StaffProfilePage'),
  handle: { breadcrumb: staffBreadcrumb } satisfies RouteHandle,
  errorElement: <RouteErrorBoundary screen={<AdminProfileErrorScreen />} />,
  children: [redirectIndex(({ params }) => `/admins/${params.id}/courses`), ...tabRoutes],
});
