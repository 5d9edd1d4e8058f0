import type { CourseLevel, CourseStatus } from '@school/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { directions } from './directions.table';
import { files } from './files.table';
import { staff } from './staff.table';

const money = (name: string) =>
  numeric(name, { precision: 12, scale: 2, mode: 'number' }).notNull().default(0);

export const courses = pgTable(
  'courses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    // A direction in use cannot be deleted: the service answers 409, this is the backstop.
    directionId: integer('direction_id').references((): AnyPgColumn => directions.id, {
      onDelete: 'restrict',
    }),
    level: text('level').$type<CourseLevel>().notNull().default('beginner'),
    coverFileId: integer('cover_file_id').references((): AnyPgColumn => files.id, { onDelete: 'set null' }),
    cost: money('cost'),
    costBeforeDiscount: money('cost_before_discount'),
    personalDiscount: money('personal_discount'),
    status: smallint('status').$type<CourseStatus>().notNull().default(0),
    isVisible: boolean('is_visible').notNull().default(false),
    isOnMain: boolean('is_on_main').notNull().default(false),
    mainPosition: integer('main_position'),
    isTop: boolean('is_top').notNull().default(false),
    topPosition: integer('top_position'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: integer('created_by').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('courses_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('courses_status_idx').on(t.status),
    index('courses_direction_idx').on(t.directionId),
    index('courses_created_at_idx').on(t.createdAt),
    check('courses_status_check', sql`${t.status} between 0 and 4`),
    check('courses_level_check', sql`${t.level} in ('beginner', 'advanced')`),
    check(
      'courses_cost_check',
      sql`${t.personalDiscount} >= 0 and ${t.personalDiscount} <= ${t.costBeforeDiscount} and ${t.cost} = ${t.costBeforeDiscount} - ${t.personalDiscount}`,
    ),
  ],
);

export type CourseRow = typeof courses.$inferSelect;
