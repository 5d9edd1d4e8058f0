import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * An «Отменить» offered after a destructive action (issue 32, item 3): who may take it, until when, and either
 * the rows as they were, table by table (`{ table: [row as to_jsonb] }`), put back as they were after a
 * delete, or the `payload` of an undo its module performs (a bulk change). `token` names the offer to its
 * author's browser; `undone_at` marks it taken. An offer lives seconds: each new one removes those older than
 * a day.
 */
export const undoOffers = pgTable(
  'undo_offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    token: text('token').notNull().unique(),
    staffId: integer('staff_id').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityIds: integer('entity_ids').array().notNull(),
    rows: jsonb('rows').$type<Record<string, Record<string, unknown>[]>>().notNull(),
    /** For an undo its module performs (a bulk change: the previous status), what it needs. */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('undo_offers_created_idx').on(t.createdAt)],
);

export type UndoOfferRow = typeof undoOffers.$inferSelect;
