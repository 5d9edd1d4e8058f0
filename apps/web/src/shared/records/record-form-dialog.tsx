import { useMemo, useState } from 'react';
import { FormDialog } from '../forms/form-dialog';
import { useZodForm } from '../forms/use-zod-form';
import { showSuccess } from '../toast/toast-store';
import { RecordFieldInput } from './record-field';
import { type RecordForm, recordFormSchema, recordFormValues } from './record-form';

export type RecordFormTexts = { createTitle: string; editTitle: string; created: string; updated: string };

type RecordFormDialogProps<T extends { id: number }> = {
  form: RecordForm;
  /** The record edited; null creates one. */
  item: T | null;
  save: (call: { id: number | null; body: unknown }) => Promise<unknown>;
  texts: RecordFormTexts;
  onClose: () => void;
};

/** Create or edit a record with the section's fields; mount it anew for each opening. */
export function RecordFormDialog<T extends { id: number }>({
  form,
  item,
  save,
  texts,
  onClose,
}: RecordFormDialogProps<T>) {
  const record = item as Record<string, unknown> | null;
  const schema = useMemo(
    () => recordFormSchema(form.fields, item ? (form.update ?? form.body) : form.body),
    [form, item],
  );
  const [coverUrls, setCoverUrls] = useState<Record<string, string | null>>(() =>
    Object.fromEntries(
      form.fields.flatMap((field) =>
        field.kind === 'cover' ? [[field.name, (record?.[field.url] as string | null) ?? null]] : [],
      ),
    ),
  );
  const values = useZodForm(schema, recordFormValues(form.fields, record), async (body) => {
    await save({ id: item?.id ?? null, body });
    showSuccess(item ? texts.updated : texts.created);
    onClose();
  });

  return (
    <FormDialog
      header={item ? texts.editTitle : texts.createTitle}
      onClose={onClose}
      onSubmit={values.handleSubmit}
      submitting={values.submitting}
      history={item && form.history ? { section: form.history, entityId: item.id } : undefined}
    >
      {form.fields.map((field, index) => (
        <RecordFieldInput
          key={field.name}
          field={field}
          binding={values.field(field.name)}
          autoFocus={index === 0}
          disabled={values.submitting}
          coverUrl={coverUrls[field.name] ?? null}
          onCover={(cover) => {
            setCoverUrls((urls) => ({ ...urls, [field.name]: cover?.url ?? null }));
            values.setValue(field.name, cover ? String(cover.id) : '');
          }}
        />
      ))}
    </FormDialog>
  );
}
