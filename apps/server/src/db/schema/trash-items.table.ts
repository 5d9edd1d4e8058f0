import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { KeptRows } from './undo-offers.table';

/**
 * «Корзина» (issue 32, item 4): a deleted record, kept 30 days as the rows its delete removed (the record's own
 * table first, then those that hung on it), to be put back with its id and links, or purged. The deleting staff
 * member is kept as id and name, with no foreign key, as in the log. A restore or purge removes the row.
 */
export const trashItems = pgTable(
  'trash_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The log's entity of the record (`news`, `faq-item`). */
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    /** What the record was called, as the list shows it. */
    title: text('title').notNull(),
    /** Where the back office shows the record once restored. */
    link: text('link'),
    rows: jsonb('rows').$type<KeptRows>().notNull(),
    deletedById: integer('deleted_by_id'),
    deletedByName: text('deleted_by_name'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trash_items_entity_key').on(t.entity, t.entityId),
    index('trash_items_deleted_at_idx').on(t.deletedAt, t.id),
  ],
);

export type TrashItemRow = typeof trashItems.$inferSelect;
