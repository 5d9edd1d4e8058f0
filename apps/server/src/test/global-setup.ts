import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type DatabaseTemplate, makeDatabaseTemplate } from './database-template';
import { dropPostgresTemplate, makePostgresTemplate } from './postgres-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's template: PGlite data dirs, or template databases on TEST_DATABASE_URL's server. */
    databaseTemplate: DatabaseTemplate;
  }
}

/** Every project of vitest.config.ts runs this setup in the one main process: they share one template. */
const run = globalThis as {
  databaseTemplate?: { made: Promise<DatabaseTemplate>; dir: string; users: number };
};

/**
 * Vitest global setup: the run's template (test/database-template.ts) — PGlite data dirs, or with
 * TEST_DATABASE_URL two template databases on that server (test/postgres-template.ts) — removed after the run.
 */
export default async function setup(project: TestProject) {
  if (!run.databaseTemplate) {
    const dir = mkdtempSync(join(tmpdir(), 'school-test-template-'));
    const url = process.env.TEST_DATABASE_URL;
    const made = url
      ? makePostgresTemplate(url, process.env.TEST_DATABASE_READ_URL, join(dir, 'files'))
      : makeDatabaseTemplate(dir);
    run.databaseTemplate = { made, dir, users: 0 };
  }
  const shared = run.databaseTemplate;
  shared.users += 1;
  const template = await shared.made;
  project.provide('databaseTemplate', template);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    run.databaseTemplate = undefined; // a project set up after this teardown makes a new one
    try {
      if (template.kind === 'postgres') await dropPostgresTemplate(template);
    } finally {
      rmSync(shared.dir, { recursive: true, force: true });
    }
  };
}
