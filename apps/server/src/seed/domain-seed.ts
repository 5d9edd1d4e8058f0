import type { Db } from '../db/types';
import type { FileStore } from '../modules/files';

export interface SeedContext {
  info(message: string): void;
  /** Where demo covers and attachments are written, the same store the app serves them from. */
  fileStore: FileStore;
}

/** One section's demo data. `run` must skip rows that already exist, so seeding twice is harmless. */
export interface DomainSeed {
  name: string;
  run(db: Db, context: SeedContext): Promise<void>;
}
