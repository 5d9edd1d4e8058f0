import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** A Drizzle database or transaction; PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT>;
