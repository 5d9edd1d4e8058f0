import { sql } from 'drizzle-orm';
import { type TrashItemRow, trashItems } from '../../db/schema/trash-items.table';
import type { Db } from '../../db/types';

/** The item by id, locked for its restore or purge (a second click waits, then finds it gone). */
export async function findTrashItemLocked(tx: Db, id: number): Promise<TrashItemRow | null> {
  const [row] = await tx.select().from(trashItems).where(sql`${trashItems.id} = ${id}`).for('update');
  return row ?? null;
}

export async function deleteTrashItem(tx: Db, id: number): Promise<void> {
  await tx.delete(trashItems).where(sql`${trashItems.id} = ${id}`);
}

/** Up to `limit` items deleted before `cutoff`, oldest first, locked and skipped by a purge running beside. */
export async function takeExpiredTrashItems(tx: Db, cutoff: Date, limit: number): Promise<TrashItemRow[]> {
  return tx
    .select()
    .from(trashItems)
    .where(sql`${trashItems.deletedAt} < ${cutoff.toISOString()}`)
    .orderBy(trashItems.deletedAt, trashItems.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}
