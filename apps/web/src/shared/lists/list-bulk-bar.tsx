import './list-bulk-bar.css';
import { bulkActionsTexts } from '@school/contracts/texts/bulk-actions';
import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import type { ListSelection } from './list-selection';

const t = bulkActionsTexts.bulk;

export type ListBulkBarProps<T extends { id: number }> = {
  selection: ListSelection<T>;
  /** The rows of the page on screen: when all are ticked, «Выбрать все N, подходящие под фильтр». */
  pageRows: T[] | undefined;
  /** The page's bulk actions. */
  actions: ReactNode;
};

/**
 * The bar above a list while something is selected: «Выбрано: N», the Gmail-style «Выбрать все N, подходящие
 * под фильтр» once the whole page is ticked, «Снять выделение» and the page's actions. It wraps on a phone.
 * The actions' dialogs are portals, so they stay on screen while the bar is hidden.
 */
export function ListBulkBar<T extends { id: number }>({ selection, pageRows, actions }: ListBulkBarProps<T>) {
  // Hidden rather than unmounted: the actions' dialogs (a running task's progress) outlive the selection.
  const empty = selection.count === 0 && !selection.allMatching;
  const ticked = new Set(selection.rows.map((row) => row.id));
  const wholePage = Boolean(pageRows?.length) && pageRows!.every((row) => ticked.has(row.id));
  const more = selection.total > (pageRows?.length ?? 0);
  return (
    <section className="app-bulk-bar" aria-label={t.barLabel} hidden={empty}>
      <span className="app-bulk-bar__count" aria-live="polite">
        {selection.allMatching
          ? t.allMatchingSelected(selection.total, selection.totalExact)
          : t.selected(selection.count)}
      </span>
      {!selection.allMatching && wholePage && more && (
        <Button
          type="button"
          link
          className="app-bulk-bar__all"
          label={t.selectAllMatching(selection.total, selection.totalExact)}
          onClick={selection.selectAllMatching}
        />
      )}
      <Button type="button" text icon="pi pi-times" label={t.clear} onClick={selection.clear} />
      <div className="app-bulk-bar__actions">{actions}</div>
    </section>
  );
}
