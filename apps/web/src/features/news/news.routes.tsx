import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/lib/lazy-page';

/** The «Лента» tab of a staff profile and of one's own (the app passes it to the profile). */
export const staffNewsTabRoute: RouteObject = {
  path: 'feed',
  lazy: lazyPage(() => import('./pages/news-feed-page'), 'NewsFeedPage'),
};
