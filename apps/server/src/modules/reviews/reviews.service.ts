import {
  type PublicReviewsResponse,
  REVIEW_MESSAGES,
  type ReviewsResponse,
  type ReviewsSaveBody,
  type ReviewsSaveResponse,
  type UndoOffer,
} from '@school/contracts';
import type { FileRow } from '../../db/schema/files.table';
import type { ReviewRow } from '../../db/schema/reviews.table';
import type { Db } from '../../db/types';
import { badRequest, conflict, notFound } from '../../http-errors';
import { etagOf } from '../../public-etag';
import { audit } from '../audit';
import { assertStoredFile, assertStoredFiles, type FileStore, openFileBytes } from '../files';
import { allowUndo, changedMeanwhile, defineUndo, keepRows, offerChangeUndo, putRowsBack } from '../undo';
import { toPublicReview, toReviewDto } from './reviews.mapper';
import {
  deleteAllReviews,
  deleteReviewsExcept,
  filesByIds,
  findReviewById,
  insertReview,
  listReviewRows,
  lockReviewList,
  updateReview,
} from './reviews.repository';

const FILE_NOT_FOUND = 'Файл не найден';

const fileIdsOf = (rows: readonly ReviewRow[]) =>
  rows.flatMap((row) => (row.imageFileId === null ? row.fileIds : [row.imageFileId, ...row.fileIds]));

/** This state of the list: any change to any review, its order, or the set of reviews changes it. */
const versionOf = (rows: readonly ReviewRow[]) => etagOf(rows);

async function readReviews(db: Db): Promise<ReviewsResponse> {
  const rows = await listReviewRows(db);
  const byId = await filesByIds(db, fileIdsOf(rows));
  return { items: rows.map((row) => toReviewDto(row, byId)), version: versionOf(rows) };
}

export const listReviews = (db: Db): Promise<ReviewsResponse> => readReviews(db);

/** What the site shows: visible reviews in order, without the admins' fields. */
export async function publicReviews(db: Db): Promise<PublicReviewsResponse> {
  const rows = (await listReviewRows(db)).filter((row) => !row.isHidden);
  const byId = await filesByIds(db, fileIdsOf(rows));
  return { items: rows.map((row) => toPublicReview(row, byId)) };
}

/** The stored fields of a review as the audit event keeps them. */
const auditView = (row: Omit<ReviewRow, 'createdAt' | 'updatedAt'>) => ({
  id: row.id,
  name: row.name,
  age: row.age,
  date: row.date,
  text: row.text,
  imageFileId: row.imageFileId,
  fileIds: row.fileIds,
  hidden: row.isHidden,
  position: row.position,
});

/**
 * Checks the images and files of the saved list (400 on `items.N.…`). An attachment must have been uploaded
 * by the caller or be on a review already: otherwise an id could make any private file (a lesson's) public.
 */
async function checkFiles(
  tx: Db,
  callerId: number,
  items: ReviewsSaveBody['items'],
  linkedAlready: ReadonlySet<number>,
): Promise<void> {
  for (const [index, item] of items.entries()) {
    if (item.imageFileId !== null) {
      await assertStoredFile(tx, item.imageFileId, 'image', `items.${index}.imageFileId`);
    }
    const path = (fileIndex: number) => `items.${index}.fileIds.${fileIndex}`;
    const rows: FileRow[] = await assertStoredFiles(tx, item.fileIds, 'attachment', path);
    rows.forEach((row, fileIndex) => {
      if (row.uploadedBy !== callerId && !linkedAlready.has(row.id)) {
        throw badRequest(REVIEW_MESSAGES.notOwnFile, path(fileIndex));
      }
    });
  }
}

/**
 * Saves the whole list in one transaction: items with an id are changed, those without added, the reviews
 * left out deleted; positions follow the array. One audit event keeps the list before and after.
 */
