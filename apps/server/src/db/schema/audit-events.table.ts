import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per mutation, sign-in and export, written in the action's own transaction. Append-only: a trigger
 * refuses every UPDATE and DELETE (migration 0029). The actor is kept as an id and the name they had then,
 * with no foreign key, so deleting a member of staff changes no row of the log.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null for the system itself (CLI, seed) or an anonymous caller (password reset, a failed sign-in). */
    actorId: integer('staff_id'),
    /** «Фамилия Имя» of the actor when they acted. */
    actorName: text('actor_name'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_entity_idx').on(t.entity, t.entityId),
    index('audit_events_at_idx').on(t.at),
    // «Журнал действий» filtered by person or by section, newest first.
    index('audit_events_actor_at_idx').on(t.actorId, t.at),
    index('audit_events_entity_at_idx').on(t.entity, t.at),
  ],
);
