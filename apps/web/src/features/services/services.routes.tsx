import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/lib/lazy-page';

/** The «Услуги» tab of a staff profile and of one's own (the app passes it to the profile). */
export const staffServicesTabRoute: RouteObject = {
  path: 'services',
  lazy: lazyPage(() => import('./pages/staff-services-page'), 'StaffServicesPage'),
};
