import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { srcAlias } from './build/src-alias';

/** Only unit tests beside the code: Playwright specs live in /e2e and must not be picked up (pitfall 9). */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: [srcAlias] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    restoreMocks: true,
  },
});
