import { formatDateTime, texts } from '@school/contracts';
import { DateRangeFilter } from '@/shared/lists/date-range-filter';
import { FilterChip } from '@/shared/lists/filter-chip';
import { ListFilter } from '@/shared/lists/list-filter';
import type { ListController } from '@/shared/lists/use-list-state';
import { providerOptions, statusOptions, typeOptions } from '../lib/payments-list-config';
import type { PaymentsFilter } from '../payments.api';
import { CourseFilter } from './course-filter';

const t = texts.payments;

/** Status, provider, payment type, course and period of /sales (and «made before», from «Главная»); each lives in the URL. */
export function PaymentFilters({ list }: { list: ListController<PaymentsFilter> }) {
  return (
    <>
      <ListFilter list={list} name="status" label={t.statusFilter} options={statusOptions} />
      <ListFilter list={list} name="provider" label={t.providerFilter} options={providerOptions} />
      <ListFilter list={list} name="type" label={t.typeFilter} options={typeOptions} />
      <CourseFilter value={list.filters.courseId} onChange={(id) => list.setFilter('courseId', id)} />
      <DateRangeFilter
        dateFrom={list.filters.dateFrom}
        dateTo={list.filters.dateTo}
        onChange={list.setFilters}
        label={t.period}
      />
      {list.filters.createdBefore && <CreatedBeforeChip list={list} at={list.filters.createdBefore} />}
    </>
  );
}

/** «Главная»'s stale attempts: the list of payments made before an instant, shown so it can be taken off. */
function CreatedBeforeChip({ list, at }: { list: ListController<PaymentsFilter>; at: string }) {
  const shown = formatDateTime(at);
  return (
    <FilterChip
      label={t.createdBefore(shown)}
      removeLabel={t.createdBeforeRemove(shown)}
      onRemove={() => list.setFilter('createdBefore', undefined)}
    />
  );
}
