import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/lib/lazy-page';

/** The «Трансляции» tab of a staff profile and of one's own (the app passes it to the profile). */
export const staffBroadcastsTabRoute: RouteObject = {
  path: 'broadcasts',
  lazy: lazyPage(() => import('./pages/broadcasts-page'), 'BroadcastsPage'),
};
