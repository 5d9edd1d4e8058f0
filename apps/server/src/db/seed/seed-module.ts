import type { Db } from '../types';

export interface SeedContext {
  info(message: string): void;
}

/** One section's demo data. `run` must skip rows that already exist, so seeding twice is harmless. */
export interface SeedModule {
  name: string;
  run(db: Db, context: SeedContext): Promise<void>;
}
