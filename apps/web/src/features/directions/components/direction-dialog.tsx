import { type Direction, texts } from '@school/contracts';
import { useState } from 'react';
import { type Cover, CoverField } from '@/shared/files/cover-field';
import { FormDialog } from '@/shared/forms/form-dialog';
import { TextField } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { showSuccess } from '@/shared/toast/toast-store';
import { useCreateDirection, useUpdateDirection } from '../directions.api';
import { directionFormSchema } from './direction-form-schema';

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
      <CoverField label={t.cover} value={cover} onChange={setCover} disabled={form.submitting} />
    </FormDialog>
  );
}
