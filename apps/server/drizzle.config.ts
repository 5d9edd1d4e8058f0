import { defineConfig } from 'drizzle-kit';

/** One set of SQL migrations serves PGlite and PostgreSQL; `npm run db:generate -w apps/server`. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.table.ts',
  out: './drizzle',
});
