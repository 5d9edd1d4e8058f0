import { CONTENT_SECTIONS, type ContentSection } from '@school/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tags } from './tags.table';

const sectionList = sql.raw(CONTENT_SECTIONS.map((section) => `'${section}'`).join(', '));

/** A question and answer of one section's FAQ (spec §3, §5: question ≤ 700, answer ≤ 1300), in `position` order. */
export const faqItems = pgTable(
  'faq_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    section: text('section').$type<ContentSection>().notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('faq_items_section_idx').on(t.section, t.position, t.id),
    check('faq_items_section_check', sql`${t.section} in (${sectionList})`),
    check('faq_items_question_check', sql`char_length(${t.question}) <= 700`),
    check('faq_items_answer_check', sql`char_length(${t.answer}) <= 1300`),
  ],
);

/** The tags of a FAQ item (spec §3: `tags` when read, `tagIds` when saved). */
export const faqItemTags = pgTable(
  'faq_item_tags',
  {
    faqItemId: integer('faq_item_id')
      .notNull()
      .references(() => faqItems.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.faqItemId, t.tagId] }), index('faq_item_tags_tag_idx').on(t.tagId)],
);

export type FaqItemRow = typeof faqItems.$inferSelect;
