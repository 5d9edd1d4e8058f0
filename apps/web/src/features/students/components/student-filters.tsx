import { texts } from '@school/contracts';
import { DateRangeFilter } from '@/shared/lists/date-range-filter';
import { ListFilter } from '@/shared/lists/list-filter';
import type { ListController } from '@/shared/lists/use-list-state';
import { statusOptions, subscriptionOptions } from '../lib/student-list-config';
import type { StudentFilter } from '../students.api';

/** Status, subscription and registration period of /users; each lives in the URL. */
export function StudentFilters({ list }: { list: ListController<StudentFilter> }) {
  const t = texts.students;
  return (
    <>
      <ListFilter list={list} name="status" label={t.statusFilter} options={statusOptions} />
      <ListFilter
        list={list}
        name="subscription"
        label={t.subscriptionFilter}
        options={subscriptionOptions}
      />
      <DateRangeFilter
        dateFrom={list.filters.dateFrom}
        dateTo={list.filters.dateTo}
        onChange={list.setFilters}
        label={t.createdAt}
      />
    </>
  );
}
