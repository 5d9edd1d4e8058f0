import { createBrowserRouter } from 'react-router';
import { setUnauthorizedHandler } from '../shared/api/api-client';
import { queryClient } from '../shared/api/query-client';
import { appRoutes } from './app-routes';

/** The app's one router over every route of app-routes.tsx. */
export const router = createBrowserRouter(appRoutes);

// A 401 anywhere: the client has cleared localStorage; go to /login without reloading the app.
setUnauthorizedHandler(() => {
  queryClient.clear();
  if (window.location.pathname !== '/login') void router.navigate('/login', { replace: true });
});
