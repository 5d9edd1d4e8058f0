import './lists.css';
import { decodeSort, PAGE_SIZE_MAX, texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { Skeleton } from 'primereact/skeleton';
import type { CSSProperties, ReactNode } from 'react';
import { EmptyState, type EmptyStateProps, LoadFailedState } from './empty-state';
import type { ListSelection } from './list-selection';
import type { ListController } from './use-list-state';

export type ListColumn<T> = {
  /** The row key it shows; with `sortable`, also the API's sort field. */
  field: string;
  header: string;
  body?: (row: T) => ReactNode;
  sortable?: boolean;
  /** Money and counts are right-aligned. */
  align?: 'left' | 'right' | 'center';
  style?: CSSProperties;
};

type Row = { id: number };

/** The state of the list's request; a TanStack Query `useQuery` result is one (`isFetching` drives the skeleton). */
export type ListRequest = {
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

type ListTableProps<T extends Row, F extends string> = {
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

/** A selection checkbox's wrapper: no role and no name of its own (its input has both). */
const UNWRAPPED_CHECKBOX = { role: undefined, 'aria-label': undefined };

const PAGE_SIZES = [15, 30, 50, PAGE_SIZE_MAX];
const skeletonRows = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: -index - 1 }));
const isSkeleton = (row: Row) => row.id < 0;

/** The paginator's reach and its report: «1–15 из ≈ 1 000 000» when the total is inexact or too deep. */
function paging(total: number, maxRows: number | undefined, exact: boolean) {
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
function NoRows<F extends string>(props: {
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

/**
 * The one list table (conventions "Look and feel"): lazy paging and sorting through the URL state, 15 rows,
 * sortable columns, row actions last, skeleton rows while the first page loads, an error row with «Повторить»
 * when it fails (the query client has toasted why), an empty state that says what to do, the paginator.
 */
export function ListTable<T extends Row, F extends string>(props: ListTableProps<T, F>) {
  const {
    list,
    items,
    total,
    request,
    columns,
    rowActions,
    empty,
    label,
    onRowReorder,
    paginator = true,
    onRowOpen,
    selection,
  } = props;
  const { pagedTotal, pageReport } = paging(total ?? 0, props.maxRows, props.totalExact ?? true);
  // Skeleton rows only while a request runs: a failed one shows its error, a disabled one its empty state.
  const loading = items === undefined && request.isFetching;
  const failed = items === undefined && request.isError && !request.isFetching;
  const sort = decodeSort(list.sort);
  const skeleton = () => <Skeleton height="1.25rem" />;
  const cell = (column: ListColumn<T>) => (row: T) =>
    isSkeleton(row)
      ? skeleton()
      : column.body
        ? column.body(row)
        : String(row[column.field as keyof T] ?? '');

  return (
    <DataTable
      value={loading ? (skeletonRows(Math.min(list.rows, 8)) as T[]) : (items ?? [])}
      dataKey="id"
      lazy
      paginator={paginator && items !== undefined && (total ?? 0) > 0}
      first={list.first}
      rows={list.rows}
      totalRecords={pagedTotal}
      rowsPerPageOptions={PAGE_SIZES}
      paginatorTemplate="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown CurrentPageReport"
      currentPageReportTemplate={pageReport}
      onPage={(event: DataTableStateEvent) => list.setPage(event.first, event.rows)}
      sortField={sort?.field}
      sortOrder={sort?.order}
      onSort={(event: DataTableStateEvent) =>
        list.setSort({ field: event.sortField, order: event.sortOrder })
      }
      // Rows become focusable and answer Enter; links and buttons inside a row keep their own click.
      // With bulk selection, the checkboxes select (a row's click still opens it).
      {...(selection && items !== undefined
        ? {
            selectionMode: 'checkbox' as const,
            // The header's checkbox ticks this page only, keeping rows ticked on other pages.
            selectionPageOnly: true,
            selection: selection.rows,
            onSelectionChange: (event: { value: unknown }) => selection.setRows(event.value as T[]),
          }
        : {
            selectionMode: onRowOpen && items !== undefined ? ('single' as const) : undefined,
            selection: null,
          })}
      metaKeySelection={false}
      onRowClick={onRowOpen && ((event) => isSkeleton(event.data as T) || onRowOpen(event.data as T))}
      reorderableRows={Boolean(onRowReorder) && items !== undefined}
      onRowReorder={(event) => onRowReorder?.(event.dragIndex, event.dropIndex)}
      emptyMessage={<NoRows list={list} failed={failed} onRetry={request.refetch} empty={empty} />}
      aria-label={label}
      aria-busy={loading}
      className="app-list-table"
      stripedRows
    >
      {onRowReorder && <Column rowReorder style={{ width: '3rem' }} />}
      {selection && (
        <Column
          selectionMode="multiple"
          headerStyle={{ width: '3rem' }}
          // PrimeReact puts role="checkbox" and the name on each checkbox's wrapper around its own checkbox
          // input (two nested controls, the outer without aria-checked): the input stays the only one. The
          // header's name comes from DataTable's private English locale («All items unselected», out of reach
          // of the locale setting, and a state rather than the action): named here.
          pt={{
            headerCheckbox: {
              root: UNWRAPPED_CHECKBOX,
              input: { 'aria-label': texts.lists.selectPage },
            },
            rowCheckbox: { root: UNWRAPPED_CHECKBOX },
          }}
        />
      )}
      {columns.map((column) => (
        <Column
          key={column.field}
          field={column.field}
          header={column.header}
          body={cell(column)}
          sortable={column.sortable && items !== undefined}
          align={column.align}
          alignHeader={column.align}
          style={column.style}
        />
      ))}
      {rowActions && (
        <Column
          header={texts.lists.actions}
          body={(row: T) =>
            isSkeleton(row) ? skeleton() : <div className="app-row-actions">{rowActions(row)}</div>
          }
          align="right"
          alignHeader="right"
          style={{ width: '1%', whiteSpace: 'nowrap' }}
        />
      )}
    </DataTable>
  );
}
