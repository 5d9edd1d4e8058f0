import { asc, eq, sql } from 'drizzle-orm';
import { type CourseModuleRow, courseModules } from '../../db/schema/course-modules.table';
import { lessonFiles } from '../../db/schema/lesson-files.table';
import { lessons } from '../../db/schema/lessons.table';
import type { Db } from '../../db/types';

// The outline of a course — its modules and their lessons in order — is read and reordered as a whole
// by the course page and by the course and module index changes.

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

/** Every lesson of a course with its module, for reordering. */
export async function lessonsOfCourse(db: Db, courseId: number) {
  return db
    .select({ id: lessons.id, moduleId: lessons.moduleId })
    .from(lessons)
    .innerJoin(courseModules, eq(lessons.moduleId, courseModules.id))
    .where(eq(courseModules.courseId, courseId));
}

export async function moduleIdsOfCourse(db: Db, courseId: number): Promise<number[]> {
  const rows = await db
    .select({ id: courseModules.id })
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId));
  return rows.map((row) => row.id);
}

/** The course's order as `PATCH …/index` takes it: modules by position, each with its lessons by position. */
export async function courseIndexOf(
  db: Db,
  courseId: number,
): Promise<{ moduleId: number; lessonIds: number[] }[]> {
  const rows = await db
    .select({ moduleId: courseModules.id, lessonId: lessons.id })
    .from(courseModules)
    .leftJoin(lessons, eq(lessons.moduleId, courseModules.id))
    .where(eq(courseModules.courseId, courseId))
    .orderBy(asc(courseModules.position), asc(courseModules.id), asc(lessons.position), asc(lessons.id));
  const index: { moduleId: number; lessonIds: number[] }[] = [];
  for (const row of rows) {
    let entry = index.at(-1);
    if (entry?.moduleId !== row.moduleId) {
      entry = { moduleId: row.moduleId, lessonIds: [] };
      index.push(entry);
    }
    if (row.lessonId !== null) entry.lessonIds.push(row.lessonId);
  }
  return index;
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

/** Puts lessons in their (possibly new) modules and positions with one statement. */
export async function setLessonPlacements(
  db: Db,
  placements: { id: number; moduleId: number; position: number }[],
): Promise<void> {
  if (placements.length === 0) return;
  const values = sql.join(
    placements.map((p) => sql`(${p.id}::int, ${p.moduleId}::int, ${p.position}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${lessons} set module_id = v.module_id, position = v.position from (values ${values}) as v(id, module_id, position) where ${lessons.id} = v.id`,
  );
}
