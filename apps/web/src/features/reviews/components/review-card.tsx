import { formatCount, formatDate, formatFileSize, type Review } from '@school/contracts';
import { reviewsTexts } from '@school/contracts/texts/reviews';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import type { DragItemProps } from '@/shared/lib/use-drag-reorder';
import { CoverThumb } from '@/shared/ui/cover-thumb';
import { MoveButtons } from '@/shared/ui/move-buttons';
import { RowAction } from '@/shared/ui/row-action';
import { useDownloadReviewFile } from '../reviews.api';

const t = reviewsTexts.reviews;

type ReviewCardProps = {
  review: Review;
  index: number;
  count: number;
  /** A save is running: moves and toggles wait for it. */
  busy: boolean;
  drag: DragItemProps;
  onMove: (from: number, to: number) => void;
  onEdit: () => void;
  onToggleHidden: () => void;
  onDelete: () => void;
};

/** One review: drag handle, photo, name, age and date, the text, its files, and the actions. */
export function ReviewCard(props: ReviewCardProps) {
  const { review, index, count, busy, drag, onMove, onEdit, onToggleHidden, onDelete } = props;
  const download = useDownloadReviewFile(review.id);
  const meta = [
    review.age === null ? null : formatCount(review.age, t.years),
    review.date === null ? null : formatDate(review.date),
  ].filter(Boolean);

  return (
    <li className="reviews__card" data-hidden={review.hidden || undefined} {...drag}>
      <i className="pi pi-bars reviews__handle" aria-hidden="true" />
      <CoverThumb url={review.image?.url ?? null} />
      <div className="reviews__body">
        <div className="reviews__head">
          <h3 className="reviews__name">{review.name}</h3>
          {review.hidden && <Tag value={t.hiddenTag} severity="secondary" />}
        </div>
        {meta.length > 0 && <p className="reviews__meta">{meta.join(' · ')}</p>}
        <p className="reviews__text">{review.text || t.noText}</p>
        {review.files.length > 0 && (
          <ul className="reviews__files" aria-label={t.files}>
            {review.files.map((file) => (
              <li key={file.id}>
                <i className="pi pi-file" aria-hidden="true" />
                <Button
                  link
                  label={file.name}
                  className="reviews__file-name"
                  loading={download.isPending && download.variables?.id === file.id}
                  onClick={() => download.mutate(file)}
                />
                <small className="text-color-secondary">{formatFileSize(file.size)}</small>
              </li>
            ))}
          </ul>
        )}
      </div>
      <span className="reviews__actions">
        <MoveButtons index={index} count={count} onMove={onMove} name={review.name} disabled={busy} />
        <RowAction icon="pi-pencil" label={t.edit} name={review.name} size="small" onClick={onEdit} />
        <RowAction
          icon={review.hidden ? 'pi-eye' : 'pi-eye-slash'}
          label={review.hidden ? t.show : t.hide}
          name={review.name}
          size="small"
          disabled={busy}
          onClick={onToggleHidden}
        />
        <RowAction
          icon="pi-trash"
          label={t.delete}
          name={review.name}
          size="small"
          severity="danger"
          disabled={busy}
          onClick={onDelete}
        />
      </span>
    </li>
  );
}
