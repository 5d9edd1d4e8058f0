import type { Review, ReviewInput } from '@school/contracts';
import { moveItem } from '@/shared/lib/move-item';

/** A review as the whole-list save takes it back (`PATCH /api/info/reviews` items). */
export function toReviewInput(review: Review): ReviewInput {
  return {
    id: review.id,
    name: review.name,
    age: review.age,
    date: review.date,
    text: review.text,
    imageFileId: review.image?.id ?? null,
    fileIds: review.files.map((file) => file.id),
    hidden: review.hidden,
  };
}

const inputs = (reviews: readonly Review[]) => reviews.map(toReviewInput);

/**
 * The lists the page saves, one per change: every change sends the whole ordered list (the spec's API has
 * only GET and PATCH), built from what the page shows.
 */
export const reviewLists = {
  moved: (reviews: readonly Review[], from: number, to: number) => inputs(moveItem(reviews, from, to)),
  toggledHidden: (reviews: readonly Review[], id: number) =>
    inputs(reviews).map((item) => (item.id === id ? { ...item, hidden: !item.hidden } : item)),
  removed: (reviews: readonly Review[], id: number) => inputs(reviews.filter((review) => review.id !== id)),
  /** `item` replaces the review with its id, or (without one) goes first: a new review tops the site. */
  withItem: (reviews: readonly Review[], item: ReviewInput) =>
    item.id === undefined
      ? [item, ...inputs(reviews)]
      : inputs(reviews).map((current) => (current.id === item.id ? item : current)),
};

/** Where the edited item sits in the saved list, so the server's `items.N.field` errors reach its fields. */
export function itemIndex(reviews: readonly Review[], id: number | undefined): number {
  return id === undefined ? 0 : reviews.findIndex((review) => review.id === id);
}
