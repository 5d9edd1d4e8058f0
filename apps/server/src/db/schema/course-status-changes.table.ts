import type { CourseStatus } from '@school/contracts';
import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { courses } from './courses.table';
import { staff } from './staff.table';

/** Every status transition of a course, append-only: the course's history. */
export const courseStatusChanges = pgTable(
  'course_status_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    fromStatus: smallint('from_status').$type<CourseStatus>().notNull(),
    toStatus: smallint('to_status').$type<CourseStatus>().notNull(),
    comment: text('comment'),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('course_status_changes_course_idx').on(t.courseId, t.at)],
);

export type CourseStatusChangeRow = typeof courseStatusChanges.$inferSelect;
