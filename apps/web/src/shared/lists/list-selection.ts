import { useCallback, useMemo, useState } from 'react';

/** What a bulk action goes through: the ticked rows, or every row matching the list's search and filters. */
export type BulkTarget<Filter extends object = Record<string, unknown>> =
  | { ids: number[] }
  | { filter: Filter };

/** The paging and sort of a list's query: not part of «all matching the filter». */
const PAGING = new Set(['skip', 'take', 'orderBy']);

/** The list's query without paging and sort: the filter of «all N matching». */
export function filterOfQuery<Q extends object>(query: Q): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(query).filter(([key, value]) => !PAGING.has(key) && value !== undefined && value !== ''),
  );
}

export type ListSelection<T extends { id: number }> = {
  /** The ticked rows (possibly from several pages). */
  rows: T[];
  setRows: (rows: T[]) => void;
  /** «Выбрать все N, подходящие под фильтр» was taken: the action goes through the filter, not the ids. */
  allMatching: boolean;
  selectAllMatching: () => void;
  clear: () => void;
  /** How many rows the action will touch: the ticked ones, or the list's total. */
  count: number;
  /** false: `count` is the list's estimated total («≈ N»). */
  exact: boolean;
  /** The list's total and whether it is exact (for the «Выбрать все N» link). */
  total: number;
  totalExact: boolean;
  /** The request's target: `{ ids }` or `{ filter }` (the list's query without paging). */
  target: BulkTarget;
  /** The filter this selection belongs to (the list's query without paging, as a key). */
  filterKey: string;
};

/**
 * Row selection for bulk actions. It belongs to the list's filter: when the search or a filter changes, the
 * selection is empty again (a page or sort change keeps it).
 */
export function useListSelection<T extends { id: number }>(
  query: object,
  total: number | undefined,
  totalExact: boolean | undefined,
): ListSelection<T> {
  const filter = useMemo(() => filterOfQuery(query), [query]);
  const filterKey = JSON.stringify(filter);
  const [state, setState] = useState<{ key: string; rows: T[]; allMatching: boolean }>({
    key: filterKey,
    rows: [],
    allMatching: false,
  });
  // A selection of another filter is no selection: nothing stale survives a new search.
  const current = state.key === filterKey ? state : { key: filterKey, rows: [] as T[], allMatching: false };
  const setRows = useCallback(
    (rows: T[]) => setState({ key: filterKey, rows, allMatching: false }),
    [filterKey],
  );
  const selectAllMatching = useCallback(
    () => setState((previous) => ({ ...previous, key: filterKey, allMatching: true })),
    [filterKey],
  );
  const clear = useCallback(() => setState({ key: filterKey, rows: [], allMatching: false }), [filterKey]);
  const listTotal = total ?? 0;
  const exactTotal = totalExact ?? true;
  return {
    rows: current.rows,
    setRows,
    allMatching: current.allMatching,
    selectAllMatching,
    clear,
    count: current.allMatching ? listTotal : current.rows.length,
    exact: current.allMatching ? exactTotal : true,
    total: listTotal,
    totalExact: exactTotal,
    target: current.allMatching ? { filter } : { ids: current.rows.map((row) => row.id) },
    filterKey,
  };
}
