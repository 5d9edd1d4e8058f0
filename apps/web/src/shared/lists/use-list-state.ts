import type { SortState } from '@school/contracts';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import {
  isFiltered,
  type ListChange,
  type ListConfig,
  type ListQueryParams,
  type ListState,
  readListState,
  resetListFilters,
  toListQuery,
  writeListState,
} from './list-url';

export type ListController<F extends string = never> = ListState<F> & {
  /**
   * How the list reads its URL (its filters, version): the saved views read it too. Absent on a list that
   * keeps nothing in the URL (UNPAGED_LIST), which then has no saved views.
   */
  config?: ListConfig<F>;
  /** The query for the list endpoint: skip, take, search, orderBy and the filters. */
  query: ListQueryParams<F>;
  setPage: (first: number, rows: number) => void;
  setSearch: (search: string) => void;
  setSort: (sort: SortState | null) => void;
  setFilter: (name: F, value: string | null | undefined) => void;
  /** Several filters in one URL change (a date range's two ends). */
  setFilters: (filters: Partial<Record<F, string | null | undefined>>) => void;
  /** A search or a filter is set. */
  filtered: boolean;
  /** Clears the search and every filter (sort and page size stay). */
  resetFilters: () => void;
};

/**
 * The state of a list (page, rows, search, sort, filters) kept in the URL query (conventions "Web app"):
 * a link reproduces the view and the browser's back button steps back through pages and filters.
 * Typing in the search replaces the entry instead of stacking one per keystroke.
 */
export function useListState<F extends string = never>(config: ListConfig<F> = {}): ListController<F> {
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Another page is opening (not this list's own URL change, whose loaders revalidate too).
  const leaving = navigation.state !== 'idle' && navigation.location?.pathname !== pathname;
  const state = useMemo(() => readListState(params, config), [params, config]);

  /**
   * Writes a change onto the URL as it is now. The router's own `current` is the query of this hook's last
   * render, and the page renders a URL change later (a transition), so a filter picked in between would
   * drop the search or period written just before it.
   */
  const update = useCallback(
    (write: (latest: URLSearchParams) => URLSearchParams, replace = false) => {
      // A late debounced search must not cancel the page the user is already opening.
      if (leaving) return;
      setParams(
        (current) =>
          write(
            window.location.pathname === pathname ? new URLSearchParams(window.location.search) : current,
          ),
        { replace },
      );
    },
    [setParams, pathname, leaving],
  );
  const change = useCallback(
    (next: ListChange<F>, replace = false) =>
      update((latest) => writeListState(latest, next, config), replace),
    [update, config],
  );

  return {
    ...state,
    config,
    query: useMemo(() => toListQuery(state, config), [state, config]),
    setPage: useCallback((first, rows) => change({ first, rows }), [change]),
    setSearch: useCallback((search) => change({ search }, true), [change]),
    setSort: useCallback((sort) => change({ sort }), [change]),
    setFilter: useCallback(
      (name, value) => change({ filters: { [name]: value } as Partial<Record<F, string>> }),
      [change],
    ),
    setFilters: useCallback((filters) => change({ filters }), [change]),
    filtered: isFiltered(state),
    resetFilters: useCallback(() => update((latest) => resetListFilters(latest, config)), [update, config]),
  };
}
