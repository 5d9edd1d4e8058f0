import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed-attempt counters of sign-in, reset and password change (throttle-policy.ts), in the database so
 * that every API instance sees the same counts. Keys: `login:email:<e-mail>`, `login:device:<id>`,
 * `auth:ip:<address>`, `reset:email:<e-mail>`, `password:staff:<id>`.
 */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    forgetAt: timestamp('forget_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_throttle_forget_at_idx').on(t.forgetAt)],
);
