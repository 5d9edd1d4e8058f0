import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { files } from './files.table';

export const directions = pgTable(
  'directions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    coverFileId: integer('cover_file_id').references((): AnyPgColumn => files.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('directions_name_lower_key').on(sql`lower(${t.name})`),
    index('directions_position_idx').on(t.position, t.id),
  ],
);

export type DirectionRow = typeof directions.$inferSelect;
