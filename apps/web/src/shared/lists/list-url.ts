import { decodeSort, encodeSort, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type SortState } from '@school/contracts';

/** How a list is read from and written to the URL; keep it a module constant (it is a hook dependency). */
export type ListConfig<F extends string = never> = {
  /** Filter names; each is a query parameter of the page URL and of the API call (`status`, `role`…). */
  filters?: readonly F[];
  /** `field:asc|desc` used when the URL names no sort; not written to the URL. */
  defaultSort?: string;
  /** Rows per page; 15 unless told (spec §9). */
  rows?: number;
  /**
   * The deepest row the endpoint serves (`skip + take ≤ maxRows`, e.g. STUDENT_LIST_MAX_ROWS): the last page
   * asks only for the rows left, and a page number past it in the URL reads as the last page.
   */
  maxRows?: number;
  /**
   * The list's version, 1 unless told: raised when a release drops or renames a filter, so a saved view of
   * an older version says what changed and offers to fix itself (saved-views-url.ts).
   */
  version?: number;
};

export type ListState<F extends string = never> = {
  /** Index of the first row shown (PrimeReact's `first`) and the page, both from 0. */
  first: number;
  page: number;
  rows: number;
  search: string;
  /** `field:asc|desc`, the URL's or the default. */
  sort: string | undefined;
  filters: Record<F, string | undefined>;
};

/** What the list endpoints take (conventions "Lists"), filters included as strings. */
export type ListQueryParams<F extends string = never> = {
  skip: number;
  take: number;
  search: string;
  orderBy: string | undefined;
} & Record<F, string | undefined>;

export const PAGE = 'page';
export const ROWS = 'rows';
export const SEARCH = 'search';
export const SORT = 'sort';

function positiveInt(value: string | null): number | null {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : null;
}

/** URL → state. The page in the URL counts from 1 (what people read); unreadable values fall back. */
export function readListState<F extends string>(
  params: URLSearchParams,
  config: ListConfig<F>,
): ListState<F> {
  const defaultRows = config.rows ?? PAGE_SIZE_DEFAULT;
  const rows = Math.min(positiveInt(params.get(ROWS)) ?? defaultRows, PAGE_SIZE_MAX);
  const lastPage = config.maxRows ? Math.ceil(config.maxRows / rows) - 1 : Number.POSITIVE_INFINITY;
  const page = Math.min((positiveInt(params.get(PAGE)) ?? 1) - 1, lastPage);
  const urlSort = decodeSort(params.get(SORT));
  const filters = {} as Record<F, string | undefined>;
  for (const name of config.filters ?? []) filters[name] = params.get(name) || undefined;
  return {
    first: page * rows,
    page,
    rows,
    search: params.get(SEARCH) ?? '',
    sort: urlSort ? encodeSort(urlSort) : config.defaultSort,
    filters,
  };
}

export type ListChange<F extends string> = {
  first?: number;
  rows?: number;
  search?: string;
  sort?: SortState | null;
  filters?: Partial<Record<F, string | null | undefined>>;
};

/**
 * State change → the next URL query. Defaults are left out so a plain list has a clean URL; a new search,
 * filter, sort or page size starts again from the first page. Parameters the list does not own are kept.
 */
export function writeListState<F extends string>(
  params: URLSearchParams,
  change: ListChange<F>,
  config: ListConfig<F>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const current = readListState(params, config);
  const set = (key: string, value: string | null | undefined) => {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  };
  const rows = change.rows ?? current.rows;
  set(ROWS, rows === (config.rows ?? PAGE_SIZE_DEFAULT) ? null : String(rows));
  if (change.search !== undefined) set(SEARCH, change.search.trim());
  if (change.sort !== undefined) {
    const sort = encodeSort(change.sort);
    set(SORT, sort === config.defaultSort ? null : sort);
  }
  for (const [name, value] of Object.entries(change.filters ?? {})) set(name, value as string | null);
  const resets =
    change.search !== undefined ||
    change.sort !== undefined ||
    change.filters !== undefined ||
    rows !== current.rows;
  const page = resets ? 0 : Math.floor((change.first ?? current.first) / rows);
  set(PAGE, page > 0 ? String(page + 1) : null);
  return next;
}

/** A search or any filter narrows the list (what «Сбросить фильтры» undoes). */
export function isFiltered<F extends string>(state: ListState<F>): boolean {
  return state.search !== '' || Object.values<string | undefined>(state.filters).some(Boolean);
}

/**
 * «Сбросить фильтры»: the search, the filters and the page go; the sort and page size stay (they are how
 * one reads the list, not what it holds), and so do parameters the list does not own.
 */
export function resetListFilters<F extends string>(
  params: URLSearchParams,
  config: ListConfig<F>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [SEARCH, PAGE, ...(config.filters ?? [])]) next.delete(key);
  return next;
}

/** State → the API query of a list endpoint. */
export function toListQuery<F extends string>(
  state: ListState<F>,
  config: ListConfig<F> = {},
): ListQueryParams<F> {
  return {
    skip: state.first,
    take: config.maxRows ? Math.min(state.rows, config.maxRows - state.first) : state.rows,
    search: state.search,
    orderBy: state.sort,
    ...state.filters,
  };
}
