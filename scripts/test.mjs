#!/usr/bin/env node
// `npm test`: every test of the project — unit and API tests (Vitest) of each workspace, the tests of the
// root scripts (node --test), then the browser journeys (Playwright). Ends with one plain
// `N passed, N failed` line summed over all of them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);
const vitestWorkspaces = ['packages/contracts', 'apps/server', 'apps/web'].filter(
  (ws) => only.length === 0 || only.includes(ws),
);
const runScripts = only.length === 0 || only.includes('scripts');
const runE2e = only.length === 0 || only.includes('e2e');

let passed = 0;
let failed = 0;
let skipped = 0;
let anyStepFailed = false;

for (const workspace of vitestWorkspaces) {
  const report = join(reports, `${workspace.replaceAll('/', '-')}.json`);
  console.log(`\n▶ ${workspace}`);
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { cwd: join(root, workspace), stdio: 'inherit' },
  );
  if (run.status !== 0) anyStepFailed = true;
  if (!existsSync(report)) {
    console.error(`${workspace}: Vitest не записал отчёт`);
    anyStepFailed = true;
    continue;
  }
  const result = JSON.parse(readFileSync(report, 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  skipped += result.numPendingTests + (result.numTodoTests ?? 0);
}

if (runScripts) {
  console.log('\n▶ scripts (node --test)');
  const report = join(reports, 'scripts.tap');
  const tests = readdirSync(join(root, 'scripts'))
    .filter((name) => name.endsWith('.test.mjs'))
    .map((name) => join('scripts', name));
  const run = spawnSync(
    process.execPath,
    [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${report}`,
      ...tests,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (run.status !== 0) anyStepFailed = true;
  const tap = existsSync(report) ? readFileSync(report, 'utf8') : '';
  const count = (name) => Number(tap.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  passed += count('pass');
  failed += count('fail') + count('cancelled');
  skipped += count('skipped') + count('todo');
}

if (runE2e) {
  console.log('\n▶ e2e (Chromium)');
  const e2eReport = join(root, 'e2e/test-results/results.json');
  rmSync(e2eReport, { force: true });
  const run = spawnSync('npm', ['test', '-w', 'e2e'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) anyStepFailed = true;
  if (existsSync(e2eReport)) {
    const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    skipped += stats.skipped;
  }
}

if (anyStepFailed && failed === 0) failed = 1;
writeFileSync(join(reports, 'summary.json'), JSON.stringify({ passed, failed, skipped }));
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(anyStepFailed || failed > 0 ? 1 : 0);
