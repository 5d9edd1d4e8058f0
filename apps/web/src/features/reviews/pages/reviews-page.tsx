import { type Review, texts } from '@school/contracts';
import { reviewsTexts } from '@school/contracts/texts/reviews';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useState } from 'react';
import { useDragReorder } from '@/shared/lib/use-drag-reorder';
import { EmptyState } from '@/shared/lists/empty-state';
import { showSuccess, showUndo } from '@/shared/toast/toast-store';
import { confirmAction } from '@/shared/ui/confirm-action';
import { ReviewCard } from '../components/review-card';
import { ReviewDialog } from '../components/review-dialog';
import { reviewLists } from '../lib/review-list';
import { useRefreshReviews, useReviews, useSaveReviews } from '../reviews.api';
import '../reviews.css';

const t = reviewsTexts.reviews;

/** Which review the dialog edits: `new` adds one. */
type Editing = Review | 'new' | null;

/**
 * /settings-reviews (admins): the reviews of the school's site in their order. Every change — a move, hide
 * or show, delete, or the dialog's «Сохранить» — saves the whole list at once (docs/product-decisions.md).
 */
export function ReviewsPage() {
  const reviews = useReviews();
  const save = useSaveReviews();
  const refresh = useRefreshReviews();
  const [editing, setEditing] = useState<Editing>(null);
  const items = reviews.data?.items ?? [];

  const saveList = (list: Parameters<typeof save.mutate>[0], notice: string) =>
    save.mutate(list, { onSuccess: () => showSuccess(notice) });
  const onMove = (from: number, to: number) => {
    if (save.isPending || from === to || to < 0 || to >= items.length) return;
    saveList(reviewLists.moved(items, from, to), texts.notices.orderSaved);
  };
  const drag = useDragReorder('reviews', onMove);
  const onDelete = (review: Review) =>
    confirmAction({
      message: t.deleteConfirm(review.name),
      onAccept: () =>
        save.mutate(reviewLists.removed(items, review.id), {
          onSuccess: ({ undo }) => (undo ? showUndo(t.deleted, undo, refresh) : showSuccess(t.deleted)),
        }),
    });

  return (
    <div className="reviews">
      <header className="card reviews__header">
        <div>
          <h1 className="app-card-title">{t.title}</h1>
          <p className="app-card-hint mb-0">{t.hint}</p>
        </div>
        <Button
          icon="pi pi-plus"
          label={t.add}
          onClick={() => setEditing('new')}
          disabled={!reviews.isSuccess}
        />
      </header>
      <section className="card" aria-label={t.listLabel} aria-busy={reviews.isPending || save.isPending}>
        {reviews.isPending ? (
          <div className="reviews__skeleton">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height="7rem" />
            ))}
          </div>
        ) : reviews.isError ? (
          <div className="app-empty-state" role="alert">
            <p className="app-empty-state__title">{t.loadFailed}</p>
            <Button label={texts.common.retry} icon="pi pi-refresh" text onClick={() => reviews.refetch()} />
          </div>
        ) : items.length === 0 ? (
          <EmptyState title={t.emptyTitle} hint={t.emptyHint} icon="pi-comments" />
        ) : (
          <ol className="reviews__list" aria-label={t.listLabel}>
            {items.map((review, index) => (
              <ReviewCard
                key={review.id}
                review={review}
                index={index}
                count={items.length}
                busy={save.isPending}
                drag={drag(index)}
                onMove={onMove}
                onEdit={() => setEditing(review)}
                onToggleHidden={() =>
                  saveList(
                    reviewLists.toggledHidden(items, review.id),
                    review.hidden ? t.shownNotice : t.hiddenNotice,
                  )
                }
                onDelete={() => onDelete(review)}
              />
            ))}
          </ol>
        )}
      </section>
      {editing !== null && (
        <ReviewDialog
          review={editing === 'new' ? null : editing}
          reviews={items}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
