import type { ReactNode } from 'react';

type ListToolbarProps = {
  /** The list's heading, left of the actions. */
  title?: ReactNode;
  /** Export, create: right of the title. */
  actions?: ReactNode;
  /** The search box, first on the second row. */
  search?: ReactNode;
  /** Filter dropdowns beside the search. */
  filters?: ReactNode;
};

/**
 * The toolbar above every list (conventions "Look and feel"): the title with export and create on one row,
 * then the search and the filters, so filters have the whole width.
 */
export function ListToolbar({ title, actions, search, filters }: ListToolbarProps) {
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
        </div>
      )}
    </div>
  );
}
