import { PAGE_SIZE_MAX, texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { Paginator } from 'primereact/paginator';
import { Skeleton } from 'primereact/skeleton';
import type { CSSProperties, ReactNode } from 'react';
import { EmptyState, type EmptyStateProps, LoadFailedState } from './empty-state';
import type { ListSelection } from './list-selection';
import type { ListController } from './use-list-state';

/*
 * What the list's views share: the table (list-table.tsx), on a phone the same rows as cards (list-cards.tsx),
 * and the card feed (list-feed.tsx).
 */

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
/** The paginator's parts: the table's and the feed's; on a phone only the arrows and «1–15 из 40». */
export const PAGINATOR_TEMPLATE =
  'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown CurrentPageReport';
const PHONE_PAGINATOR_TEMPLATE = 'PrevPageLink CurrentPageReport NextPageLink';

/**
 * The state of a short list shown whole and not kept in the URL (one's last withdrawals, a person's services):
 * one page, no search, sort or filters — for the views, which read a list's state.
 */
export const UNPAGED_LIST: ListController = {
  first: 0,
  page: 0,
  rows: PAGE_SIZE_MAX,
  search: '',
  sort: undefined,
  filters: {},
  query: { skip: 0, take: PAGE_SIZE_MAX, search: '', orderBy: undefined },
  setPage: () => undefined,
  setSearch: () => undefined,
  setSort: () => undefined,
  setFilter: () => undefined,
  setFilters: () => undefined,
  filtered: false,
  resetFilters: () => undefined,
};
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

/** The paginator below the cards (the table has DataTable's own, with the same parts); its page in the URL. */
export function ListPaginator<F extends string>(props: {
  list: ListController<F>;
  total: number;
  maxRows?: number;
  totalExact?: boolean;
  /** A phone's: the arrows and the report only. */
  compact?: boolean;
}) {
  const { list, total, compact } = props;
  const { pagedTotal, pageReport } = paging(total, props.maxRows, props.totalExact ?? true);
  return (
    <Paginator
      first={list.first}
      rows={list.rows}
      totalRecords={pagedTotal}
      rowsPerPageOptions={compact ? undefined : PAGE_SIZES}
      onPageChange={(event) => list.setPage(event.first, event.rows)}
      template={compact ? PHONE_PAGINATOR_TEMPLATE : PAGINATOR_TEMPLATE}
      currentPageReportTemplate={pageReport}
    />
  );
}

/** What the list says instead of rows: the request failed, nothing matches the filters, or nothing yet. */
export function NoRows<F extends string>(props: {
  list: ListController<F>;
  failed: boolean;
  onRetry: () => unknown;
  empty: EmptyStateProps;
  /** What failed, when the list names it («Не удалось загрузить новости»). */
  failedTitle?: string;
  /** «Ничего не найдено» instead of `empty`; unless told, while a search or filter is set. */
  filtered?: boolean;
}) {
  const { list, failed, onRetry, empty, filtered = list.filtered } = props;
  if (failed) {
    return <LoadFailedState title={props.failedTitle} onRetry={onRetry} />;
  }
  if (filtered) {
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

/** The column that names a row: its card's title, the move buttons' «… вверх: <name>». */
export function titleOf<T extends Row>(columns: ListColumn<T>[]): ListColumn<T> | undefined {
  return columns.find((column) => column.card === 'title') ?? columns.find((column) => column.header);
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
