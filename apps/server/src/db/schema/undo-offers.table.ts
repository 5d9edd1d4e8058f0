import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * An «Отменить» offered after a destructive action (issue 32, item 3): who may take it, until when, and either
 * the rows as they were, table by table in the order they go back (`[{ table, rows: [row as to_jsonb] }]`: an
 * array, as jsonb keeps no order of an object's keys), put back as they were after a
 * delete, or the `payload` of an undo its module performs (a bulk change). `token` names the offer to its
 * author's browser; `undone_at` marks it taken. An offer lives seconds: each new one removes those older than
 * a day.
 */
/**
 * A delete's rows, the record's own table first. (Offers written before 28 Nov 2026 kept `{ table: rows }`.) An
 * entry with `relink` holds the links the delete set to null in that column, as `{ id, value }`, put back last.
 */
export type KeptRows = { table: string; rows: Record<string, unknown>[]; relink?: string }[];

export const undoOffers = pgTable(
  'undo_offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    token: text('token').notNull().unique(),
    staffId: integer('staff_id').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityIds: integer('entity_ids').array().notNull(),
    rows: jsonb('rows').$type<KeptRows>().notNull(),
    /** For an undo its module performs (a bulk change: the previous status), what it needs. */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('undo_offers_created_idx').on(t.createdAt)],
);

export type UndoOfferRow = typeof undoOffers.$inferSelect;
