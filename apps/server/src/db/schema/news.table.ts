import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from './files.table';
import { staff } from './staff.table';

/**
 * A news item of the feed (profile tab «Лента»): the spec's `adminId` is `staff_id` (the author, who alone
 * edits it besides admins). `content_html` is sanitised on the way in. A `published_at` in the future is a
 * scheduled item; it outlives its author (set null).
 */
export const news = pgTable(
  'news',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull().default(''),
    coverFileId: integer('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('news_published_idx').on(t.publishedAt.desc(), t.id.desc()),
    index('news_staff_idx').on(t.staffId, t.publishedAt.desc(), t.id.desc()),
    index('news_search_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
  ],
);

export type NewsRow = typeof news.$inferSelect;
