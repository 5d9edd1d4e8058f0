import type { Database } from '../db/database';
import type { Db } from '../db/types';

export interface BulkSeedContext {
  info(message: string): void;
  /** PGlite is one connection and slower per statement; a PostgreSQL pool takes bigger chunks in parallel. */
  kind: Database['kind'];
}

/** One `npm run seed -- --<flag> N` option: N generated rows of a section on top of the demo data. */
export interface BulkSeed {
  flag: string;
  /** What N counts, for `npm run seed -- --help`. */
  counts: string;
  run(db: Db, count: number, context: BulkSeedContext): Promise<void>;
}
