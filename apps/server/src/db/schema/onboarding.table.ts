import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { students } from './students.table';

/** The onboarding steps a new student goes through, in order. */
export const onboardingSteps = pgTable('onboarding_steps', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The steps a student has completed, and when. */
export const studentOnboarding = pgTable(
  'student_onboarding',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    stepId: integer('step_id')
      .notNull()
      .references(() => onboardingSteps.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.stepId] }),
    index('student_onboarding_step_idx').on(t.stepId),
  ],
);

export type OnboardingStepRow = typeof onboardingSteps.$inferSelect;
