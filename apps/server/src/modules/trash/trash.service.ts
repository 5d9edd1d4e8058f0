import type { ListResponse } from '@school/contracts';
import {
  TRASH_DAYS,
  TRASH_MESSAGES,
  TRASH_PERSONAL_FIELDS,
  type TrashItem,
  type TrashListQuery,
  type TrashRestoreResponse,
  type TrashSection,
} from '@school/contracts/trash';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/pg-errors';
import type { TrashItemRow } from '../../db/schema/trash-items.table';
import type { Db } from '../../db/types';
import { conflict, notFound } from '../../http-errors';
import { audit } from '../audit';
import { closeDeleteUndo, putKeptRowsBack } from '../undo';
import { type TrashItemView, trashList } from './trash.list';
import { deleteTrashItem, findTrashItemLocked, takeExpiredTrashItems } from './trash.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

const toItem = (row: TrashItemView): TrashItem => ({
  id: row.id,
  section: row.entity as TrashSection,
  entityId: row.entityId,
  title: row.title,
  deletedAt: row.deletedAt,
  deletedBy:
    row.deletedById === null
      ? null
      : { id: row.deletedById, name: row.deletedByName ?? `#${row.deletedById}` },
  purgeAt: new Date(new Date(row.deletedAt).getTime() + TRASH_DAYS * DAY_MS).toISOString(),
});

/** «Корзина»: one page of the deleted records, newest deletes first unless asked otherwise. */
export async function listTrash(db: Db, query: TrashListQuery): Promise<ListResponse<TrashItem>> {
  const { items, total } = await trashList.page(db, query);
  return { items: items.map(toItem), total };
}

/**
 * Puts a deleted record back with its id and what hung on it (a news item's cover, a question's answers), as its
 * «Отменить» would, at any time in its 30 days. When it cannot go back — a record with its name was created
 * since, or what it belonged to is gone — the answer is a 409 and the trash keeps it.
 */
export async function restoreFromTrash(db: Db, staffId: number, id: number): Promise<TrashRestoreResponse> {
  try {
    return await db.transaction(async (tx) => {
      const item = await takeItem(tx, id);
      await putKeptRowsBack(tx, item.rows);
      await deleteTrashItem(tx, item.id);
      await closeDeleteUndo(tx, item.entity, item.entityId);
      await audit.record(tx, {
        actorId: staffId,
        action: `${item.entity}.restore`,
        entity: item.entity,
        entityId: item.entityId,
        changes: { title: item.title },
      });
      return { section: item.entity as TrashSection, entityId: item.entityId, link: item.link };
    });
  } catch (error) {
    if (isUniqueViolation(error) || isForeignKeyViolation(error)) throw conflict(TRASH_MESSAGES.taken);
    throw error;
  }
}

/** «Удалить навсегда» (super-admins): the kept rows go at once; the log keeps that it happened. */
export async function purgeFromTrash(db: Db, staffId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await purge(tx, await takeItem(tx, id), staffId);
  });
}

/**
 * The purge job: every record deleted more than 30 days before `now`, in batches of 100 (each its own
 * transaction, skipping rows another instance's purge holds). Answers how many went.
 */
export async function purgeExpiredTrash(db: Db, now: number): Promise<number> {
  const cutoff = new Date(now - TRASH_DAYS * DAY_MS);
  let purged = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const items = await takeExpiredTrashItems(tx, cutoff, 100);
      for (const item of items) await purge(tx, item, null);
      return items.length;
    });
    purged += batch;
    if (batch < 100) return purged;
  }
}

async function takeItem(tx: Db, id: number): Promise<TrashItemRow> {
  const item = await findTrashItemLocked(tx, id);
  if (!item) throw notFound(TRASH_MESSAGES.notFound);
  return item;
}

/**
 * The kept rows go; a record with personal fields (a student) has them masked in the log, which records that too,
 * and its purge event does not name it.
 */
async function purge(tx: Db, item: TrashItemRow, staffId: number | null): Promise<void> {
  await deleteTrashItem(tx, item.id);
  const personal = TRASH_PERSONAL_FIELDS[item.entity as TrashSection];
  if (personal) await audit.maskPersonal(tx, staffId, item.entity, item.entityId, personal);
  await audit.record(tx, {
    actorId: staffId,
    action: `${item.entity}.purge`,
    entity: item.entity,
    entityId: item.entityId,
    changes: { ...(personal ? {} : { title: item.title }), deletedAt: item.deletedAt.toISOString() },
  });
}
