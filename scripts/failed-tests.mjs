#!/usr/bin/env node
// The tests that failed, named in the last lines of `.ci/run` (only its tail may be kept): the Vitest JSON reports,
// the Playwright JSON reports and `npm test`'s summary.json given as arguments, each failure as `report: test` and
// the first lines of its error; from the summary, what failed outside any test (an unhandled error).
// `node scripts/failed-tests.mjs <report.json>…`; a missing report is skipped (the step says why it left none).
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The first three non-empty lines of an error (what failed, expected, received), without terminal colours. */
export function errorSummary(message = '') {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape starts terminal colour codes
  const plain = String(message).replace(/\u001b\[[0-9;]*m/g, '');
  const lines = plain
    .split('\n')
    .map((text) => text.trim())
    .filter((text) => text !== '');
  return lines.slice(0, 3).join(' | ').slice(0, 300);
}

/** Failures of a Vitest JSON report: `{ test, error }`. */
export function vitestFailures(report) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') {
        failures.push({
          test: `${file.name}: ${test.fullName}`,
          error: errorSummary(test.failureMessages?.[0]),
        });
      }
    }
    // A file that failed before any test ran (an import error) has no assertion results.
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) {
      failures.push({ test: file.name, error: errorSummary(file.message) });
    }
  }
  return failures;
}

/** Failures of a Playwright JSON report: tests whose outcome is `unexpected`, with the last attempt's error. */
export function playwrightFailures(report) {
  const failures = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        failures.push({
          test: `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`,
          error: errorSummary(last?.error?.message ?? last?.errors?.[0]?.message),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return failures;
}

/** `npm test`'s summary (scripts/test.mjs): what failed outside any test. */
const summaryProblems = (summary) =>
  (summary.problems ?? []).map((problem) => ({ test: problem, error: '' }));

export function failuresOf(report) {
  if ('testResults' in report) return vitestFailures(report);
  if ('suites' in report) return playwrightFailures(report);
  return summaryProblems(report);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lines = [];
  for (const path of process.argv.slice(2)) {
    if (!existsSync(path)) continue;
    let report;
    try {
      report = JSON.parse(readFileSync(path, 'utf8'));
    } catch {
      lines.push(`${path}: отчёт не читается`);
      continue;
    }
    const where = `${basename(dirname(path))}/${basename(path)}`;
    for (const { test, error } of failuresOf(report))
      lines.push(`${where}: ${test}${error ? `\n    ${error}` : ''}`);
  }
  if (lines.length > 0) console.log(`\nНе прошли:\n${lines.join('\n')}`);
}
