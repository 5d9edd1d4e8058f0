import { texts } from '@school/contracts';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/lib/lazy-page';
import type { RouteHandle } from '@/shared/lib/route-handle';

/** /audit «Журнал действий» (admins only, in the settings group). */
export const auditRoutes: RouteObject[] = [
  {
    path: 'audit',
    lazy: lazyPage(() => import('./pages/audit-page'), 'AuditPage'),
    handle: { breadcrumb: texts.menu.audit } satisfies RouteHandle,
  },
];
