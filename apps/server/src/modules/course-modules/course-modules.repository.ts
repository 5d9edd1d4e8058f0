import { asc, eq, max, sql } from 'drizzle-orm';
import { type CourseModuleRow, courseModules } from '../../db/schema/course-modules.table';
import { lessonFiles } from '../../db/schema/lesson-files.table';
import { lessons } from '../../db/schema/lessons.table';
import type { Db } from '../../db/types';

export type NewCourseModule = typeof courseModules.$inferInsert;
export type LessonSummaryRow = {
  id: number;
  moduleId: number;
  name: string;
  position: number;
  hasVideo: boolean;
  fileCount: number;
};
export type ModuleTree = { row: CourseModuleRow; lessons: LessonSummaryRow[] };

/** The course's modules with their lessons, both in position order: two queries for any size. */
export async function listCourseTree(db: Db, courseId: number): Promise<ModuleTree[]> {
  const [moduleRows, lessonRows] = await Promise.all([
    db
      .select()
      .from(courseModules)
      .where(eq(courseModules.courseId, courseId))
      .orderBy(asc(courseModules.position), asc(courseModules.id)),
    db
      .select({
        id: lessons.id,
        moduleId: lessons.moduleId,
        name: lessons.name,
        position: lessons.position,
        hasVideo: sql<boolean>`${lessons.videoUrl} is not null`,
        fileCount: sql<number>`(select count(*)::int from ${lessonFiles} where ${lessonFiles.lessonId} = ${lessons.id})`,
      })
      .from(lessons)
      .innerJoin(courseModules, eq(lessons.moduleId, courseModules.id))
      .where(eq(courseModules.courseId, courseId))
      .orderBy(asc(lessons.position), asc(lessons.id)),
  ]);
  const trees = moduleRows.map((row) => ({ row, lessons: [] as LessonSummaryRow[] }));
  const byId = new Map(trees.map((tree) => [tree.row.id, tree]));
  for (const lesson of lessonRows) byId.get(lesson.moduleId)?.lessons.push(lesson);
  return trees;
}

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
  if (!row) throw new Error('insert into modules returned nothing');
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

/** Sets each module's position to its index in `moduleIds`, with one statement. */
export async function setModulePositions(db: Db, moduleIds: number[]): Promise<void> {
  if (moduleIds.length === 0) return;
  const values = sql.join(
    moduleIds.map((id, position) => sql`(${id}::int, ${position}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${courseModules} set position = v.position from (values ${values}) as v(id, position) where ${courseModules.id} = v.id`,
  );
}

export async function moduleIdsOfCourse(db: Db, courseId: number): Promise<number[]> {
  const rows = await db
    .select({ id: courseModules.id })
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId));
  return rows.map((row) => row.id);
}
