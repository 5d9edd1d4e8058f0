import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { courses } from './courses.table';
import { staff } from './staff.table';

/** The staff assigned to a course: its authors, who see and edit only these courses. */
export const courseAuthors = pgTable(
  'course_authors',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.staffId] }), index('course_authors_staff_idx').on(t.staffId)],
);
