import { texts } from '@school/contracts';
import { type RouteObject, redirect } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page';
import type { RouteHandle } from '../../shared/lib/route-handle';

/** /profile and its tabs (spec §2). A section that adds a tab adds its route here and flips its tab. */
export const profileRoutes: RouteObject[] = [
  {
    path: 'profile',
    lazy: lazyPage(() => import('./pages/profile-page'), 'ProfilePage'),
    handle: { breadcrumb: texts.menu.profile } satisfies RouteHandle,
    children: [
      { index: true, loader: () => redirect('/profile/courses') },
      {
        // The default tab; shows the account overview until the courses section lands.
        path: 'courses',
        lazy: lazyPage(() => import('./pages/profile-overview-page'), 'ProfileOverviewPage'),
      },
      {
        path: 'settings',
        lazy: lazyPage(() => import('./pages/profile-settings-page'), 'ProfileSettingsPage'),
        handle: { breadcrumb: texts.profile.tabs.settings } satisfies RouteHandle,
      },
    ],
  },
];
