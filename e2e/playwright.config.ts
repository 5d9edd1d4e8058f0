import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/**
 * A fresh data dir per run, so the demo data is seeded at the server's first start. run-e2e.mjs passes
 * one; a bare `playwright test` uses a fixed one. Workers load this file too: only the runner (no
 * TEST_WORKER_INDEX) may wipe it, or a worker would delete the data under the running server.
 */
const DATA_DIR = process.env.E2E_DATA_DIR ?? join(tmpdir(), `school-e2e-${PORT}`);
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(DATA_DIR, { recursive: true, force: true });
/**
 * E2E_TOPOLOGY=scaled: run-e2e.mjs has started two instances behind a balancer on E2E_PORT (topology/scaled.mjs);
 * no server of our own then, and the results go beside the single-server run's, not over them.
 */
const SCALED = process.env.E2E_TOPOLOGY === 'scaled';
/** E2E_SCREENSHOTS=1 (`npm run screenshots`): only the tests that take pictures (support/scan-page.ts, PICTURE). */
const PICTURES = process.env.E2E_SCREENSHOTS === '1';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // The scaled run repeats only the journeys tagged @scaled (support/scaled.ts says why each one is): what the
  // number of instances, the replica or S3 can change. Everything else runs once, in `npm test`.
  grep: SCALED ? /@scaled/ : PICTURES ? /@screenshot/ : undefined,
  // The pictures (support/scan-page.ts, PICTURE) are taken by `npm run screenshots`, not by every test run.
  grepInvert: SCALED || PICTURES ? undefined : /@screenshot/,
  outputDir: SCALED ? 'test-results/scaled/artifacts' : 'test-results/artifacts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The longest journeys take ~20 s alone on a 2-core machine and passed 30 s when it was shared.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: SCALED ? 'test-results/scaled/results.json' : 'test-results/results.json' }],
  ],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    viewport: { width: 1366, height: 860 },
    // A failed test keeps its trace: each action's DOM snapshot, the network and the console. Without the
    // screencast frames, which cost ~40 % of a journey's time on 2 cores (28 Nov 2026: 1.7 vs 2.8 min for the
    // same three files); E2E_TRACE=full records them when a picture of the moment is needed.
    trace: { mode: 'retain-on-failure', screenshots: process.env.E2E_TRACE === 'full' },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: SCALED
    ? undefined
    : {
        command: 'node ../apps/server/dist/main.js',
        url: `${BASE_URL}/api/health`,
        timeout: 120_000,
        // E2E_REUSE_SERVER=1 runs the journeys against a server you started yourself on E2E_PORT.
        reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(PORT),
          HOST: '127.0.0.1',
          DATA_DIR,
          // The rate limit itself is covered by the API tests; journeys log in many times.
          AUTH_RATE_LIMIT_IP: '1000',
          AUTH_RATE_LIMIT_EMAIL: '1000',
          // Journeys send applications from the site through one address; the limit has its own API test.
          INTAKE_RATE_LIMIT: '1000',
          // The users export (290 active demo students) runs as a background task; the journeys' narrower
          // exports (one application, four referrals) still stream.
          EXPORT_STREAM_MAX_ROWS: '100',
        },
      },
});
