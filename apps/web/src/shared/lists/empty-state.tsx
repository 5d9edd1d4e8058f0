import './lists.css';
import type { ReactNode } from 'react';

export type EmptyStateProps = {
  title: string;
  /** What to do: create the first one, or change the search or filters. */
  hint: string;
  action?: ReactNode;
  icon?: string;
};

/** What an empty list says instead of a blank table. */
export function EmptyState({ title, hint, action, icon = 'pi-inbox' }: EmptyStateProps) {
  return (
    <div className="app-empty-state">
      <i className={`pi ${icon}`} aria-hidden="true" />
      <p className="app-empty-state__title">{title}</p>
      <p className="app-empty-state__hint">{hint}</p>
      {action}
    </div>
  );
}
