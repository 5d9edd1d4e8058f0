import { SITE_SECTIONS, type SiteSection } from '@school/contracts';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './staff.table';

const sectionList = sql.raw(SITE_SECTIONS.map((section) => `'${section}'`).join(', '));

/**
 * A content block of a settings page (domain model: texts, links `{link, name}`, files `{file, name}`,
 * images), one row per section and key. `value`'s shape is the key's, as the contracts' site-content schema
 * declares it; the API validates it on the way in, so the database keeps it opaque.
 */
export const siteContentBlocks = pgTable(
  'site_content_blocks',
  {
    section: text('section').$type<SiteSection>().notNull(),
    key: text('key').notNull(),
    value: jsonb('value').$type<unknown>().notNull(),
    updatedBy: integer('updated_by').references(() => staff.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.section, t.key] }),
    check('site_content_blocks_section_check', sql`${t.section} in (${sectionList})`),
  ],
);

export type SiteContentBlockRow = typeof siteContentBlocks.$inferSelect;
