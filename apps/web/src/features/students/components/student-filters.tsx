import { texts } from '@school/contracts';
import { Dropdown } from 'primereact/dropdown';
import type { SelectOption } from '../../../shared/forms/select-field';
import { DateRangeFilter } from '../../../shared/lists/date-range-filter';
import type { ListController } from '../../../shared/lists/use-list-state';
import { statusOptions, subscriptionOptions } from '../lib/student-list-config';
import type { StudentFilter } from '../students.api';

type FilterProps = {
  list: ListController<StudentFilter>;
  name: StudentFilter;
  label: string;
  options: SelectOption[];
};

function Filter({ list, name, label, options }: FilterProps) {
  return (
    <Dropdown
      value={list.filters[name] ?? null}
      options={options}
      onChange={(event) => list.setFilter(name, typeof event.value === 'string' ? event.value : null)}
      placeholder={`${label}: ${texts.lists.all.toLowerCase()}`}
      aria-label={label}
      showClear={Boolean(list.filters[name])}
    />
  );
}

/** Status, subscription and registration period of /users; each lives in the URL. */
export function StudentFilters({ list }: { list: ListController<StudentFilter> }) {
  const t = texts.students;
  return (
    <>
      <Filter list={list} name="status" label={t.statusFilter} options={statusOptions} />
      <Filter list={list} name="subscription" label={t.subscriptionFilter} options={subscriptionOptions} />
      <DateRangeFilter
        dateFrom={list.filters.dateFrom}
        dateTo={list.filters.dateTo}
        onChange={list.setFilters}
        label={t.createdAt}
      />
    </>
  );
}
