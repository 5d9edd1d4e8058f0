import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chartJsAlias } from './build/chart-js-alias';
import { srcAlias } from './build/src-alias';

/** Files that replace a module with vi.mock: each runs in a fresh environment of its own, as Vitest does by default. */
const mockingModules = [
  'src/features/site-content/pages/site-content-page.test.tsx',
  'src/features/news/pages/news-feed-page.test.tsx',
];

/** Only unit tests beside the code: Playwright specs live in /e2e and must not be picked up (pitfall 9). */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: [srcAlias, chartJsAlias] },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // 2 workers: Vitest uses 1 on 2 cores by default.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // One jsdom and module graph per worker instead of per file (a fresh jsdom per file was half the run);
        // src/test/setup.ts resets what a test leaves behind. A vi.mock would stay for the worker's later files.
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          exclude: mockingModules,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: mockingModules } },
    ],
  },
});
