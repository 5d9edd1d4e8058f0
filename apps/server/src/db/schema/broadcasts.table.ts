import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { courses } from './courses.table';
import { files } from './files.table';
import { staff } from './staff.table';

/**
 * A live broadcast (трансляция) a staff member schedules for students: the spec's `adminId` is `staff_id`.
 * Upcoming = `starts_at` ≥ now; it outlives its author and its course (set null).
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    streamUrl: text('stream_url').notNull().default(''),
    coverFileId: integer('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('broadcasts_starts_idx').on(t.startsAt, t.id),
    index('broadcasts_staff_idx').on(t.staffId, t.startsAt, t.id),
    index('broadcasts_course_idx').on(t.courseId),
  ],
);

export type BroadcastRow = typeof broadcasts.$inferSelect;
