import { texts } from '@school/contracts';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/lib/lazy-page';
import type { RouteHandle } from '@/shared/lib/route-handle';

/** /mail-outbox «Почтовые отправления» (admin-only, in the settings group). */
export const mailRoutes: RouteObject[] = [
  {
    path: 'mail-outbox',
    lazy: lazyPage(() => import('./pages/mail-page'), 'MailPage'),
    handle: { breadcrumb: texts.menu.mailOutbox } satisfies RouteHandle,
  },
];
