import type { PublicReview, Review } from '@school/contracts';
import type { FileRow } from '../../db/schema/files.table';
import type { ReviewRow } from '../../db/schema/reviews.table';
import { fileUrl } from '../files';

/** Where an admin downloads a review's file (with the token): any review, hidden ones too. */
export const adminReviewFileUrl = (reviewId: number, fileId: number) =>
  `/api/info/reviews/${reviewId}/files/${fileId}`;

/** Where the site downloads a visible review's file (no token). */
export const publicReviewFileUrl = (reviewId: number, fileId: number) =>
  `/api/public/content/reviews/${reviewId}/files/${fileId}`;

/** A review's files that still exist, in its order (a deleted file drops out rather than breaking the list). */
function filesOf(row: ReviewRow, byId: Map<number, FileRow>): FileRow[] {
  return row.fileIds.flatMap((id) => {
    const file = byId.get(id);
    return file ? [file] : [];
  });
}

function imageOf(row: ReviewRow, byId: Map<number, FileRow>): FileRow | null {
  const image = row.imageFileId === null ? undefined : byId.get(row.imageFileId);
  return image?.kind === 'image' ? image : null;
}

export function toReviewDto(row: ReviewRow, byId: Map<number, FileRow>): Review {
  const image = imageOf(row, byId);
  return {
    id: row.id,
    name: row.name,
    age: row.age,
    date: row.date,
    text: row.text,
    image: image ? { id: image.id, url: fileUrl(image) } : null,
    files: filesOf(row, byId).map((file) => ({
      id: file.id,
      url: adminReviewFileUrl(row.id, file.id),
      name: file.originalName,
      size: file.size,
    })),
    hidden: row.isHidden,
    position: row.position,
  };
}

export function toPublicReview(row: ReviewRow, byId: Map<number, FileRow>): PublicReview {
  const image = imageOf(row, byId);
  return {
    id: row.id,
    name: row.name,
    age: row.age,
    date: row.date,
    text: row.text,
    image: image ? fileUrl(image) : null,
    files: filesOf(row, byId).map((file) => ({
      url: publicReviewFileUrl(row.id, file.id),
      name: file.originalName,
      size: file.size,
    })),
  };
}
