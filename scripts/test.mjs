#!/usr/bin/env node
// `npm test`: every test of the project — unit and API tests (Vitest) of each workspace, the tests of the
// root scripts (node --test), then the browser journeys (Playwright). Ends with one plain
// `N passed, N failed` line summed over all of them. Each part's time goes to test-results/timings.tsv
// (the step table of .ci/run, docs/testing.md).
// `npm run test:quick` (--quick): contracts, web, API on PGlite and the journeys of the features changed since
// main (scripts/changed-journeys.mjs), for work in progress.
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { changedJourneys } from './changed-journeys.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args.filter((arg) => !arg.startsWith('--'));
const vitestWorkspaces = ['packages/contracts', 'apps/server', 'apps/web'].filter(
  (ws) => only.length === 0 || only.includes(ws),
);
const runScripts = !quick && (only.length === 0 || only.includes('scripts'));
const runE2e = only.length === 0 || only.includes('e2e');
const journeys = quick ? changedJourneys(root) : [];

let passed = 0;
let failed = 0;
let skipped = 0;
let anyStepFailed = false;
/** What failed outside any test (a report not written, an unhandled error): named in summary.json for CI's tail. */
const problems = [];

/** Busy and total CPU time of all cores since boot, in ms. */
function cpuTimes() {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    busy += times.user + times.nice + times.sys + times.irq;
    total += times.user + times.nice + times.sys + times.irq + times.idle;
  }
  return { busy, total };
}

/**
 * Runs one part and writes `npm test: <part>`, its seconds and the share of the machine's CPU it kept busy to
 * test-results/timings.tsv.
 */
function timed(part, run) {
  const started = performance.now();
  const before = cpuTimes();
  const result = run();
  const seconds = (performance.now() - started) / 1000;
  const after = cpuTimes();
  const busy = Math.round((100 * (after.busy - before.busy)) / Math.max(1, after.total - before.total));
  appendFileSync(join(reports, 'timings.tsv'), `npm test: ${part}\t${seconds.toFixed(1)}\t${busy}\n`);
  return result;
}

for (const workspace of vitestWorkspaces) {
  const report = join(reports, `${workspace.replaceAll('/', '-')}.json`);
  console.log(`\n▶ ${workspace}`);
  const run = timed(workspace, () =>
    spawnSync(
      'npx',
      ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
      {
        cwd: join(root, workspace),
        stdio: 'inherit',
      },
    ),
  );
  if (run.status !== 0) anyStepFailed = true;
  if (!existsSync(report)) {
    problems.push(`${workspace}: Vitest не записал отчёт`);
    anyStepFailed = true;
    continue;
  }
  const result = JSON.parse(readFileSync(report, 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  // An unhandled error (a promise rejected after its test) fails the run but no test: the report does not say.
  if (run.status !== 0 && result.numFailedTests === 0) {
    problems.push(`${workspace}: Vitest завершился с ошибкой вне тестов (Unhandled Errors в журнале выше)`);
  }
  skipped += result.numPendingTests + (result.numTodoTests ?? 0);
}

if (runScripts) {
  console.log('\n▶ scripts (node --test)');
  const report = join(reports, 'scripts.tap');
  const tests = readdirSync(join(root, 'scripts'))
    .filter((name) => name.endsWith('.test.mjs'))
    .map((name) => join('scripts', name));
  const run = timed('scripts', () =>
    spawnSync(
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
    ),
  );
  if (run.status !== 0) anyStepFailed = true;
  const tap = existsSync(report) ? readFileSync(report, 'utf8') : '';
  const count = (name) => Number(tap.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  passed += count('pass');
  failed += count('fail') + count('cancelled');
  skipped += count('skipped') + count('todo');
}

if (runE2e && quick && journeys.length === 0) {
  console.log('\n▶ e2e: ни одна функция не изменилась с main, браузерные тесты пропущены');
} else if (runE2e) {
  console.log(quick ? `\n▶ e2e (Chromium): ${journeys.join(' ')}` : '\n▶ e2e (Chromium)');
  const e2eReport = join(root, 'e2e/test-results/results.json');
  rmSync(e2eReport, { force: true });
  const run = timed('e2e', () =>
    spawnSync('npm', ['test', '-w', 'e2e', '--', ...journeys], { cwd: root, stdio: 'inherit' }),
  );
  if (run.status !== 0) anyStepFailed = true;
  if (existsSync(e2eReport)) {
    const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    skipped += stats.skipped;
  }
}

if (anyStepFailed && failed === 0) failed = 1;
for (const problem of problems) console.error(problem);
writeFileSync(join(reports, 'summary.json'), JSON.stringify({ passed, failed, skipped, problems }));
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(anyStepFailed || failed > 0 ? 1 : 0);
