import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from './files.table';
import { staff } from './staff.table';

/**
 * A service a staff member offers (consultation, portfolio review, mentoring…): the spec's `adminId` is
 * `staff_id`. A service with applications is never deleted (applications restrict it), only deactivated; it
 * outlives its author (set null) so that old applications keep their target.
 */
export const services = pgTable(
  'services',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    coverFileId: integer('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('services_staff_idx').on(t.staffId, t.id),
    check('services_price_check', sql`${t.price} >= 0`),
  ],
);

export type ServiceRow = typeof services.$inferSelect;
export type NewService = typeof services.$inferInsert;
