import { texts } from '@school/contracts';
import { SelectButton } from 'primereact/selectbutton';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const t = texts.applications.view;

export type ApplicationsView = 'table' | 'board';

const VIEW = 'view';
const OPTIONS: { label: string; value: ApplicationsView; icon: string }[] = [
  { label: t.table, value: 'table', icon: 'pi pi-list' },
  { label: t.board, value: 'board', icon: 'pi pi-th-large' },
];

/** The queue's view, kept in the URL (`view=board`; the table is the default and leaves no trace). */
export function useApplicationsView(): [ApplicationsView, (view: ApplicationsView) => void] {
  const [params, setParams] = useSearchParams();
  const view: ApplicationsView = params.get(VIEW) === 'board' ? 'board' : 'table';
  const setView = useCallback(
    (next: ApplicationsView) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === 'board') updated.set(VIEW, next);
        else updated.delete(VIEW);
        // The board shows every status and loads its own pages: the table's page means nothing there.
        updated.delete('page');
        return updated;
      }),
    [setParams],
  );
  return [view, setView];
}

/** «Таблица / Канбан». */
export function ApplicationsViewToggle({
  view,
  onChange,
}: {
  view: ApplicationsView;
  onChange: (view: ApplicationsView) => void;
}) {
  return (
    <SelectButton
      value={view}
      options={OPTIONS}
      onChange={(event) => {
        if (event.value) onChange(event.value as ApplicationsView);
      }}
      itemTemplate={(option: (typeof OPTIONS)[number]) => (
        <>
          <i className={`${option.icon} mr-2`} aria-hidden="true" />
          {option.label}
        </>
      )}
      aria-label={t.label}
      allowEmpty={false}
      className="app-view-toggle"
    />
  );
}
