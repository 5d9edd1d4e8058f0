import { type ListConfig, PAGE, ROWS, SEARCH, SORT } from './list-url';

/**
 * A saved view's `query` (issue 31): the list's URL search string without paging and without parameters
 * the list does not own, in the URL's order, without the `?`.
 */
export function viewQuery<F extends string>(params: URLSearchParams, config: ListConfig<F>): string {
  const known = knownParams(config);
  const kept = new URLSearchParams();
  for (const [key, value] of params) if (known.has(key) && value !== '') kept.append(key, value);
  return kept.toString();
}

/** The parameters a list reads: its search, sort and filters (the page and its size are not a view). */
export function knownParams<F extends string>(config: ListConfig<F>): Set<string> {
  return new Set<string>([SEARCH, SORT, ...(config.filters ?? [])]);
}

/** A query as a comparable key: paging left out, the parameters in one order. */
function canonical(params: URLSearchParams): string {
  const entries = [...params].filter(([key, value]) => key !== PAGE && key !== ROWS && value !== '');
  entries.sort(([a, x], [b, y]) => (a === b ? x.localeCompare(y) : a.localeCompare(b)));
  return new URLSearchParams(entries).toString();
}

/** The page shows the view: the same parameters, whatever their order, its page and size aside. */
export function showsView(current: URLSearchParams, query: string): boolean {
  return canonical(current) === canonical(new URLSearchParams(query));
}

/** A view's parameters the list no longer reads (a filter a release dropped or renamed). */
export function unknownParams<F extends string>(query: string, config: ListConfig<F>): string[] {
  const known = knownParams(config);
  return [
    ...new Set(
      [...new URLSearchParams(query).keys()].filter((key) => !known.has(key) && key !== PAGE && key !== ROWS),
    ),
  ];
}

export type ViewHealth =
  | { stale: false }
  | { stale: true; unknown: string[]; fixedQuery: string; version: number };

/** Whether a view of an older list still fits: which parameters went, and the query without them. */
export function viewHealth<F extends string>(
  view: { query: string; version: number },
  config: ListConfig<F>,
): ViewHealth {
  const version = config.version ?? 1;
  const unknown = unknownParams(view.query, config);
  if (unknown.length === 0 && view.version >= version) return { stale: false };
  return { stale: true, unknown, fixedQuery: viewQuery(new URLSearchParams(view.query), config), version };
}

/** A list page's path as the saved views key it, or null where a path cannot be one (`^/[a-z0-9/-]*$`). */
export function viewListKey(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/u, '') : pathname;
  return /^\/[a-z0-9/-]*$/u.test(path) && path.length <= 100 ? path : null;
}
