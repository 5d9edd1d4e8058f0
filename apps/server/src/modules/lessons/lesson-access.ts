import type { LessonRow } from '../../db/schema/lessons.table';
import type { Db } from '../../db/types';
import { notFound } from '../../http-errors';
import { type Actor, accessCourse, type CourseAccess, withCourseLocked } from '../courses';
import { findLessonWithCourse } from './lessons.repository';

export const LESSON_NOT_FOUND = 'Урок не найден';

/** The lesson and the caller's access to its course, for reading (404 / 403). */
export async function accessLesson(db: Db, actor: Actor, id: number) {
  const found = await findLessonWithCourse(db, id);
  if (!found) throw notFound(LESSON_NOT_FOUND);
  const access = await accessCourse(db, actor, found.courseId);
  return { lesson: found.row, access };
}

/** Like withModuleLocked: the course is locked, then the lesson read again under the lock. */
export async function withLessonLocked<T>(
  db: Db,
  actor: Actor,
  id: number,
  work: (tx: Db, access: CourseAccess, lesson: LessonRow) => Promise<T>,
): Promise<T> {
  const found = await findLessonWithCourse(db, id);
  if (!found) throw notFound(LESSON_NOT_FOUND);
  return withCourseLocked(db, actor, found.courseId, async (tx, access) => {
    const again = await findLessonWithCourse(tx, id);
    if (!again) throw notFound(LESSON_NOT_FOUND);
    return work(tx, access, again.row);
  });
}
