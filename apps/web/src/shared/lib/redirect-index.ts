import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';

/** Never seen: the loader has sent the user on before the route renders. */
function Redirecting() {
  return null;
}

/**
 * An index route that only sends the user on (`/` → `/profile/courses`). Its loader redirects before
 * anything renders; the empty Component is there because React Router warns about a matched leaf route
 * without an element ("does not have an element") while the first page load is still hydrating.
 */
export function redirectIndex(
  to: string | ((args: LoaderFunctionArgs) => string | Promise<string>),
): RouteObject {
  return {
    index: true,
    loader: async (args) => redirect(typeof to === 'string' ? to : await to(args)),
    Component: Redirecting,
  };
}
