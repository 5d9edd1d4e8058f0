import { texts } from '@school/contracts';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/lib/lazy-page';
import type { RouteHandle } from '@/shared/lib/route-handle';

/**
 * /admins (admin-only group). The staff profile /admins/{id} belongs to the profile feature; the app
 * passes it in as a child so the breadcrumb reads «Администраторы › Фамилия Имя».
 */
export const staffRoutes = (childRoutes: RouteObject[]): RouteObject[] => [
  {
    path: 'admins',
    handle: { breadcrumb: texts.menu.admins } satisfies RouteHandle,
    children: [
      { index: true, lazy: lazyPage(() => import('./pages/staff-page'), 'StaffPage') },
      ...childRoutes,
    ],
  },
];
