import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type Application,
  type ApplicationStatus,
} from '@school/contracts';
import { bulkActionsTexts } from '@school/contracts/texts/bulk-actions';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { queryKeys } from '@/shared/api/query-keys';
import { BulkTaskDialog, useBulkTask } from '@/shared/lists/bulk-task';
import type { ListSelection } from '@/shared/lists/list-selection';

const t = bulkActionsTexts.bulk.applications;
const STATUS_OPTIONS = APPLICATION_STATUSES.map((status) => ({
  label: APPLICATION_STATUS_LABELS[status],
  value: status,
}));

/**
 * «Сменить статус» of the ticked applications or all matching the queue's filter: a status picker, then
 * the task's dialog; the queue (table, kanban, counts) refreshes when it is done.
 */
export function ApplicationBulkActions({ selection }: { selection: ListSelection<Application> }) {
  const change = useBulkTask('/applications/bulk/status', queryKeys.applications.all, selection.clear);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<ApplicationStatus | null>(null);
  const submit = () => {
    if (status === null) return;
    change.start.mutate(
      { target: selection.target, status },
      {
        onSuccess: () => {
          setOpen(false);
          setStatus(null);
        },
      },
    );
  };
  return (
    <>
      <Button type="button" icon="pi pi-sync" label={t.status} outlined onClick={() => setOpen(true)} />
      <Dialog
        header={t.statusHeader(selection.count, selection.exact)}
        visible={open}
        onHide={() => setOpen(false)}
        style={{ width: '28rem' }}
        breakpoints={{ '640px': '95vw' }}
        footer={
          <>
            <Button label={bulkActionsTexts.bulk.cancel} text onClick={() => setOpen(false)} />
            <Button
              label={t.statusSubmit}
              icon="pi pi-check"
              disabled={status === null}
              loading={change.start.isPending}
              onClick={submit}
            />
          </>
        }
      >
        <label htmlFor="bulk-application-status" className="block mb-2">
          {t.statusLabel}
        </label>
        <Dropdown
          inputId="bulk-application-status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(event) => setStatus(event.value as ApplicationStatus)}
          placeholder={t.statusLabel}
          className="w-full"
        />
      </Dialog>
      <BulkTaskDialog bulk={change} header={t.statusTask} />
    </>
  );
}
