import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { staff } from './staff.table';

/**
 * A list page's filters, search and sort saved under a name (issue 31): `owner_id` is the staff member
 * who saved it; a team view (`team`) is shared with everyone and changed by admins only. `list` is the
 * page's path, `query` its URL search string without paging, `version` the list's version at the save.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    list: text('list').notNull(),
    name: text('name').notNull(),
    query: text('query').notNull().default(''),
    version: integer('version').notNull().default(1),
    team: boolean('team').notNull().default(false),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One name per list among the team's views, and among each member's own.
    uniqueIndex('saved_views_team_name_key').on(t.list, sql`lower(${t.name})`).where(sql`${t.team}`),
    uniqueIndex('saved_views_own_name_key')
      .on(t.ownerId, t.list, sql`lower(${t.name})`)
      .where(sql`not ${t.team}`),
    index('saved_views_list_idx').on(t.list, t.ownerId),
    check('saved_views_version_check', sql`${t.version} >= 1`),
  ],
);

export type SavedViewRow = typeof savedViews.$inferSelect;
