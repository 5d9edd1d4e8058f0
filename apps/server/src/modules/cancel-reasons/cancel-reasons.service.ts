import {
  CANCEL_REASON_IN_USE,
  type CancelReason,
  type CancelReasonCreateBody,
  type CancelReasonUpdateBody,
  type UndoOffer,
} from '@school/contracts';
import { isForeignKeyViolation } from '../../db/pg-errors';
import type { Db } from '../../db/types';
import { conflict, notFound } from '../../http-errors';
import { audit, diff } from '../audit';
import { assertPermutation } from '../courses';
import { allowUndo, offerDeleteUndo } from '../undo';
import {
  type CancelReasonView,
  countCancellationsOfReason,
  deleteCancelReason,
  findCancelReasonForUpdate,
  findCancelReasonView,
  insertCancelReason,
  listCancelReasonViews,
  lockCancelReasonIds,
  nextCancelReasonPosition,
  setCancelReasonOrder,
  updateCancelReason,
} from './cancel-reasons.repository';

const REASON_NOT_FOUND = 'Причина отмены не найдена';

const toCancelReason = ({
  id,
  title,
  position,
  isHidden,
  cancellations,
}: CancelReasonView): CancelReason => ({
  id,
  title,
  position,
  isHidden,
  cancellations,
});

export async function listCancelReasons(db: Db): Promise<{ items: CancelReason[]; total: number }> {
  const items = (await listCancelReasonViews(db)).map(toCancelReason);
  return { items, total: items.length };
}

async function getCancelReason(db: Db, id: number): Promise<CancelReason> {
  const found = await findCancelReasonView(db, id);
  if (!found) throw notFound(REASON_NOT_FOUND);
  return toCancelReason(found);
}

export async function createCancelReason(
  db: Db,
  actorId: number,
  body: CancelReasonCreateBody,
): Promise<CancelReason> {
  const id = await db.transaction(async (tx) => {
    // Locking every reason keeps two creates from taking the same last position.
    await lockCancelReasonIds(tx);
    const row = await insertCancelReason(tx, body.title, await nextCancelReasonPosition(tx));
    await audit.created(tx, actorId, 'cancel-reason', row.id, { title: row.title, position: row.position });
    return row.id;
  });
  return getCancelReason(db, id);
}

export async function changeCancelReason(
  db: Db,
  actorId: number,
  id: number,
  body: CancelReasonUpdateBody,
): Promise<CancelReason> {
  await db.transaction(async (tx) => {
    const before = await findCancelReasonForUpdate(tx, id);
    if (!before) throw notFound(REASON_NOT_FOUND);
    if (Object.keys(diff(before, body)).length === 0) return;
    await updateCancelReason(tx, id, body);
    await audit.changed(tx, actorId, 'cancel-reason', id, before, body);
  });
  return getCancelReason(db, id);
}

/** `ids` must name every reason exactly once (a stale page's order would drop or invent reasons). */
export async function reorderCancelReasons(
  db: Db,
  actorId: number,
  ids: readonly number[],
): Promise<{ items: CancelReason[]; total: number }> {
  await db.transaction(async (tx) => {
    assertPermutation(
      await lockCancelReasonIds(tx),
      ids.map((id, i) => ({ id, path: `ids.${i}` })),
      { noun: 'Пункт', scope: 'среди причин отмены', missingPath: 'ids' },
    );
    await setCancelReasonOrder(tx, ids);
    await audit.record(tx, {
      actorId,
      action: 'cancel-reason.reorder',
      entity: 'cancel-reason',
      entityId: null,
      changes: { ids },
    });
  });
  return listCancelReasons(db);
}

const CANCEL_REASON_UNDO = [{ table: 'cancel_reasons', column: 'id' }] as const;
allowUndo(CANCEL_REASON_UNDO);

/** Deletes an unused reason and offers its «Отменить»: it comes back in its place. */
export async function removeCancelReason(db: Db, actorId: number, id: number): Promise<UndoOffer> {
  try {
    return await db.transaction(async (tx) => {
      const before = await findCancelReasonForUpdate(tx, id);
      if (!before) throw notFound(REASON_NOT_FOUND);
      if ((await countCancellationsOfReason(tx, id)) > 0) throw conflict(CANCEL_REASON_IN_USE);
      const undo = await offerDeleteUndo(tx, {
        staffId: actorId,
        action: 'cancel-reason.delete',
        entity: 'cancel-reason',
        ids: [id],
        tables: CANCEL_REASON_UNDO,
        trash: { title: before.title, link: '/cancel-reasons' },
      });
      await deleteCancelReason(tx, id);
      await audit.removed(tx, actorId, 'cancel-reason', id, { title: before.title });
      return undo;
    });
  } catch (error) {
    // A cancellation naming it committed between the count and the delete: the foreign key refused it.
    if (isForeignKeyViolation(error)) throw conflict(CANCEL_REASON_IN_USE);
    throw error;
  }
}
