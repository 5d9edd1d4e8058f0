import { defineConfig } from 'vitest/config';

// Against a shared PostgreSQL (TEST_DATABASE_URL) every file truncates the tables first, so files run one by one.
const sharedDatabase = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: !sharedDatabase,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
