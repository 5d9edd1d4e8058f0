import { REVIEW_NAME_MAX, REVIEW_TEXT_MAX, type Review } from '@school/contracts';
import { reviewsTexts } from '@school/contracts/texts/reviews';
import { InputSwitch } from 'primereact/inputswitch';
import { useId, useState } from 'react';
import { ApiError, isApiError } from '@/shared/api/api-error';
import { type Cover, CoverField } from '@/shared/files/cover-field';
import { DateField } from '@/shared/forms/date-field';
import { FormDialog } from '@/shared/forms/form-dialog';
import { TextField } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { showSuccess } from '@/shared/toast/toast-store';
import { reviewFormInitial, reviewFormSchema } from '../lib/review-form';
import { itemIndex, reviewLists } from '../lib/review-list';
import { useSaveReviews } from '../reviews.api';
import { type DraftFile, ReviewFilesField } from './review-files-field';

const t = reviewsTexts.reviews;

type ReviewDialogProps = {
  /** The review to edit; null adds one (first in the list). */
  review: Review | null;
  reviews: readonly Review[];
  onClose: () => void;
};

/** The server names the saved list's item (`items.N.name`); the form knows its fields by name. */
function asFieldErrors(error: unknown, index: number): unknown {
  if (!isApiError(error)) return error;
  const prefix = `items.${index}.`;
  const fieldErrors = error.fieldErrors
    .filter(({ path }) => path.startsWith(prefix))
    .map(({ path, message }) => ({ path: path.slice(prefix.length), message }));
  return new ApiError(error.status, error.message, fieldErrors);
}

/**
 * Add or edit a review: name, age, date, text with a counter, photo, files and whether the site hides it.
 * «Сохранить» saves the whole list at once; on an error the dialog stays open with everything typed.
 */
export function ReviewDialog({ review, reviews, onClose }: ReviewDialogProps) {
  const save = useSaveReviews();
  const hiddenId = useId();
  const [hidden, setHidden] = useState(review?.hidden ?? false);
  const [image, setImage] = useState<Cover>(review?.image ?? null);
  const [files, setFiles] = useState<DraftFile[]>(review?.files ?? []);
  const form = useZodForm(reviewFormSchema, reviewFormInitial(review), async (values) => {
    const item = {
      ...(review ? { id: review.id } : {}),
      ...values,
      imageFileId: image?.id ?? null,
      fileIds: files.map((file) => file.id),
      hidden,
    };
    try {
      await save.mutateAsync(reviewLists.withItem(reviews, item));
    } catch (error) {
      throw asFieldErrors(error, itemIndex(reviews, review?.id));
    }
    showSuccess(review ? t.saved : t.added);
    onClose();
  });
  const text = form.field('text');

  return (
    <FormDialog
      header={review ? t.editTitle : t.createTitle}
      onClose={onClose}
      onSubmit={form.handleSubmit}
      submitting={form.submitting}
    >
      <div className="reviews__form-row">
        <TextField field={form.field('name')} label={t.name} autoFocus maxLength={REVIEW_NAME_MAX} />
        <TextField field={form.field('age')} label={t.age} hint={t.ageHint} maxLength={3} />
      </div>
      <DateField field={form.field('date')} label={t.date} />
      <TextField
        field={text}
        label={t.text}
        type="textarea"
        maxLength={REVIEW_TEXT_MAX}
        hint={t.textCount(text.value.length, REVIEW_TEXT_MAX)}
      />
      <CoverField
        label={t.image}
        value={image}
        onChange={setImage}
        disabled={form.submitting}
        chooseLabel={t.imageChoose}
        removeLabel={t.imageRemove}
      />
      <ReviewFilesField files={files} onChange={setFiles} disabled={form.submitting} />
      <div className="flex align-items-center gap-3">
        <InputSwitch
          inputId={hiddenId}
          checked={hidden}
          onChange={(event) => setHidden(Boolean(event.value))}
        />
        <label htmlFor={hiddenId}>{t.hiddenField}</label>
      </div>
    </FormDialog>
  );
}
