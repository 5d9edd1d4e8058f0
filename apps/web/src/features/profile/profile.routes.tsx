import { texts } from '@school/contracts';
import { type RouteObject, redirect } from 'react-router';
import { lazyPage } from '../../shared/lib/lazy-page';
import type { RouteHandle } from '../../shared/lib/route-handle';

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
      { index: true, loader: () => redirect('/profile/courses') },
      ...tabRoutes,
      {
        path: 'settings',
        lazy: lazyPage(() => import('./pages/profile-settings-page'), 'ProfileSettingsPage'),
        handle: { breadcrumb: texts.profile.tabs.settings } satisfies RouteHandle,
      },
    ],
  },
];
