import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './staff.table';

/**
 * The payout settings of /settings-earnings: one row (id = 1, made by migration 0020). The minimum
 * withdrawal a curator or speaker may request.
 */
export const balanceSettings = pgTable(
  'balance_settings',
  {
    id: integer('id').primaryKey(),
    minWithdrawal: numeric('min_withdrawal', { precision: 12, scale: 2 }).notNull().default('3000'),
    updatedByStaffId: integer('updated_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('balance_settings_single_check', sql`${t.id} = 1`),
    check('balance_settings_min_check', sql`${t.minWithdrawal} > 0`),
  ],
);

export type BalanceSettingsRow = typeof balanceSettings.$inferSelect;
