import { texts } from '@school/contracts';
import { type RouteObject, redirect } from 'react-router';
import { lazyPage } from '@/shared/lib/lazy-page';
import type { RouteHandle } from '@/shared/lib/route-handle';
import { getToken } from '@/shared/session/session';

/** Routes outside the guarded area. A signed-in user who opens /login goes to the profile. */
export const authRoutes: RouteObject[] = [
  {
    path: 'login',
    loader: () => (getToken() ? redirect('/') : null),
    lazy: lazyPage(() => import('./pages/login-page'), 'LoginPage'),
    handle: { breadcrumb: texts.login.submit } satisfies RouteHandle,
  },
];
