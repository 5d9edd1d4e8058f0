import './lists.css';
import { texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { lazy, type ReactNode, Suspense } from 'react';
import { usePhoneWidth } from '../lib/use-phone-width';
import { setFilterCount } from './filter-count';
import type { ListController } from './use-list-state';

type ListToolbarProps = {
  /** The list's heading, left of the actions. */
  title?: ReactNode;
  /** Export, create: right of the title. */
  actions?: ReactNode;
  /** The list's saved views (saved-views.tsx): a row of chips between the title and the search. */
  views?: ReactNode;
  /** The search box, first on the second row. */
  search?: ReactNode;
  /** Filter dropdowns beside the search. */
  filters?: ReactNode;
  /**
   * The list these search and filters narrow: «Сбросить фильтры» appears while any is set; on a phone the
   * filters' button counts its set `filters`.
   */
  list?: Pick<ListController<string>, 'filtered' | 'resetFilters'> & {
    filters?: Record<string, string | undefined>;
  };
};

// Phones only: the drawer (and PrimeReact's Sidebar) load there.
const ListFiltersDrawer = lazy(() =>
  import('./list-filters-drawer').then((module) => ({ default: module.ListFiltersDrawer })),
);

/**
 * The toolbar above every list (conventions "Look and feel"): the title with export and create on one row,
 * then the search, the filters and «Сбросить фильтры», so filters have the whole width. On a phone the
 * filters open in a drawer from a «Фильтры» button that counts the set ones.
 */
export function ListToolbar({ title, actions, views, search, filters, list }: ListToolbarProps) {
  const phone = usePhoneWidth();
  const reset = list?.filtered && (
    <Button
      type="button"
      icon="pi pi-filter-slash"
      label={texts.lists.resetFilters}
      text
      onClick={list.resetFilters}
    />
  );
  return (
    <div className="app-list-toolbar">
      {(title || actions) && (
        <div className="app-list-toolbar__head">
          <div className="app-list-toolbar__title">{title}</div>
          {actions && <div className="app-list-toolbar__actions">{actions}</div>}
        </div>
      )}
      {views}
      {(search || filters) && (
        <div className="app-list-toolbar__filters">
          {search}
          {phone && filters ? (
            <Suspense fallback={null}>
              <ListFiltersDrawer count={setFilterCount(list?.filters)} reset={reset}>
                {filters}
              </ListFiltersDrawer>
            </Suspense>
          ) : (
            <>
              {filters}
              {reset}
            </>
          )}
        </div>
      )}
    </div>
  );
}
