import { texts } from '@school/contracts';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/lib/lazy-page';
import type { RouteHandle } from '@/shared/lib/route-handle';
import { paymentCardBreadcrumb, paymentCardLoader } from './payments.loaders';

/** /sales and the payment card /sales/{id} over it (admin-only group, spec §2). */
export const paymentsRoutes: RouteObject[] = [
  {
    path: 'sales',
    lazy: lazyPage(() => import('./pages/payments-page'), 'PaymentsPage'),
    handle: { breadcrumb: texts.menu.sales } satisfies RouteHandle,
    children: [
      {
        path: ':id',
        loader: paymentCardLoader,
        lazy: lazyPage(() => import('./pages/payment-card-page'), 'PaymentCardPage'),
        handle: { breadcrumb: paymentCardBreadcrumb } satisfies RouteHandle,
      },
    ],
  },
];

/** The «Продажи курсов» tab of a staff profile and of one's own (the app passes it to the profile). */
export const staffSalesTabRoute: RouteObject = {
  path: 'sales-courses',
  lazy: lazyPage(() => import('./pages/staff-sales-page'), 'StaffSalesPage'),
};
