import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Only unit tests beside the code: Playwright specs live in /e2e and must not be picked up (pitfall 9). */
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    restoreMocks: true,
  },
});
