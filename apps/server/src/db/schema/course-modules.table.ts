import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { courses } from './courses.table';

/** Course modules (URL `modules`; the folder says course-modules because `modules/` holds domains). */
export const courseModules = pgTable(
  'course_modules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('course_modules_course_idx').on(t.courseId, t.position)],
);

export type CourseModuleRow = typeof courseModules.$inferSelect;
