import { count, eq, max } from 'drizzle-orm';
import { type CourseRow, courses } from '../../db/schema/courses.table';
import type { Db } from '../../db/types';
import { assignedTo, type CourseListRow, coursesList } from './courses.list';

export type NewCourse = typeof courses.$inferInsert;

export async function findCourseListRow(db: Db, id: number): Promise<CourseListRow | undefined> {
  const [found] = await coursesList.select(db).where(eq(courses.id, id));
  return found as CourseListRow | undefined;
}

export async function findCourseById(db: Db, id: number, forUpdate = false): Promise<CourseRow | undefined> {
  const query = db.select().from(courses).where(eq(courses.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function countCoursesByStatus(db: Db, assignedToId: number) {
  return db
    .select({ status: courses.status, count: count() })
    .from(courses)
    .where(assignedTo(assignedToId))
    .groupBy(courses.status);
}

export async function insertCourse(db: Db, values: NewCourse): Promise<CourseRow> {
  const [row] = await db.insert(courses).values(values).returning();
  if (!row) throw new Error('insert into courses returned nothing');
  return row;
}

export async function updateCourse(db: Db, id: number, patch: Partial<NewCourse>): Promise<void> {
  await db
    .update(courses)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(courses.id, id));
}

/** Touches updated_at after a change to the course's modules or lessons. */
export async function touchCourse(db: Db, id: number): Promise<void> {
  await updateCourse(db, id, {});
}

export async function deleteCourse(db: Db, id: number): Promise<void> {
  await db.delete(courses).where(eq(courses.id, id));
}

export async function nextPlacement(db: Db, column: 'mainPosition' | 'topPosition'): Promise<number> {
  const [row] = await db.select({ last: max(courses[column]) }).from(courses);
  return (row?.last ?? -1) + 1;
}
