import { Outlet, ScrollRestoration } from 'react-router';
import { GlobalLoader } from '../shared/loader/global-loader';

/** The root of every route: the global loader bar above whatever page is shown. */
export function RootRoute() {
  return (
    <>
      <GlobalLoader />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
