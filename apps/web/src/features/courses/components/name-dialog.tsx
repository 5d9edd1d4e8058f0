import { moduleCreateBodySchema, texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { TextField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';

type NameDialogProps = {
  title: string;
  label: string;
  initial?: string;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
};

/** Add or rename a module or lesson: one name (1..200 characters, the same rule for both). */
export function NameDialog({ title, label, initial = '', onSubmit, onClose }: NameDialogProps) {
  const form = useZodForm(moduleCreateBodySchema, { name: initial }, async ({ name }) => {
    await onSubmit(name);
    onClose();
  });
  return (
    <Dialog
      visible
      onHide={onClose}
      header={title}
      className="app-dialog"
      footer={
        <div className="flex justify-content-end gap-2">
          <Button type="button" label={texts.common.cancel} text onClick={onClose} />
          <Button
            type="submit"
            form="name-dialog-form"
            icon="pi pi-check"
            label={texts.common.save}
            loading={form.submitting}
          />
        </div>
      }
    >
      <form id="name-dialog-form" onSubmit={form.handleSubmit} noValidate>
        <TextField field={form.field('name')} label={label} autoFocus maxLength={200} />
      </form>
    </Dialog>
  );
}