export async function saveReviews(
  db: Db,
  callerId: number,
  body: ReviewsSaveBody,
): Promise<ReviewsSaveResponse> {
  const undo = await db.transaction(async (tx): Promise<UndoOffer | null> => {
    await lockReviewList(tx);
    const before = await listReviewRows(tx);
    if (body.version !== undefined && body.version !== versionOf(before)) {
      throw conflict(REVIEW_MESSAGES.stale);
    }
    const existing = new Map(before.map((row) => [row.id, row]));
    body.items.forEach((item, index) => {
      if (item.id !== undefined && !existing.has(item.id)) {
        throw badRequest(REVIEW_MESSAGES.notFound, `items.${index}.id`);
      }
    });
    await checkFiles(tx, callerId, body.items, new Set(before.flatMap((row) => row.fileIds)));

    const keep = body.items.flatMap((item) => (item.id === undefined ? [] : [item.id]));
    const deleted = before.filter((row) => !keep.includes(row.id)).map((row) => row.id);
    const snapshot =
      deleted.length > 0
        ? await keepRows(
            tx,
            'reviews',
            'id',
            before.map((row) => row.id),
          )
        : [];
    await deleteReviewsExcept(tx, keep);
    const after: ReturnType<typeof auditView>[] = [];
    for (const [position, item] of body.items.entries()) {
      const values = {
        name: item.name,
        age: item.age,
        date: item.date,
        text: item.text,
        imageFileId: item.imageFileId,
        fileIds: item.fileIds,
        isHidden: item.hidden,
        position,
      };
      const current = item.id === undefined ? undefined : existing.get(item.id);
      if (current) {
        if (JSON.stringify(auditView(current)) !== JSON.stringify(auditView({ ...values, id: current.id }))) {
          await updateReview(tx, current.id, values);
        }
        after.push(auditView({ ...values, id: current.id }));
      } else {
        const row = await insertReview(tx, values);
        after.push(auditView(row));
      }
    }
    await audit.record(tx, {
      actorId: callerId,
      action: 'reviews.save',
      entity: 'reviews',
      entityId: null,
      changes: { before: before.map(auditView), after },
    });
    if (deleted.length === 0) return null;
    const version = versionOf(await listReviewRows(tx));
    return offerChangeUndo(tx, {
      staffId: callerId,
      action: SAVE,
      entity: 'reviews',
      ids: deleted,
      payload: { rows: snapshot, version },
    });
  });
  return { ...(await readReviews(db)), undo };
}

const SAVE = 'reviews.save';
allowUndo([{ table: 'reviews', column: 'id' }]);
/**
 * «Отменить» of a save that deleted reviews: the whole list as it was before it, ids and files included — the
 * deleted reviews return in their places, the save's other changes are taken back with them. Refused (409) once
 * anyone has saved the list since: undoing would take their changes back too.
 */
defineUndo(SAVE, async (tx, _staffId, _ids, payload) => {
  await lockReviewList(tx);
  if (versionOf(await listReviewRows(tx)) !== payload.version) throw await changedMeanwhile(tx, 'reviews');
  await deleteAllReviews(tx);
  await putRowsBack(tx, 'reviews', payload.rows as Record<string, unknown>[]);
});

/**
 * The bytes of a review's file: for the site only while the review is visible (`publicOnly`), for admins
 * any review's. 404 for a file the review does not have.
 */
export async function openReviewFile(
  db: Db,
  fileStore: FileStore,
  reviewId: number,
  fileId: number,
  publicOnly: boolean,
) {
  const row = await findReviewById(db, reviewId);
  if (!row || (publicOnly && row.isHidden) || !row.fileIds.includes(fileId)) throw notFound(FILE_NOT_FOUND);
  const file = (await filesByIds(db, [fileId])).get(fileId);
  if (!file) throw notFound(FILE_NOT_FOUND);
  const { stream, size } = await openFileBytes(fileStore, file.storageKey);
  return { name: file.originalName, mimeType: file.mimeType, stream, size };
}
