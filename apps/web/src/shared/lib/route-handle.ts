/** What every route puts in `handle` (house style 7): the breadcrumb label, or a function of loader data. */
export type RouteHandle = {
  breadcrumb?: string | ((data: unknown) => string);
};

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'breadcrumb' in handle;
}
