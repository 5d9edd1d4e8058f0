import { and, eq, inArray } from 'drizzle-orm';
import { courseAuthors } from '../../db/schema/course-authors.table';
import { files } from '../../db/schema/files.table';
import { staff } from '../../db/schema/staff.table';
import type { Db } from '../../db/types';

export type CourseAuthorRow = {
  courseId: number;
  id: number;
  firstName: string;
  lastName: string;
  role: (typeof staff.$inferSelect)['role'];
  avatar: { id: number; urlKey: string; originalName: string } | null;
};

/** The authors of each course, by course id, ordered by last name. */
export async function authorsOfCourses(db: Db, courseIds: number[]): Promise<Map<number, CourseAuthorRow[]>> {
  const byCourse = new Map<number, CourseAuthorRow[]>(courseIds.map((id) => [id, []]));
  if (courseIds.length === 0) return byCourse;
  const rows = await db
    .select({
      courseId: courseAuthors.courseId,
      id: staff.id,
      firstName: staff.firstName,
      lastName: staff.lastName,
      role: staff.role,
      avatar: { id: files.id, urlKey: files.urlKey, originalName: files.originalName },
    })
    .from(courseAuthors)
    .innerJoin(staff, eq(courseAuthors.staffId, staff.id))
    .leftJoin(files, eq(staff.avatarFileId, files.id))
    .where(inArray(courseAuthors.courseId, courseIds))
    .orderBy(staff.lastName, staff.firstName, staff.id);
  for (const row of rows as CourseAuthorRow[]) byCourse.get(row.courseId)?.push(row);
  return byCourse;
}

export async function isCourseAuthor(db: Db, courseId: number, staffId: number): Promise<boolean> {
  const [row] = await db
    .select({ staffId: courseAuthors.staffId })
    .from(courseAuthors)
    .where(and(eq(courseAuthors.courseId, courseId), eq(courseAuthors.staffId, staffId)));
  return row !== undefined;
}

/** True when the row was added (false: already assigned). */
export async function addCourseAuthor(db: Db, courseId: number, staffId: number): Promise<boolean> {
  const rows = await db
    .insert(courseAuthors)
    .values({ courseId, staffId })
    .onConflictDoNothing()
    .returning({ staffId: courseAuthors.staffId });
  return rows.length > 0;
}

/** True when a row was removed (false: was not assigned). */
export async function removeCourseAuthor(db: Db, courseId: number, staffId: number): Promise<boolean> {
  const rows = await db
    .delete(courseAuthors)
    .where(and(eq(courseAuthors.courseId, courseId), eq(courseAuthors.staffId, staffId)))
    .returning({ staffId: courseAuthors.staffId });
  return rows.length > 0;
}
