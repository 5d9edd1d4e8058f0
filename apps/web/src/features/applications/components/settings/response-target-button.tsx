import { texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useResponseTarget } from './response-target.api';
import { ResponseTargetDialog } from './response-target-dialog';

/** «Срок ответа» in a queue's toolbar (admins): opens the response-target dialog with the current values. */
export function ResponseTargetButton() {
  const [open, setOpen] = useState(false);
  const settings = useResponseTarget(open);
  return (
    <>
      <Button
        type="button"
        icon="pi pi-clock"
        label={texts.applications.responseTarget.button}
        outlined
        loading={open && settings.isPending}
        onClick={() => {
          setOpen(true);
          if (settings.isError) void settings.refetch();
        }}
      />
      {open && settings.data && (
        <ResponseTargetDialog settings={settings.data} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
