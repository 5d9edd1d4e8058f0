import { count, eq, max } from 'drizzle-orm';
import { courses } from '../../db/schema/courses.table';
import { directions } from '../../db/schema/directions.table';
import type { Db } from '../../db/types';

export async function findDirectionById(db: Db, id: number, forUpdate = false) {
  const query = db.select().from(directions).where(eq(directions.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
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
