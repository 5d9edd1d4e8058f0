import { texts } from '@school/contracts';
import { Dropdown } from 'primereact/dropdown';
import { useMemo } from 'react';
import { useAssigneeOptions } from '../applications.api';
import { ASSIGNEE_NONE } from '../lib/applications-url';
import { personName } from './application-cells';

const t = texts.applications;

type AssigneeFilterProps = { value: string | undefined; onChange: (assignee: string | null) => void };

/** «Ответственный»: all (no parameter), «Не назначен» (`none`) or one staff member by name. */
export function AssigneeFilter({ value, onChange }: AssigneeFilterProps) {
  const staff = useAssigneeOptions();
  const options = useMemo(
    () => [
      { label: t.assigneeNone, value: ASSIGNEE_NONE },
      ...(staff.data ?? []).map((person) => ({ label: personName(person), value: String(person.id) })),
    ],
    [staff.data],
  );
  return (
    <Dropdown
      value={value ?? null}
      options={options}
      onChange={(event) => onChange(typeof event.value === 'string' ? event.value : null)}
      placeholder={t.assigneeAll}
      aria-label={t.assigneeFilter}
      ariaLabel={t.assigneeFilter}
      showClear={Boolean(value)}
      filter={options.length > 8}
      filterPlaceholder={t.assigneeSearch}
      pt={{ filterInput: { 'aria-label': t.assigneeSearch } }}
      emptyFilterMessage={texts.lists.nothingFound}
      className="app-assignee-filter"
    />
  );
}
