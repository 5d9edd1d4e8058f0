import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from './files.table';

/**
 * A student's review shown on the school's site (spec §3's review item: name, age, date, text, image, files),
 * in `position` order; a hidden one stays for the admins but the site does not show it.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    age: integer('age'),
    date: date('date', { mode: 'string' }),
    text: text('text').notNull().default(''),
    imageFileId: integer('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    fileIds: integer('file_ids').array().notNull().default(sql`'{}'`),
    position: integer('position').notNull().default(0),
    isHidden: boolean('is_hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reviews_position_idx').on(t.position, t.id)],
);

export type ReviewRow = typeof reviews.$inferSelect;
