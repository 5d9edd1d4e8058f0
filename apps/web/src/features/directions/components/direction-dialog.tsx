import { type Direction, texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { FormDialog } from '../../../shared/forms/form-dialog';
import { TextField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { showSuccess } from '../../../shared/toast/toast-store';
import { CoverThumb } from '../../../shared/ui/cover-thumb';
import { ImageUpload } from '../../../shared/uploads/image-upload';
import { useCreateDirection, useUpdateDirection } from '../directions.api';
import { directionFormSchema } from './direction-form-schema';

type Cover = { id: number; url: string } | null;
type DirectionDialogProps = {
  /** The direction to edit; null creates a new one. */
  direction: Direction | null;
  onClose: () => void;
};

/** Create or edit a direction: name, description and cover image. Mount it anew for each opening. */
export function DirectionDialog({ direction, onClose }: DirectionDialogProps) {
  const create = useCreateDirection();
  const update = useUpdateDirection();
  const [cover, setCover] = useState<Cover>(
    direction?.coverFileId && direction.cover ? { id: direction.coverFileId, url: direction.cover } : null,
  );
  const form = useZodForm(
    directionFormSchema,
    { name: direction?.name ?? '', description: direction?.description ?? '' },
    async (values) => {
      const body = { ...values, coverFileId: cover?.id ?? null };
      if (direction) {
        await update.mutateAsync({ id: direction.id, body });
        showSuccess(texts.notices.directionUpdated);
      } else {
        await create.mutateAsync(body);
        showSuccess(texts.notices.directionCreated);
      }
      onClose();
    },
  );
  const t = texts.directions;

  return (
    <FormDialog
      header={direction ? t.editTitle : t.createTitle}
      onClose={onClose}
      onSubmit={form.handleSubmit}
      submitting={form.submitting}
    >
      <TextField field={form.field('name')} label={t.name} autoFocus maxLength={200} />
      <TextField field={form.field('description')} label={t.description} type="textarea" />
      <div className="app-field">
        <span className="font-medium">{t.cover}</span>
        <div className="flex flex-wrap align-items-center gap-3">
          <CoverThumb url={cover?.url ?? null} size="large" />
          <div className="flex flex-column gap-2">
            <ImageUpload
              label={texts.files.coverChoose}
              onUploaded={(file) => setCover({ id: file.id, url: file.url })}
              disabled={form.submitting}
            />
            {cover && (
              <Button
                type="button"
                icon="pi pi-trash"
                label={texts.files.coverRemove}
                severity="danger"
                text
                className="align-self-start"
                onClick={() => setCover(null)}
              />
            )}
            <small className="app-field__hint">{texts.files.coverHint}</small>
          </div>
        </div>
      </div>
    </FormDialog>
  );
}
