import { texts } from '@school/contracts';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/lib/lazy-page';
import type { RouteHandle } from '@/shared/lib/route-handle';

/** /mail-outbox «Почтовые отправления» (admin-only, in the settings group). */
export const mailOutboxRoutes: RouteObject[] = [
  {
    path: 'mail-outbox',
    lazy: lazyPage(() => import('./pages/mail-outbox-page'), 'MailOutboxPage'),
    handle: { breadcrumb: texts.menu.mailOutbox } satisfies RouteHandle,
  },
];
