/**
 * The list page kit. A section declares its list once (URL state, API hook, columns, filters, search, CSV)
 * and gets the toolbar (title and hint, search, filters, «Сбросить фильтры», actions, «Экспорт» with
 * progress), the table (skeleton while loading, an error row with «Повторить», the empty state and
 * «Ничего не найдено»), paging and sorting — all in the URL. A list (directions):
 *
 *   // directions.list.tsx — a module constant (its `url` is a hook dependency)
 *   export const DIRECTIONS_LIST: ListDeclaration<Direction> = {
 *     url: { defaultSort: 'position:asc' },      // and `filters: ['status']`, `rows`, `maxRows`
 *     useItems: directionsApi.useList,           // (query, enabled) => useQuery(…); shared/records/records-api.ts
 *     label: t.title,                            // the table's accessible name
 *     columns: [{ field: 'name', header: t.name, sortable: true }],
 *     search: { placeholder: t.searchPlaceholder },
 *   };
 *
 * The page is `<ListPage page={useListPage(DIRECTIONS_LIST)} title hint actions empty rowActions>`, with what
 * only the page has (buttons, row actions, dialogs) as its props and children; a section whose rows are
 * created, edited and deleted in a dialog uses `RecordsPage` (shared/records), which draws all of that.
 *
 * Filters: their names in `url.filters` and `Filters: ({ list }) => <ListFilter list={list} name="status" …/>`.
 * A CSV of the same search, filters and order: `export: { path: '/students/csv', fileName: 'users.csv' }`.
 * A search the API refuses while short: `search: { minimum }` (the list is not asked meanwhile).
 */
