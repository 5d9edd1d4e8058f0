import { asc, eq, max } from 'drizzle-orm';
import { type CourseModuleRow, courseModules } from '../../db/schema/course-modules.table';
import { lessons } from '../../db/schema/lessons.table';
import type { Db } from '../../db/types';

export type NewCourseModule = typeof courseModules.$inferInsert;

export async function findModuleById(db: Db, id: number): Promise<CourseModuleRow | undefined> {
  const [row] = await db.select().from(courseModules).where(eq(courseModules.id, id));
  return row;
}

export async function nextModulePosition(db: Db, courseId: number): Promise<number> {
  const [row] = await db
    .select({ last: max(courseModules.position) })
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId));
  return (row?.last ?? -1) + 1;
}

export async function insertModule(db: Db, values: NewCourseModule): Promise<CourseModuleRow> {
  const [row] = await db.insert(courseModules).values(values).returning();
  if (!row) throw new Error('insert into course_modules returned nothing');
  return row;
}

export async function updateModule(db: Db, id: number, patch: Partial<NewCourseModule>): Promise<void> {
  await db
    .update(courseModules)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(courseModules.id, id));
}

export async function deleteModule(db: Db, id: number): Promise<void> {
  await db.delete(courseModules).where(eq(courseModules.id, id));
}

/** The module's lessons in their order. */
export async function lessonIdsOfModule(db: Db, moduleId: number): Promise<number[]> {
  const rows = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(eq(lessons.moduleId, moduleId))
    .orderBy(asc(lessons.position), asc(lessons.id));
  return rows.map((row) => row.id);
}
