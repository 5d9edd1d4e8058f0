import { courseModuleCreateBodySchema } from '@school/contracts';
import { FormDialog } from '@/shared/forms/form-dialog';
import { TextField } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';

type NameDialogProps = {
  title: string;
  label: string;
  initial?: string;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
};

/** Add or rename a module or lesson: one name (1..200 characters, the same rule for both). */
export function NameDialog({ title, label, initial = '', onSubmit, onClose }: NameDialogProps) {
  const form = useZodForm(courseModuleCreateBodySchema, { name: initial }, async ({ name }) => {
    await onSubmit(name);
    onClose();
  });
  return (
    <FormDialog header={title} onClose={onClose} onSubmit={form.handleSubmit} submitting={form.submitting}>
      <TextField field={form.field('name')} label={label} autoFocus maxLength={200} />
    </FormDialog>
  );
}