import type { ComponentType, ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from './empty-state';
import { LazyListBulkBar } from './lazy-bulk-bar';
import { type ListExport, ListExportButton } from './list-export-button';
import { ListHeading } from './list-heading';
import { ListSearch, type ListSearchOptions } from './list-search';
import { type ListSelection, useListSelection } from './list-selection';
import { type ListColumn, type ListRequest, ListTable } from './list-table';
import { ListToolbar } from './list-toolbar';
import type { ListConfig, ListQueryParams } from './list-url';
import { SavedViews } from './saved-views';

import { type ListController, useListState } from './use-list-state';

export type { ListColumn } from './list-table';
export type { ListController } from './use-list-state';

/** One page of a list endpoint (conventions "Lists"); `totalExact: false` shows the total as «≈ N». */
export type ListItems<T> = { items: T[]; total: number; totalExact?: boolean };
/** The list's request: a TanStack Query `useQuery` result is one. */
export type ListItemsRequest<T> = ListRequest & { data?: ListItems<T> };

export type ListDeclaration<T extends { id: number }, F extends string = never> = {
  /** What the URL keeps: filters, default sort, rows per page, the deepest row. */
  url: ListConfig<F>;
  /**
   * The API hook, called on every render: the URL's query in, a `useQuery` result out. `enabled` is false
   * while the search is too short to send. It may read the route (`useParams`) for a profile's own list.
   */
  useItems: (query: ListQueryParams<F>, enabled: boolean) => ListItemsRequest<T>;
  /** The table's accessible name (the list's title). */
  label: string;
  /** The table's columns; or the page gives them, when they follow the caller (staff: what one may do). */
  columns?: ListColumn<T>[];
  /** The filters beside the search; each reads and writes its URL parameter through `list`. */
  Filters?: ComponentType<{ list: ListController<F> }>;
  /** The search box's placeholder and minimum; `false`: the list has no search. */
  search?: ListSearchOptions | false;
  /** «Экспорт» of the list as a CSV. */
  export?: ListExport;
};

export type ListPageState<T extends { id: number }, F extends string = never> = {
  declaration: ListDeclaration<T, F>;
  list: ListController<F>;
  request: ListItemsRequest<T>;
  /** false while the search is too short to send: nothing is asked and nothing exported. */
  searchable: boolean;
};

/** The list's URL state and its request, for the page to read (row actions, reordering) and render. */
export function useListPage<T extends { id: number }, F extends string = never>(
  declaration: ListDeclaration<T, F>,
): ListPageState<T, F> {
  const list = useListState(declaration.url);
  const minimum = declaration.search ? declaration.search.minimum : undefined;
  const searchable = !minimum?.isTooShort(list.search);
  const request = declaration.useItems(list.query, searchable);
  return { declaration, list, request, searchable };
}

export type ListPageProps<T extends { id: number }, F extends string> = {
  page: ListPageState<T, F>;
  title: string;
  hint?: string;
  /** 2 for a list inside a profile tab (the profile has the h1). */
  level?: 1 | 2;
  /** Create and the like, right of the title (after «Экспорт»). */
  actions?: ReactNode;
  /** Between the title row and the search (the profile's course counts). */
  summary?: ReactNode;
  /** What the list says while it has nothing (a search or filter says «Ничего не найдено» instead). */
  empty: EmptyStateProps;
  rowActions?: (row: T) => ReactNode;
  onRowReorder?: (from: number, to: number) => void;
  /** A click on a row or Enter on a focused one opens it (the payment card). */
  onRowOpen?: (row: T) => void;
  /** Instead of the declaration's columns (columns that follow the caller's role). */
  columns?: ListColumn<T>[];
  /** Dialogs the page opens. */
  children?: ReactNode;
  /**
   * Bulk actions (opt-in): rows get checkboxes, and while any is ticked a bar above the table shows the
   * count, «Выбрать все N, подходящие под фильтр», «Снять выделение» and these actions.
   */
  bulkActions?: (selection: ListSelection<T>) => ReactNode;
};

/** A list page: its card with the toolbar, the table (or why it is not asked) and the page's dialogs. */
export function ListPage<T extends { id: number }, F extends string>(props: ListPageProps<T, F>) {
  const { page, title, hint, level = 1, actions, summary, empty, rowActions, onRowReorder, children } = props;
  const { declaration, list, request, searchable } = page;
  const { Filters, search = {} } = declaration;
  const exportButton = declaration.export && (
    <ListExportButton {...declaration.export} query={list.query} disabled={!searchable} />
  );
  const toolbarActions = (exportButton || actions) && (
    <>
      {exportButton}
      {actions}
    </>
  );
  const heading = <ListHeading title={title} hint={hint} level={level} />;
  const searchBox = search && <ListSearch list={list} {...search} />;
  const filters = Filters && <Filters list={list} />;
  const views = <SavedViews list={list} />;
  const minimum = search ? search.minimum : undefined;
  const selection = useListSelection<T>(list.query, request.data?.total, request.data?.totalExact);
  const bulk = props.bulkActions && searchable ? selection : undefined;

  return (
    <section className="card">
      {summary ? (
        <>
          <ListToolbar title={heading} actions={toolbarActions} />
          {summary}
          <ListToolbar views={views} search={searchBox} filters={filters} list={list} />
        </>
      ) : (
        <ListToolbar
          title={heading}
          actions={toolbarActions}
          views={views}
          search={searchBox}
          filters={filters}
          list={list}
        />
      )}
      {minimum && !searchable ? (
        <EmptyState icon="pi-search" title={minimum.title} hint={minimum.detail} />
      ) : (
        <>
          {bulk && (
            <LazyListBulkBar
              selection={bulk}
              pageRows={request.data?.items}
              actions={props.bulkActions?.(bulk)}
            />
          )}
          <ListTable
            list={list}
            items={request.data?.items}
            total={request.data?.total}
            totalExact={request.data?.totalExact}
            request={request}
            maxRows={declaration.url.maxRows}
            columns={props.columns ?? declaration.columns ?? []}
            label={declaration.label}
            empty={empty}
            rowActions={rowActions}
            onRowReorder={onRowReorder}
            onRowOpen={props.onRowOpen}
            selection={bulk}
          />
        </>
      )}
      {children}
    </section>
  );
}
