import { asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { type FileRow, files } from '../../db/schema/files.table';
import { type ReviewRow, reviews } from '../../db/schema/reviews.table';
import type { Db } from '../../db/types';

export type NewReview = typeof reviews.$inferInsert;

/** Reviews in the site's order (position, then id for rows that share one). */
export function listReviewRows(db: Db): Promise<ReviewRow[]> {
  return db.select().from(reviews).orderBy(asc(reviews.position), asc(reviews.id));
}

export async function findReviewById(db: Db, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row;
}

/** The stored files the reviews name (images and attachments), by id. */
export async function filesByIds(db: Db, ids: readonly number[]): Promise<Map<number, FileRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(files)
    .where(inArray(files.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Serialises saves of the list for the rest of the transaction: a row lock could not hold off an insert,
 * and two saves of the whole list must not interleave.
 */
export async function lockReviewList(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('reviews'))`);
}

export async function insertReview(tx: Db, values: NewReview): Promise<ReviewRow> {
  const [row] = await tx.insert(reviews).values(values).returning();
  if (!row) throw new Error('insert into reviews returned nothing');
  return row;
}

export async function updateReview(tx: Db, id: number, patch: Partial<NewReview>): Promise<void> {
  await tx
    .update(reviews)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(reviews.id, id));
}

/** Deletes every review whose id is not in `keep`. */
export async function deleteReviewsExcept(tx: Db, keep: readonly number[]): Promise<void> {
  await tx.delete(reviews).where(keep.length === 0 ? undefined : notInArray(reviews.id, [...keep]));
}

/** Every review goes (the «Отменить» of a save puts the list back whole). */
export async function deleteAllReviews(tx: Db): Promise<void> {
  await tx.delete(reviews);
}
