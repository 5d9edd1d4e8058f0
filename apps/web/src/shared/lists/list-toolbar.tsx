import './lists.css';
import { texts } from '@school/contracts';
import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import type { ListController } from './use-list-state';

type ListToolbarProps = {
  /** The list's heading, left of the actions. */
  title?: ReactNode;
  /** Export, create: right of the title. */
  actions?: ReactNode;
  /** The search box, first on the second row. */
  search?: ReactNode;
  /** Filter dropdowns beside the search. */
  filters?: ReactNode;
  /** The list these search and filters narrow: «Сбросить фильтры» appears while any is set. */
  list?: Pick<ListController<string>, 'filtered' | 'resetFilters'>;
};

/**
 * The toolbar above every list (conventions "Look and feel"): the title with export and create on one row,
 * then the search, the filters and «Сбросить фильтры», so filters have the whole width.
 */
export function ListToolbar({ title, actions, search, filters, list }: ListToolbarProps) {
  return (
    <div className="app-list-toolbar">
      {(title || actions) && (
        <div className="app-list-toolbar__head">
          <div className="app-list-toolbar__title">{title}</div>
          {actions && <div className="app-list-toolbar__actions">{actions}</div>}
        </div>
      )}
      {(search || filters) && (
        <div className="app-list-toolbar__filters">
          {search}
          {filters}
          {list?.filtered && (
            <Button
              type="button"
              icon="pi pi-filter-slash"
              label={texts.lists.resetFilters}
              text
              onClick={list.resetFilters}
            />
          )}
        </div>
      )}
    </div>
  );
}
