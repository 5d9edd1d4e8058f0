import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { courses } from './courses.table';
import { lessons } from './lessons.table';
import { staff } from './staff.table';
import { students } from './students.table';

/**
 * A student's question to a course's authors (on a lesson when asked there). `answered_at` is set by the
 * answer, in the same transaction: unanswered first is one index read, and the unanswered count of the tab
 * and the menu reads only the partial index of waiting ones.
 */
export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    /** Asked of one author in particular; null = of the course's authors as a whole. */
    addressedToStaffId: integer('addressed_to_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('questions_course_idx').on(t.courseId, t.createdAt.desc(), t.id.desc()),
    index('questions_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('questions_waiting_idx').on(t.courseId, t.createdAt).where(sql`${t.answeredAt} is null`),
    index('questions_student_idx').on(t.studentId),
    index('questions_lesson_idx').on(t.lessonId),
  ],
);

/** The answer to a question: one per question, edited in place; `staff_id` is who answered last. */
export const answers = pgTable('answers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  questionId: integer('question_id')
    .notNull()
    .unique()
    .references(() => questions.id, { onDelete: 'cascade' }),
  staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type QuestionRow = typeof questions.$inferSelect;
export type AnswerRow = typeof answers.$inferSelect;
