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

/**
 * `step<TAB>seconds[<TAB>CPU busy %]` lines, as step → { seconds, busy }. A step met twice adds up its seconds;
 * `busy` is the share of all cores the step kept busy (the machine's, whoever used it), when given.
 */
export function readTimings(tsv) {
  const timings = new Map();
  for (const line of tsv.split('\n')) {
    const [step, seconds, busy] = line.split('\t');
    if (!step || seconds === undefined) continue;
    timings.set(step, {
      seconds: (timings.get(step)?.seconds ?? 0) + Number(seconds),
      busy: busy === undefined ? timings.get(step)?.busy : Number(busy),
    });
  }
  return timings;
}

/** The table's lines and what is over: steps past 120 % of their budget, the total past the limit. */
export function stepReport(timings, budgets, totalSeconds) {
  const rows = [['шаг', 'с', 'бюджет', 'ЦП', '']];
  let over = 0;
  for (const [step, { seconds, busy }] of timings) {
    const budget = budgets.get(step);
    const mark = budget === undefined ? 'нет бюджета' : seconds > budget * OVER ? 'ПРЕВЫШЕН' : '';
    if (mark) over += 1;
    rows.push([
      step,
      String(Math.round(seconds)),
      budget === undefined ? '—' : String(budget),
      busy === undefined ? '' : `${busy} %`,
      mark,
    ]);
  }
  const budgetSum = [...budgets.values()].reduce((sum, seconds) => sum + seconds, 0);
  const slow = totalSeconds > TOTAL_LIMIT_S;
  rows.push(['всего', String(Math.round(totalSeconds)), String(budgetSum), '', slow ? 'ДОЛЬШЕ 35 МИН' : '']);
  const widths = [0, 1, 2, 3].map((column) => Math.max(...rows.map((row) => row[column].length)));
  const lines = rows.map(([step, seconds, budget, busy, mark]) =>
    [
      step.padEnd(widths[0]),
      seconds.padStart(widths[1]),
      budget.padStart(widths[2]),
      busy.padStart(widths[3]),
      mark,
    ]
      .join('  ')
      .trimEnd(),
  );
  if (slow) {
    lines.push(
      `ВНИМАНИЕ: CI шёл ${Math.round(totalSeconds)} с, больше ${TOTAL_LIMIT_S} с (35 мин): освободите время, прежде чем добавлять тесты (docs/testing.md).`,
    );
  }
  return { lines, over, slow };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [timingsFile, total] = process.argv.slice(2);
  const timings = existsSync(timingsFile) ? readTimings(readFileSync(timingsFile, 'utf8')) : new Map();
  const budgets = readBudgets(readFileSync(join(root, 'docs/testing.md'), 'utf8'));
  const { lines } = stepReport(timings, budgets, Number(total));
  console.log(`\n=== шаги CI и их бюджеты (docs/testing.md) ===\n${lines.join('\n')}`);
}
