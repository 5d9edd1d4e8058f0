#!/usr/bin/env node
// `npm run lighthouse -w e2e [-- /path …]`: Lighthouse's performance category with its mobile defaults
// (simulated slow 4G and a 4× slower CPU) against the built app, several runs per page, the median shown.
// Starts the server like the browser tests do (free port, a throw-away data dir); LIGHTHOUSE_RUNS, CHROME_PATH.
// A measurement, not a test: scores move with the machine's load. Figures: docs/performance.md.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale, root, serverEntry } from '../scripts/build-if-stale.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/login'];
const cli = join(root, 'node_modules/lighthouse/cli/index.js');

if (!existsSync(chrome)) {
  console.log(`Lighthouse пропущен: Chromium не найден в ${chrome}`);
  process.exit(0);
}
if (buildIfStale() !== 0) process.exit(1);

const port = await new Promise((resolvePort) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolvePort(free));
  });
});
const dataDir = join(tmpdir(), `school-lighthouse-${process.pid}`);
const server = spawn(process.execPath, [serverEntry], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;

try {
  for (
    let tries = 0;
    !(await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    ));
    tries++
  ) {
    if (tries > 240) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  for (const path of paths) {
    const results = [];
    for (let run = 0; run < runs; run++) results.push(audit(`${base}${path}`));
    results.sort((a, b) => a.score - b.score);
    console.log(`${path}: median of ${runs}`);
    console.table([results[Math.floor(results.length / 2)]]);
    console.log(`  scores: ${results.map((r) => r.score).join(', ')}`);
  }
} finally {
  server.kill();
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

/** One Lighthouse run (mobile defaults): the score, the metrics and the scripts' transfer size. */
function audit(url) {
  const run = spawnSync(
    process.execPath,
    [
      cli,
      url,
      '--only-categories=performance',
      '--output=json',
      '--quiet',
      `--chrome-path=${chrome}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { cwd: here, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  const { categories, audits } = JSON.parse(run.stdout);
  const ms = (id) => Math.round(audits[id].numericValue);
  const scripts = audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
  return {
    score: Math.round(categories.performance.score * 100),
    'FCP ms': ms('first-contentful-paint'),
    'LCP ms': ms('largest-contentful-paint'),
    'TBT ms': ms('total-blocking-time'),
    CLS: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    'SI ms': ms('speed-index'),
    'JS KiB': Number((scripts.reduce((sum, item) => sum + item.transferSize, 0) / 1024).toFixed(1)),
  };
}
