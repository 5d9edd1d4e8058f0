import { and, asc, eq, or, sql } from 'drizzle-orm';
import { type SavedViewRow, savedViews } from '../../db/schema/saved-views.table';
import type { Db } from '../../db/types';

export type { SavedViewRow };

/** The caller's own views of a list, then the team's, each by name. */
export function listSavedViews(db: Db, ownerId: number, list: string): Promise<SavedViewRow[]> {
  return db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.list, list), or(eq(savedViews.ownerId, ownerId), eq(savedViews.team, true))))
    .orderBy(asc(savedViews.team), asc(sql`lower(${savedViews.name})`), asc(savedViews.id));
}

/** The view, locked for the rest of the transaction. */
export async function findSavedViewForUpdate(db: Db, id: number): Promise<SavedViewRow | undefined> {
  const [row] = await db.select().from(savedViews).where(eq(savedViews.id, id)).for('update');
  return row;
}

export async function insertSavedView(
  db: Db,
  values: Pick<SavedViewRow, 'list' | 'name' | 'query' | 'version' | 'team' | 'ownerId'>,
): Promise<SavedViewRow> {
  const [row] = await db.insert(savedViews).values(values).returning();
  if (!row) throw new Error('insert into saved_views returned nothing');
  return row;
}

export async function updateSavedView(
  db: Db,
  id: number,
  patch: Partial<Pick<SavedViewRow, 'name' | 'query' | 'version'>>,
): Promise<SavedViewRow> {
  const [row] = await db
    .update(savedViews)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(savedViews.id, id))
    .returning();
  if (!row) throw new Error(`saved view ${id} vanished during its update`);
  return row;
}

export async function deleteSavedView(db: Db, id: number): Promise<void> {
  await db.delete(savedViews).where(eq(savedViews.id, id));
}

/**
 * Before a staff member is deleted (their own views go with them, the foreign key cascades): the team views
 * they created belong to the team, so they pass to the admin deleting them instead of vanishing for everyone.
 */
export async function handOverTeamViews(db: Db, fromStaffId: number, toStaffId: number): Promise<void> {
  await db
    .update(savedViews)
    .set({ ownerId: toStaffId })
    .where(and(eq(savedViews.ownerId, fromStaffId), eq(savedViews.team, true)));
}
