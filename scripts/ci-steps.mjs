#!/usr/bin/env node
// The table `.ci/run` ends with: each step's time against its budget in docs/testing.md («Бюджет шагов CI»).
// `node scripts/ci-steps.mjs <timings.tsv>`; a timings line is `step<TAB>seconds`, written by .ci/run and by
// `npm test` (scripts/test.mjs) for its parts. A step over 120 % of its budget is marked, and a total over the
// limit is warned about. Prints only: the `N passed, N failed` line after it decides CI.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** What `.ci/run` should take on the 2-core machine (issue 28): past it a warning; CI is refused at 90 min. */
export const TOTAL_LIMIT_S = 35 * 60;
/** A step is over its budget when it takes more than this share of it. */
export const OVER = 1.2;

/** The rows of the budget table in docs/testing.md: `| step | budget, s | … |`, between its two markers. */
export function readBudgets(markdown) {
  const start = markdown.indexOf('<!-- ci-budgets -->');
  const end = markdown.indexOf('<!-- /ci-budgets -->');
  if (start < 0 || end < start) throw new Error('docs/testing.md: no <!-- ci-budgets --> table');
  const budgets = new Map();
  for (const line of markdown.slice(start, end).split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const seconds = Number(cells[2]);
    if (cells.length > 3 && cells[1] && Number.isFinite(seconds) && cells[2] !== '') {
      budgets.set(cells[1].replaceAll('`', ''), seconds);
    }
  }
  return budgets;
}

/** `step<TAB>seconds` lines; a step met twice adds up. */
export function readTimings(tsv) {
  const timings = new Map();
  for (const line of tsv.split('\n')) {
    const [step, seconds] = line.split('\t');
    if (step && seconds !== undefined) timings.set(step, (timings.get(step) ?? 0) + Number(seconds));
  }
  return timings;
}

/** The table's lines and whether anything is over: a step against its budget, the total against the limit. */
export function stepReport(timings, budgets, totalSeconds) {
  const rows = [];
  let over = 0;
  for (const [step, seconds] of timings) {
    const budget = budgets.get(step);
    const share = budget ? seconds / budget : undefined;
    const mark = budget === undefined ? 'нет бюджета' : share > OVER ? 'ПРЕВЫШЕН' : '';
    if (mark) over += 1;
    rows.push([step, String(Math.round(seconds)), budget === undefined ? '—' : String(budget), mark]);
  }
  const budgetSum = [...budgets.values()].reduce((sum, seconds) => sum + seconds, 0);
  rows.push([
    'всего',
    String(Math.round(totalSeconds)),
    String(budgetSum),
    totalSeconds > TOTAL_LIMIT_S ? 'ДОЛЬШЕ 35 МИН' : '',
  ]);
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column].length), 4));
  const lines = [
    `${'шаг'.padEnd(widths[0])}  ${'с'.padStart(widths[1])}  ${'бюджет'.padStart(widths[2])}`,
    ...rows.map(
      ([step, seconds, budget, mark]) =>
        `${step.padEnd(widths[0])}  ${seconds.padStart(widths[1])}  ${budget.padStart(widths[2])}${mark ? `  ${mark}` : ''}`,
    ),
  ];
  if (totalSeconds > TOTAL_LIMIT_S) {
    lines.push(
      `ВНИМАНИЕ: CI шёл ${Math.round(totalSeconds)} с, больше ${TOTAL_LIMIT_S} с (35 мин): освободите время, прежде чем добавлять тесты (docs/testing.md).`,
    );
  }
  return { lines, over, slow: totalSeconds > TOTAL_LIMIT_S };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [timingsFile, total] = process.argv.slice(2);
  const timings = existsSync(timingsFile) ? readTimings(readFileSync(timingsFile, 'utf8')) : new Map();
  const budgets = readBudgets(readFileSync(join(root, 'docs/testing.md'), 'utf8'));
  const { lines } = stepReport(timings, budgets, Number(total));
  console.log(`\n=== шаги CI и их бюджеты (docs/testing.md) ===\n${lines.join('\n')}`);
}
