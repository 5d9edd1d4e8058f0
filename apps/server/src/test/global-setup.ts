import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type DatabaseTemplate, makeDatabaseTemplate } from './database-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Null against TEST_DATABASE_URL: there each file truncates and seeds the shared database. */
    databaseTemplate: DatabaseTemplate | null;
  }
}

/** Both projects of vitest.config.ts run this setup in the one main process: they share one template. */
const run = globalThis as {
  databaseTemplate?: { made: Promise<DatabaseTemplate>; dir: string; users: number };
};

/** Vitest global setup: the run's PGlite template (test/database-template.ts), removed after the run. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('databaseTemplate', null);
    return;
  }
  if (!run.databaseTemplate) {
    const dir = mkdtempSync(join(tmpdir(), 'school-test-template-'));
    run.databaseTemplate = { made: makeDatabaseTemplate(dir), dir, users: 0 };
  }
  const shared = run.databaseTemplate;
  shared.users += 1;
  project.provide('databaseTemplate', await shared.made);
  return () => {
    shared.users -= 1;
    if (shared.users === 0) rmSync(shared.dir, { recursive: true, force: true });
  };
}
