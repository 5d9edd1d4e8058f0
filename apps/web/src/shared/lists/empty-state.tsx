import './lists.css';
import { texts } from '@school/contracts';
import { Button } from 'primereact/button';
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

/**
 * What a list, card, panel or whole page says when its request failed (the query client has toasted why): the
 * reason in Russian and «Повторить». `card`: standing alone on a page, it brings its own card.
 */
export function LoadFailedState({
  title = texts.lists.loadFailed,
  onRetry,
  card = false,
}: {
  title?: string;
  onRetry: () => unknown;
  card?: boolean;
}) {
  const state = (
    <EmptyState
      icon="pi-exclamation-triangle"
      title={title}
      hint={texts.lists.loadFailedHint}
      action={<Button icon="pi pi-refresh" label={texts.common.retry} onClick={() => void onRetry()} />}
    />
  );
  return card ? <div className="card">{state}</div> : state;
}
