import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { type CourseAccessRow, courseAccesses } from '../../db/schema/course-accesses.table';
import { courses } from '../../db/schema/courses.table';
import { files } from '../../db/schema/files.table';
import { staff } from '../../db/schema/staff.table';
import type { Db } from '../../db/types';

const live = (studentId: number) =>
  and(eq(courseAccesses.studentId, studentId), isNull(courseAccesses.revokedAt));

export function listLiveAccesses(db: Db, studentId: number) {
  return db
    .select({
      access: courseAccesses,
      course: { id: courses.id, name: courses.name, status: courses.status, cost: courses.cost },
      cover: { id: files.id, urlKey: files.urlKey, originalName: files.originalName },
      grantedBy: { id: staff.id, firstName: staff.firstName, lastName: staff.lastName },
    })
    .from(courseAccesses)
    .innerJoin(courses, eq(courses.id, courseAccesses.courseId))
    .leftJoin(files, eq(files.id, courses.coverFileId))
    .leftJoin(staff, eq(staff.id, courseAccesses.grantedByStaffId))
    .where(live(studentId))
    .orderBy(desc(courseAccesses.grantedAt), desc(courseAccesses.id));
}

export async function findLiveAccess(
  db: Db,
  studentId: number,
  courseId: number,
): Promise<CourseAccessRow | undefined> {
  const [row] = await db
    .select()
    .from(courseAccesses)
    .where(and(live(studentId), eq(courseAccesses.courseId, courseId)));
  return row;
}

export async function insertManualAccess(db: Db, studentId: number, courseId: number, staffId: number) {
  const [row] = await db
    .insert(courseAccesses)
    .values({ studentId, courseId, source: 'manual', grantedByStaffId: staffId })
    .returning();
  if (!row) throw new Error('insert into course_accesses returned nothing');
  return row;
}

/** The access given back as it was before its removal (the «Отменить» of a removal). */
export async function restoreAccess(db: Db, id: number): Promise<void> {
  await db
    .update(courseAccesses)
    .set({ revokedAt: null, revokedByStaffId: null, updatedAt: new Date() })
    .where(eq(courseAccesses.id, id));
}

export async function revokeAccess(db: Db, id: number, staffId: number): Promise<void> {
  await db
    .update(courseAccesses)
    .set({ revokedAt: sql`now()`, revokedByStaffId: staffId, updatedAt: new Date() })
    .where(eq(courseAccesses.id, id));
}
