import { defineConfig } from 'vitest/config';

// Against a shared PostgreSQL (TEST_DATABASE_URL) every file truncates the tables first, so files run one by one.
const sharedDatabase = Boolean(process.env.TEST_DATABASE_URL);
/** Files that replace a module with vi.mock: each runs in a fresh process of its own, as Vitest does by default. */
const mockingModules = ['src/modules/cancel-reasons/cancel-reasons-delete-race.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    // The run's PGlite template: every API test file starts its database from it (src/test/database-template.ts).
    globalSetup: ['src/test/global-setup.ts'],
    fileParallelism: !sharedDatabase,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // One worker process runs many files: the app's modules are loaded once per worker, not once per file
        // (~5 s each on this machine). Every file builds its own app and database, so nothing is shared but code.
        test: { name: 'api', include: ['src/**/*.test.ts'], exclude: mockingModules, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: mockingModules } },
    ],
  },
});
