import { desc, eq } from 'drizzle-orm';
import { type CourseStatusChangeRow, courseStatusChanges } from '../../db/schema/course-status-changes.table';
import { staff } from '../../db/schema/staff.table';
import type { Db } from '../../db/types';

export type NewCourseStatusChange = typeof courseStatusChanges.$inferInsert;
export type CourseHistoryRow = {
  change: CourseStatusChangeRow;
  staff: { id: number; firstName: string; lastName: string } | null;
};

export async function insertStatusChange(db: Db, values: NewCourseStatusChange): Promise<void> {
  await db.insert(courseStatusChanges).values(values);
}

/** Newest first. */
export async function listStatusChanges(db: Db, courseId: number): Promise<CourseHistoryRow[]> {
  const rows = await db
    .select({
      change: courseStatusChanges,
      staff: { id: staff.id, firstName: staff.firstName, lastName: staff.lastName },
    })
    .from(courseStatusChanges)
    .leftJoin(staff, eq(courseStatusChanges.staffId, staff.id))
    .where(eq(courseStatusChanges.courseId, courseId))
    .orderBy(desc(courseStatusChanges.at), desc(courseStatusChanges.id));
  return rows as CourseHistoryRow[];
}
