import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationCard,
  type ApplicationStatus,
  texts,
} from '@school/contracts';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useId, useMemo } from 'react';
import { showSuccess } from '@/shared/toast/toast-store';
import { useAssigneeOptions, useUpdateApplication } from '../../applications.api';
import { personName } from '../application-cells';

const t = texts.applications.card;

const statusOptions = APPLICATION_STATUSES.map((status) => ({
  label: APPLICATION_STATUS_LABELS[status],
  value: status,
}));

/** The card's status and assignee: each change is one PATCH, a history line and a success toast. */
export function ApplicationControls({ application }: { application: ApplicationCard }) {
  const update = useUpdateApplication(application.id);
  const staff = useAssigneeOptions();
  const statusId = useId();
  const assigneeId = useId();
  const assigneeOptions = useMemo(() => {
    const options = (staff.data ?? []).map((person) => ({ label: personName(person), value: person.id }));
    const current = application.assignee;
    if (current && !options.some((option) => option.value === current.id)) {
      options.unshift({ label: personName(current), value: current.id });
    }
    return options;
  }, [staff.data, application.assignee]);
  const pending = update.isPending;

  const changeStatus = (status: ApplicationStatus) =>
    update.mutate({ status }, { onSuccess: () => showSuccess(t.statusChanged) });
  const assign = (id: number | null) =>
    update.mutate(
      { assigneeId: id },
      { onSuccess: () => showSuccess(id === null ? t.assigneeRemoved : t.assigneeSet) },
    );

  return (
    <div className="app-application-controls">
      <div className="app-field">
        <label htmlFor={statusId}>{t.status}</label>
        <Dropdown
          inputId={statusId}
          value={application.status}
          options={statusOptions}
          onChange={(event) => {
            if (event.value && event.value !== application.status) changeStatus(event.value);
          }}
          disabled={pending}
          ariaLabel={t.statusChange}
        />
      </div>
      <div className="app-field">
        <label htmlFor={assigneeId}>{t.assignee}</label>
        <span className="flex gap-2">
          <Dropdown
            inputId={assigneeId}
            value={application.assignee?.id ?? null}
            options={assigneeOptions}
            onChange={(event) => {
              if (typeof event.value === 'number' && event.value !== application.assignee?.id) {
                assign(event.value);
              }
            }}
            placeholder={t.assigneePick}
            ariaLabel={t.assignee}
            filter={assigneeOptions.length > 8}
            filterPlaceholder={texts.applications.assigneeSearch}
            pt={{ filterInput: { 'aria-label': texts.applications.assigneeSearch } }}
            emptyFilterMessage={texts.lists.nothingFound}
            disabled={pending}
            className="flex-1 min-w-0"
          />
          {application.assignee && (
            <Button
              type="button"
              label={t.unassign}
              aria-label={t.unassignLabel}
              icon="pi pi-user-minus"
              outlined
              severity="secondary"
              disabled={pending}
              onClick={() => assign(null)}
            />
          )}
        </span>
      </div>
    </div>
  );
}
