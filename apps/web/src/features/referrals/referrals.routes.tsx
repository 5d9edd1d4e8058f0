import { texts } from '@school/contracts';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { lazyPage } from '@/shared/lib/lazy-page';
import type { RouteHandle } from '@/shared/lib/route-handle';

/**
 * «Прибыль» asks for its figures while its chunk loads. The loader does not wait (the page shows its own
 * skeletons) and reaches the API code through a dynamic import, so the referral contracts stay out of the
 * app's first load.
 */
function profitLoader({ request }: LoaderFunctionArgs): null {
  void import('./lib/profit-prefetch').then(({ prefetchProfit }) => prefetchProfit(request.url));
  return null;
}

/** /referral-system «Прибыль» and /refferal-list «Рефералы» (admin-only group, spec §2). */
export const referralsRoutes: RouteObject[] = [
  {
    path: 'referral-system',
    loader: profitLoader,
    lazy: lazyPage(() => import('./pages/profit-page'), 'ProfitPage'),
    handle: { breadcrumb: texts.menu.referralSystem } satisfies RouteHandle,
  },
  {
    path: 'refferal-list',
    lazy: lazyPage(() => import('./pages/referrals-page'), 'ReferralsPage'),
    handle: { breadcrumb: texts.menu.referralList } satisfies RouteHandle,
  },
];
