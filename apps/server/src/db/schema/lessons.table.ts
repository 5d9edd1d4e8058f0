import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { courseModules } from './course-modules.table';

export const lessons = pgTable(
  'lessons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => courseModules.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    videoUrl: text('video_url'),
    /** Sanitised on write (src/rich-text.ts), so readers can trust it. */
    contentHtml: text('content_html').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lessons_module_idx').on(t.moduleId, t.position)],
);

export type LessonRow = typeof lessons.$inferSelect;
