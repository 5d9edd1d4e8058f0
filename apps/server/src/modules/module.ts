import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config';
import type { CopyOut, CopyOutBlob } from '../db/copy-out';
import type { Db } from '../db/types';
import type { Reads } from '../plugins/read-routing';
import type { FileStore, Mailer, Readiness } from '../ports';

/** What every domain route plugin receives; registered in `modules/index.ts`. */
export interface ModuleDeps {
  db: Db;
  /**
   * Where this request's list, CSV export and statistics reads go: `reads(request).db` / `.copyOut` /
   * `.copyOutBlob`. The replica (DATABASE_READ_URL) unless the user wrote a moment ago; the primary otherwise,
   * and always without a replica. Writes, and reads that decide a write, use `db`.
   */
  reads: Reads;
  config: AppConfig;
  mailer: Mailer;
  fileStore: FileStore;
  /** Streaming COPY out of PostgreSQL (CSV exports); undefined on PGlite. */
  copyOut?: CopyOut | undefined;
  /** COPY out of PGlite as one blob per statement (CSV exports in ranges); undefined on PostgreSQL. */
  copyOutBlob?: CopyOutBlob | undefined;
  /** `select 1` on the database, for the health check. */
  ping: () => Promise<void>;
  /** Database, migrations and draining, for `GET /api/health/ready`. */
  readiness: Readiness;
  /** The current time in ms (`Date.now` unless a test fakes it). */
  now: () => number;
}

export type ModulePlugin = FastifyPluginAsyncZod<ModuleDeps>;
