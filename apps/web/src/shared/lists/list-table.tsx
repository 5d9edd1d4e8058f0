import './lists.css';
import { decodeSort, PAGE_SIZE_MAX, texts } from '@school/contracts';
import { Column } from 'primereact/column';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { Skeleton } from 'primereact/skeleton';
import type { CSSProperties, ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from './empty-state';
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

type ListTableProps<T extends Row, F extends string> = {
  /** The URL-backed list state from useListState. */
  list: ListController<F>;
  items: T[] | undefined;
  total: number | undefined;
  columns: ListColumn<T>[];
  /** Buttons at the end of each row. */
  rowActions?: (row: T) => ReactNode;
  /** What to show, and what to do, when nothing matches. */
  empty: EmptyStateProps;
  label: string;
  /** Rows can be dragged to a new place (index in `items`). */
  onRowReorder?: (from: number, to: number) => void;
  paginator?: boolean;
  /** The deepest row the API serves (students: 10,000); the paginator stops there. */
  maxRows?: number;
  /** false: `total` is the server's estimate, shown as «≈ N». */
  totalExact?: boolean;
};

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

/**
 * The one list table (conventions "Look and feel"): lazy paging and sorting through the URL state, 15 rows,
 * sortable columns, row actions last, skeleton rows while the first page loads, an empty state that says
 * what to do, the paginator.
 */
export function ListTable<T extends Row, F extends string>(props: ListTableProps<T, F>) {
  const { list, items, total, columns, rowActions, empty, label, onRowReorder, paginator = true } = props;
  const { pagedTotal, pageReport } = paging(total ?? 0, props.maxRows, props.totalExact ?? true);
  const loading = items === undefined;
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
      value={loading ? (skeletonRows(Math.min(list.rows, 8)) as T[]) : items}
      dataKey="id"
      lazy
      paginator={paginator && !loading && (total ?? 0) > 0}
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
      reorderableRows={Boolean(onRowReorder) && !loading}
      onRowReorder={(event) => onRowReorder?.(event.dragIndex, event.dropIndex)}
      emptyMessage={<EmptyState {...empty} />}
      aria-label={label}
      aria-busy={loading}
      className="app-list-table"
      stripedRows
    >
      {onRowReorder && <Column rowReorder style={{ width: '3rem' }} />}
      {columns.map((column) => (
        <Column
          key={column.field}
          field={column.field}
          header={column.header}
          body={cell(column)}
          sortable={column.sortable && !loading}
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
