import { asc, eq, max } from 'drizzle-orm';
import { courseModules } from '../../db/schema/course-modules.table';
import type { FileRow } from '../../db/schema/files.table';
import { files } from '../../db/schema/files.table';
import { lessonFiles } from '../../db/schema/lesson-files.table';
import { type LessonRow, lessons } from '../../db/schema/lessons.table';
import type { Db } from '../../db/types';

export type NewLesson = typeof lessons.$inferInsert;
export type LessonFileView = {
  name: string;
  file: { id: number; originalName: string; mimeType: string; size: number; storageKey: string };
};

/** The lesson and the course it belongs to (through its module). */
export async function findLessonWithCourse(db: Db, id: number) {
  const [found] = await db
    .select({ row: lessons, courseId: courseModules.courseId })
    .from(lessons)
    .innerJoin(courseModules, eq(lessons.moduleId, courseModules.id))
    .where(eq(lessons.id, id));
  return found;
}

export async function nextLessonPosition(db: Db, moduleId: number): Promise<number> {
  const [row] = await db
    .select({ last: max(lessons.position) })
    .from(lessons)
    .where(eq(lessons.moduleId, moduleId));
  return (row?.last ?? -1) + 1;
}

export async function insertLesson(db: Db, values: NewLesson): Promise<LessonRow> {
  const [row] = await db.insert(lessons).values(values).returning();
  if (!row) throw new Error('insert into lessons returned nothing');
  return row;
}

export async function updateLesson(db: Db, id: number, patch: Partial<NewLesson>): Promise<void> {
  await db
    .update(lessons)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(lessons.id, id));
}

export async function deleteLesson(db: Db, id: number): Promise<void> {
  await db.delete(lessons).where(eq(lessons.id, id));
}

/** The lesson's files in display order, with what a download or a zip needs. */
export async function lessonFilesOf(db: Db, lessonId: number): Promise<LessonFileView[]> {
  return db
    .select({
      name: lessonFiles.name,
      file: {
        id: files.id,
        originalName: files.originalName,
        mimeType: files.mimeType,
        size: files.size,
        storageKey: files.storageKey,
      },
    })
    .from(lessonFiles)
    .innerJoin(files, eq(lessonFiles.fileId, files.id))
    .where(eq(lessonFiles.lessonId, lessonId))
    .orderBy(asc(lessonFiles.position), asc(lessonFiles.id));
}

/** Replaces the lesson's whole file list with `fileRows`, in that order. */
export async function replaceLessonFiles(db: Db, lessonId: number, fileRows: FileRow[]): Promise<void> {
  await db.delete(lessonFiles).where(eq(lessonFiles.lessonId, lessonId));
  if (fileRows.length === 0) return;
  await db
    .insert(lessonFiles)
    .values(
      fileRows.map((file, position) => ({ lessonId, fileId: file.id, name: file.originalName, position })),
    );
}
