import { defineConfig } from 'vitest/config';

/**
 * Files that need the PostgreSQL cluster of TEST_DATABASE_URL to themselves: read-replica.postgres.test.ts pauses
 * the replica's replay (every other file's wait for the replica would time out meanwhile), stops and starts it.
 * They run one by one after every other file (`sequence.groupOrder`); on PGlite they are skipped, beside the rest.
 */
const wholeCluster = process.env.TEST_DATABASE_URL ? ['src/db/read-replica.postgres.test.ts'] : [];
/** Files that replace a module with vi.mock: each runs in a fresh process of its own, as Vitest does by default. */
const mockingModules = ['src/modules/cancel-reasons/cancel-reasons-delete-race.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    // The run's template: every API test file starts its database from it (src/test/database-template.ts) —
    // an in-memory PGlite, or a database of its own on TEST_DATABASE_URL's server (src/test/postgres-template.ts).
    globalSetup: ['src/test/global-setup.ts'],
    // Both cores (Vitest's default leaves one idle): files share no database, on PGlite or on PostgreSQL.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // One worker process runs many files: the app's modules are loaded once per worker, not once per file
        // (~5 s each on this machine). Every file builds its own app and database, so nothing is shared but code.
        test: {
          name: 'api',
          include: ['src/**/*.test.ts'],
          exclude: [...mockingModules, ...wholeCluster],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: mockingModules } },
      ...(wholeCluster.length > 0
        ? [
            {
              extends: true as const,
              test: {
                name: 'whole-cluster',
                include: wholeCluster,
                fileParallelism: false,
                sequence: { groupOrder: 1 },
              },
            },
          ]
        : []),
    ],
  },
});
