import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chartJsAlias } from './build/chart-js-alias';
import { srcAlias } from './build/src-alias';

/** Only unit tests beside the code: Playwright specs live in /e2e and must not be picked up (pitfall 9). */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: [srcAlias, chartJsAlias] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    restoreMocks: true,
  },
});
