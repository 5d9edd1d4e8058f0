#!/usr/bin/env node
// `npm test -w e2e`: browser journeys against the built app. Skips in one line where no Chromium exists,
// unless E2E_REQUIRED=1 (CI), where a skip is a failure.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { startScaledTopology } from './topology/scaled.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (!existsSync(chrome)) {
  console.log(`Браузерные тесты пропущены: Chromium не найден в ${chrome} (apt-get install -y chromium)`);
  process.exit(process.env.E2E_REQUIRED === '1' ? 1 : 0);
}

const buildStatus = buildIfStale();
if (buildStatus !== 0) process.exit(buildStatus);

mkdirSync(join(here, 'test-results'), { recursive: true });
// The server seeds demo data into an empty data dir at first start; this run's dir goes away afterwards.
const dataDir = join(tmpdir(), `school-e2e-${process.pid}`);
rmSync(dataDir, { recursive: true, force: true });
// A free loopback port unless one is given, so two runs on one machine never collide.
const port =
  process.env.E2E_PORT ??
  (await new Promise((resolvePort) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolvePort(String(free)));
    });
  }));
// E2E_TOPOLOGY=scaled: the same journeys through a balancer in front of two instances on PostgreSQL (primary +
// replica) and S3 (topology/scaled.mjs), started here and stopped afterwards, also on failure and CTRL-C.
const scaled = process.env.E2E_TOPOLOGY === 'scaled';
let topology;
// Called by the signal handler and after Playwright's exit, often both on CTRL-C: each waits for the one cleanup.
const stopTopology = async () => {
  await topology?.stop();
};
let child;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    child?.kill(signal);
    await stopTopology();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(130);
  });
}
if (scaled) {
  try {
    topology = await startScaledTopology({
      root,
      logDir: join(here, 'test-results/scaled'),
      port: Number(port),
    });
  } catch (error) {
    console.error(
      `Масштабированная топология не запустилась / the scaled topology did not start: ${error.message}`,
    );
    process.exit(1);
  }
}
const cli = join(root, 'node_modules/@playwright/test/cli.js');
const status = await new Promise((resolveStatus) => {
  child = spawn(process.execPath, [cli, 'test', ...process.argv.slice(2)], {
    cwd: here,
    stdio: 'inherit',
    env: { ...process.env, E2E_PORT: port, E2E_DATA_DIR: dataDir, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  child.once('error', () => resolveStatus(1));
  child.once('exit', (code) => resolveStatus(code ?? 1));
});
await stopTopology();
rmSync(dataDir, { recursive: true, force: true });
process.exit(status);
