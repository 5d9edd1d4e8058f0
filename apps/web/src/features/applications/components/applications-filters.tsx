import { texts } from '@school/contracts';
import { Checkbox } from 'primereact/checkbox';
import { useId } from 'react';
import { DateRangeFilter } from '@/shared/lists/date-range-filter';
import { ListFilter } from '@/shared/lists/list-filter';
import type { ListController } from '@/shared/lists/use-list-state';
import { type ApplicationsFilter, statusOptions } from '../lib/applications-url';
import { AssigneeFilter } from './assignee-filter';

const t = texts.applications;

type ApplicationsFiltersProps = {
  list: ListController<ApplicationsFilter>;
  /** False on the kanban: its columns are the statuses, so a status filter would do nothing there. */
  withStatus?: boolean;
};

/** Status, assignee, period and «Только просроченные» of a queue; each lives in the URL. */
export function ApplicationsFilters({ list, withStatus = true }: ApplicationsFiltersProps) {
  return (
    <>
      {withStatus && <ListFilter list={list} name="status" label={t.statusFilter} options={statusOptions} />}
      <AssigneeFilter value={list.filters.assignee} onChange={(value) => list.setFilter('assignee', value)} />
      <DateRangeFilter
        dateFrom={list.filters.dateFrom}
        dateTo={list.filters.dateTo}
        onChange={list.setFilters}
        label={t.period}
      />
      <OverdueFilter list={list} />
    </>
  );
}

/** «Только просроченные»: a queue's and the profile tab's (`overdue=true` in the URL). */
export function OverdueFilter<F extends string>({ list }: { list: ListController<F | 'overdue'> }) {
  const overdueId = useId();
  return (
    <span className="app-overdue-filter">
      <Checkbox
        inputId={overdueId}
        checked={list.filters.overdue === 'true'}
        onChange={(event) => list.setFilter('overdue', event.checked ? 'true' : null)}
      />
      <label htmlFor={overdueId}>{t.overdueOnly}</label>
    </span>
  );
}
