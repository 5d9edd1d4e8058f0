import './lists.css';
import { decodeSort, texts } from '@school/contracts';
import { Column } from 'primereact/column';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { Skeleton } from 'primereact/skeleton';
import { type ComponentType, lazy, Suspense } from 'react';
import { usePhoneWidth } from '../lib/use-phone-width';
import { MoveButtons } from '../ui/move-buttons';
import {
  cellOf,
  isSkeleton,
  type ListColumn,
  type ListViewProps,
  NoRows,
  PAGE_SIZES,
  PAGINATOR_TEMPLATE,
  paging,
  type Row,
  skeletonRows,
  titleOf,
  viewState,
} from './list-parts';
import { useGiveWay } from './use-give-way';

export type { ListColumn, ListRequest } from './list-parts';

/** A selection checkbox's wrapper: no role and no name of its own (its input has both). */
const UNWRAPPED_CHECKBOX = { role: undefined, 'aria-label': undefined };

// Phones only: the cards load there, not in every list's first load on a wider screen.
const ListCards = lazy(() =>
  import('./list-cards').then((module) => ({
    default: module.ListCards as ComponentType<ListViewProps<Row, string>>,
  })),
);

/**
 * The one list (conventions "Look and feel"): a table, or on a phone the same rows as cards (list-cards.tsx).
 * Lazy paging and sorting through the URL state, 15 rows, sortable columns, row actions last, skeleton rows
 * while the first page loads, an error row with «Повторить» when it fails (the query client has toasted why),
 * an empty state that says what to do, the paginator.
 */
export function ListTable<T extends Row, F extends string>(props: ListViewProps<T, F>) {
  const phone = usePhoneWidth();
  if (!phone) return <ListDataTable {...props} />;
  return (
    <Suspense fallback={<Skeleton height="8rem" />}>
      <ListCards {...(props as unknown as ListViewProps<Row, string>)} />
    </Suspense>
  );
}

function ListDataTable<T extends Row, F extends string>(props: ListViewProps<T, F>) {
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
  const { loading, failed } = viewState(items, request);
  const giveWay = useGiveWay(Math.max(0, ...columns.map((column) => column.giveWay ?? 0)), [
    items,
    columns.map((column) => column.field).join(),
  ]);
  const shown = columns.filter(
    (column) => (column.giveWay ?? 0) === 0 || (column.giveWay ?? 0) > giveWay.left,
  );
  const sort = decodeSort(list.sort);
  const skeleton = () => <Skeleton height="1.25rem" />;
  const cell = (column: ListColumn<T>) => (row: T) => cellOf(column, row);

  return (
    <div ref={giveWay.box}>
      <DataTable
        value={loading ? (skeletonRows(Math.min(list.rows, 8)) as T[]) : (items ?? [])}
        dataKey="id"
        lazy
        paginator={paginator && items !== undefined && (total ?? 0) > 0}
        first={list.first}
        rows={list.rows}
        totalRecords={pagedTotal}
        rowsPerPageOptions={PAGE_SIZES}
        paginatorTemplate={PAGINATOR_TEMPLATE}
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
        {shown.map((column) => (
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
        {(rowActions || onRowReorder) && (
          <Column
            header={texts.lists.actions}
            body={(row: T) =>
              isSkeleton(row) ? (
                skeleton()
              ) : (
                <div className="app-row-actions">
                  {/* The arrows beside the drag handle: the same move by keyboard (the cards draw them too). */}
                  {onRowReorder && (
                    <MoveButtons
                      index={items?.indexOf(row) ?? 0}
                      count={items?.length ?? 0}
                      onMove={onRowReorder}
                      name={String(row[(titleOf(shown) ?? columns[0])?.field as keyof T] ?? '')}
                    />
                  )}
                  {rowActions?.(row)}
                </div>
              )
            }
            align="right"
            alignHeader="right"
            style={{ width: '1%', whiteSpace: 'nowrap' }}
          />
        )}
      </DataTable>
    </div>
  );
}
