// The step table `.ci/run` ends with (scripts/ci-steps.mjs): budgets read from docs/testing.md, a step over 120 %
// of its budget marked, a total past 35 minutes warned about. Run by `npm test` with `node --test`.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { readBudgets, readTimings, stepReport, TOTAL_LIMIT_S } from './ci-steps.mjs';

const docs = readFileSync(new URL('../docs/testing.md', import.meta.url), 'utf8');
const TABLE = `<!-- ci-budgets -->
| step | budget, s | what |
|---|---:|---|
| \`typecheck\` | 100 | tsc |
| npm test: e2e | 1000 | journeys |
<!-- /ci-budgets -->`;

test('budgets come from the marked table, backquotes dropped', () => {
  assert.deepEqual(
    [...readBudgets(TABLE)],
    [
      ['typecheck', 100],
      ['npm test: e2e', 1000],
    ],
  );
});

test('the budgets of docs/testing.md leave at least 45 of the 90 minutes free', () => {
  const budgets = readBudgets(docs);
  assert.ok(budgets.size >= 10, `only ${budgets.size} steps have a budget`);
  const sum = [...budgets.values()].reduce((total, seconds) => total + seconds, 0);
  assert.ok(sum <= 45 * 60, `the budgets add up to ${sum} s`);
});

test('every step .ci/run and npm test time has a budget in docs/testing.md', () => {
  const budgets = readBudgets(docs);
  const testScript = readFileSync(new URL('./test.mjs', import.meta.url), 'utf8');
  const workspaces = testScript.match(/const vitestWorkspaces = \[([^\]]+)\]/)[1].match(/'[^']+'/g);
  const named = [
    ...[...readFileSync(new URL('../.ci/run', import.meta.url), 'utf8').matchAll(/^\s*step "([^"]+)"/gm)].map(
      (match) => match[1],
    ),
    ...[...workspaces, ...[...testScript.matchAll(/timed\('([^']+)'/g)].map((match) => match[1])].map(
      (part) => `npm test: ${part.replaceAll("'", '')}`,
    ),
  ];
  assert.ok(named.length >= 8, `only ${named.length} steps found`);
  assert.deepEqual(
    named.filter((step) => !budgets.has(step)),
    [],
  );
});

test('a step over 120 % of its budget is marked; one within it is not', () => {
  const timings = readTimings('typecheck\t121\t95\nnpm test: e2e\t1200\n');
  const { lines, over, slow } = stepReport(timings, readBudgets(TABLE), 1321);
  assert.equal(over, 1);
  assert.equal(slow, false);
  assert.match(
    lines.find((line) => line.startsWith('typecheck')),
    /121\s+100\s+95 %\s+ПРЕВЫШЕН$/,
  );
  assert.doesNotMatch(
    lines.find((line) => line.startsWith('npm test: e2e')),
    /ПРЕВЫШЕН/,
  );
});

test('a total past 35 minutes is warned about; a step met twice adds up; an unknown step is named', () => {
  const timings = readTimings('npm test: e2e\t1000\nnpm test: e2e\t300\nnew step\t5\n');
  assert.equal(timings.get('npm test: e2e').seconds, 1300);
  const { lines, over, slow } = stepReport(timings, readBudgets(TABLE), TOTAL_LIMIT_S + 1);
  assert.equal(slow, true);
  assert.equal(over, 2);
  assert.match(lines.at(-1), /^ВНИМАНИЕ: CI шёл 2101 с/);
  assert.match(
    lines.find((line) => line.startsWith('new step')),
    /нет бюджета$/,
  );
});
