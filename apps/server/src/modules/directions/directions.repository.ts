import { count, eq, max, sql } from 'drizzle-orm';
import { courses } from '../../db/schema/courses.table';
import { type DirectionRow, directions } from '../../db/schema/directions.table';
import type { Db } from '../../db/types';
import { type DirectionView, directionsList } from './directions.list';

export type NewDirection = typeof directions.$inferInsert;

export async function findDirectionView(db: Db, id: number): Promise<DirectionView | undefined> {
  const [found] = await directionsList.select(db).where(eq(directions.id, id));
  return found as DirectionView | undefined;
}

export async function findDirectionById(db: Db, id: number, forUpdate = false) {
  const query = db.select().from(directions).where(eq(directions.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findDirectionByName(db: Db, name: string): Promise<DirectionRow | undefined> {
  const [row] = await db
    .select()
    .from(directions)
    .where(sql`lower(${directions.name}) = ${name.toLowerCase()}`);
  return row;
}

export async function nextDirectionPosition(db: Db): Promise<number> {
  const [row] = await db.select({ last: max(directions.position) }).from(directions);
  return (row?.last ?? -1) + 1;
}

export async function countCoursesOfDirection(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(courses).where(eq(courses.directionId, id));
  return row?.total ?? 0;
}

export async function insertDirection(db: Db, values: NewDirection): Promise<DirectionRow> {
  const [row] = await db.insert(directions).values(values).returning();
  if (!row) throw new Error('insert into directions returned nothing');
  return row;
}

export async function updateDirection(db: Db, id: number, patch: Partial<NewDirection>): Promise<void> {
  await db
    .update(directions)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(directions.id, id));
}

export async function deleteDirection(db: Db, id: number): Promise<void> {
  await db.delete(directions).where(eq(directions.id, id));
}
