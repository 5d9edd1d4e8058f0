import { formatDateTime, texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { DateRangeFilter } from '@/shared/lists/date-range-filter';
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
    <Button
      type="button"
      outlined
      size="small"
      icon="pi pi-times"
      iconPos="right"
      label={t.createdBefore(shown)}
      aria-label={t.createdBeforeRemove(shown)}
      className="align-self-end"
      onClick={() => list.setFilter('createdBefore', undefined)}
    />
  );
}
