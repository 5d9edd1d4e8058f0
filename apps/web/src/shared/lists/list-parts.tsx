import { PAGE_SIZE_MAX, texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import type { CSSProperties, ReactNode } from 'react';
import { EmptyState, type EmptyStateProps, LoadFailedState } from './empty-state';
import type { ListSelection } from './list-selection';
import type { ListController } from './use-list-state';

/* What the list's two views share: the table (list-table.tsx) and, on a phone, the cards (list-cards.tsx). */

export type ListColumn<T> = {
  /** The row key it shows; with `sortable`, also the API's sort field. */
  field: string;
  header: string;
  body?: (row: T) => ReactNode;
  sortable?: boolean;
  /** Money and counts are right-aligned. */
  align?: 'left' | 'right' | 'center';
  style?: CSSProperties;
  /**
   * Where the column goes when the list is narrow. A table that would scroll sideways (768–1366 px with the
   * menu open) leaves out its `giveWay: 1` columns first, then `2`, then `3` (use-give-way.ts). Phone cards:
   * `'title'` heads the card (else the first column does); `'hidden'` leaves it out; the rest are its fields.
   */
  giveWay?: 1 | 2 | 3;
  card?: 'title' | 'hidden';
};

export type Row = { id: number };

/** The state of the list's request; a TanStack Query `useQuery` result is one (`isFetching` drives the skeleton). */
export type ListRequest = {
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

export type ListViewProps<T extends Row, F extends string> = {
  /** The URL-backed list state from useListState. */
  list: ListController<F>;
  items: T[] | undefined;
  total: number | undefined;
  /** Failed and nothing to show: an error row with «Повторить» instead of skeleton rows forever. */
  request: ListRequest;
  columns: ListColumn<T>[];
  /** Buttons at the end of each row. */
  rowActions?: (row: T) => ReactNode;
  /** What to show, and what to do, when the list has nothing yet (a search or filter says «Ничего не найдено»). */
  empty: EmptyStateProps;
  label: string;
  /** Rows can be dragged to a new place (index in `items`). */
  onRowReorder?: (from: number, to: number) => void;
  paginator?: boolean;
  /** The deepest row the API serves (students: 10,000); the paginator stops there. */
  maxRows?: number;
  /** false: `total` is the server's estimate, shown as «≈ N». */
  totalExact?: boolean;
  /** A click on a row, or Enter on a focused one (arrows move between rows), opens it (a payment's card). */
  onRowOpen?: (row: T) => void;
  /**
   * Opt-in row selection for bulk actions (useListSelection): a checkbox column first, its header ticks the
   * page. Space on a focused checkbox ticks it; a row's click still opens it.
   */
  selection?: ListSelection<T>;
};

export const PAGE_SIZES = [15, 30, 50, PAGE_SIZE_MAX];
export const skeletonRows = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: -index - 1 }));
export const isSkeleton = (row: Row) => row.id < 0;

/** The paginator's reach and its report: «1–15 из ≈ 1 000 000» when the total is inexact or too deep. */
export function paging(total: number, maxRows: number | undefined, exact: boolean) {
  const pagedTotal = maxRows === undefined ? total : Math.min(total, maxRows);
  const approximate = !exact || pagedTotal < total;
  return {
    pagedTotal,
    pageReport: approximate
      ? texts.lists.pageReportApprox(total.toLocaleString('ru-RU'))
      : texts.lists.pageReport,
  };
}

/** What the table says instead of rows: the request failed, nothing matches the filters, or nothing yet. */
export function NoRows<F extends string>(props: {
  list: ListController<F>;
  failed: boolean;
  onRetry: () => unknown;
  empty: EmptyStateProps;
}) {
  const { list, failed, onRetry, empty } = props;
  if (failed) {
    return <LoadFailedState onRetry={onRetry} />;
  }
  if (list.filtered) {
    return (
      <EmptyState
        icon="pi-search"
        title={texts.lists.nothingFound}
        hint={texts.lists.nothingFoundHint}
        action={
          <Button
            icon="pi pi-filter-slash"
            label={texts.lists.resetFilters}
            outlined
            onClick={list.resetFilters}
          />
        }
      />
    );
  }
  return <EmptyState {...empty} />;
}

/** A column's cell for a row: a skeleton line while loading, its `body`, or the row's field as text. */
export function cellOf<T extends Row>(column: ListColumn<T>, row: T): ReactNode {
  if (isSkeleton(row)) return <Skeleton height="1.25rem" />;
  return column.body ? column.body(row) : String(row[column.field as keyof T] ?? '');
}

/** The list's state from its request: skeleton while the first page loads, failed when it could not. */
export function viewState<T extends Row>(items: T[] | undefined, request: ListRequest) {
  return {
    // Skeleton rows only while a request runs: a failed one shows its error, a disabled one its empty state.
    loading: items === undefined && request.isFetching,
    failed: items === undefined && request.isError && !request.isFetching,
  };
}
