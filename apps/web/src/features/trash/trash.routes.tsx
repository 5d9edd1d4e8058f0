import { texts } from '@school/contracts';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/lib/lazy-page';
import type { RouteHandle } from '@/shared/lib/route-handle';

/** /trash «Корзина» (admins only, in the settings group). */
export const trashRoutes: RouteObject[] = [
  {
    path: 'trash',
    lazy: lazyPage(() => import('./pages/trash-page'), 'TrashPage'),
    handle: { breadcrumb: texts.menu.trash } satisfies RouteHandle,
  },
];
