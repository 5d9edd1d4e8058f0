import type { CourseAccessSource } from '@school/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courses } from './courses.table';
import { payments } from './payments.table';
import { staff } from './staff.table';
import { students } from './students.table';

/**
 * A student's access to a course (bought, granted by staff, or through a subscription). Removal sets
 * `revoked_at`, so the history stays; at most one live access per student and course.
 */
export const courseAccesses = pgTable(
  'course_accesses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    source: text('source').$type<CourseAccessSource>().notNull(),
    paymentId: integer('payment_id').references((): AnyPgColumn => payments.id, { onDelete: 'set null' }),
    grantedByStaffId: integer('granted_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedByStaffId: integer('revoked_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('course_accesses_live_key').on(t.studentId, t.courseId).where(sql`${t.revokedAt} is null`),
    // A student's accesses, revoked ones too, for the student's history (issue 31).
    index('course_accesses_student_idx').on(t.studentId, t.grantedAt),
    index('course_accesses_course_idx').on(t.courseId, t.studentId).where(sql`${t.revokedAt} is null`),
    check('course_accesses_source_check', sql`${t.source} in ('payment', 'manual', 'subscription')`),
  ],
);

export type CourseAccessRow = typeof courseAccesses.$inferSelect;
