import { texts } from '@school/contracts';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/lib/lazy-page';
import type { RouteHandle } from '@/shared/lib/route-handle';

/** /earnings «Заработок»: a curator's or speaker's own earnings and withdrawals (spec §2). */
export const balancesRoutes: RouteObject[] = [
  {
    path: 'earnings',
    lazy: lazyPage(() => import('./pages/balances-page'), 'BalancesPage'),
    handle: { breadcrumb: texts.menu.earnings } satisfies RouteHandle,
  },
];

/** /withdrawals «Выплаты»: the admins' payout queue (admin-only group). */
export const withdrawalsRoutes: RouteObject[] = [
  {
    path: 'withdrawals',
    lazy: lazyPage(() => import('./pages/withdrawals-page'), 'WithdrawalsPage'),
    handle: { breadcrumb: texts.menu.withdrawals } satisfies RouteHandle,
  },
];

/** The «Заработок» tab of a curator's or speaker's profile at /admins/{id}, and of one's own /profile. */
export const staffBalancesTabRoute: RouteObject = {
  path: 'earnings',
  lazy: lazyPage(() => import('./pages/staff-balances-page'), 'StaffBalancesPage'),
};
