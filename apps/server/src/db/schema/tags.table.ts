import { CONTENT_SECTIONS, type ContentSection } from '@school/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { staff } from './staff.table';

const sectionList = sql.raw(CONTENT_SECTIONS.map((section) => `'${section}'`).join(', '));

/**
 * A tag of one content section (spec §3: header ≤ 700, colour generated at random at creation). A header is
 * unique within its section whatever its case, so the FAQ's picker never offers two «Оплата».
 */
export const tags = pgTable(
  'tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').$type<ContentSection>().notNull(),
    header: text('header').notNull(),
    color: text('color').notNull(),
    createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tags_type_header_uq').on(t.type, sql`lower(${t.header})`),
    index('tags_type_idx').on(t.type, t.id),
    check('tags_type_check', sql`${t.type} in (${sectionList})`),
    check('tags_header_check', sql`char_length(${t.header}) between 1 and 700`),
    check('tags_color_check', sql`${t.color} ~ '^#[0-9a-f]{6}$'`),
  ],
);

export type TagRow = typeof tags.$inferSelect;
