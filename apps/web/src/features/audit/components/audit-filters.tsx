import { AUDIT_SECTIONS, AUDIT_VERBS } from '@school/contracts/audit';
import { auditTexts } from '@school/contracts/texts/audit';
import type { SelectOption } from '@/shared/forms/select-field';
import { DateRangeFilter } from '@/shared/lists/date-range-filter';
import { FilterChip } from '@/shared/lists/filter-chip';
import { ListFilter } from '@/shared/lists/list-filter';
import type { ListController } from '@/shared/lists/use-list-state';
import { staffOptions, useStaffOptions } from '@/shared/staff/staff-options';
import type { AuditFilter } from '../audit.api';

const t = auditTexts.audit;

const sectionOptions: SelectOption[] = AUDIT_SECTIONS.map((section) => ({
  label: t.sections[section],
  value: section,
}));
const verbOptions: SelectOption[] = AUDIT_VERBS.map((verb) => ({ label: t.verbs[verb], value: verb }));

/** Who, section, action and period of the log, each in the URL; a record's events (from its card) as a chip. */
export function AuditFilters({ list }: { list: ListController<AuditFilter> }) {
  const people = useStaffOptions('all');
  const { entityId, section } = list.filters;
  return (
    <>
      <ListFilter list={list} name="actorId" label={t.filters.actor} options={staffOptions(people.data)} />
      <ListFilter list={list} name="section" label={t.filters.section} options={sectionOptions} />
      <ListFilter list={list} name="verb" label={t.filters.verb} options={verbOptions} />
      <DateRangeFilter
        dateFrom={list.filters.dateFrom}
        dateTo={list.filters.dateTo}
        onChange={list.setFilters}
        label={t.filters.period}
      />
      {entityId && (
        <FilterChip
          label={t.record(
            (section && (t.sections as Record<string, string>)[section]) || t.filters.entityId,
            Number(entityId),
          )}
          removeLabel={t.recordRemove(Number(entityId))}
          onRemove={() => list.setFilter('entityId', undefined)}
        />
      )}
    </>
  );
}
