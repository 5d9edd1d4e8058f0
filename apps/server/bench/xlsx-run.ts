/**
 * Issue 30's .xlsx writer (part of `npm run bench`; no database): memory and speed of the export writer
 * against exceljs's streaming writer fed the same rows by hand, each turn in a process of its own
 * (bench/xlsx-turn.ts), taking turns (ours, anchor, anchor, ours, …) at each size of BENCH_XLSX_SIZES (default
 * 100,000 and 300,000 rows: RSS that does not grow with the rows is what streaming promises). BENCH_XLSX_ROUNDS
 * (default 2: 4 runs a side per size); BENCH_XLSX=0 skips this file. Results: docs/performance.md.
 */
import { execFileSync } from 'node:child_process';
import { fmt } from './turns';

if (process.env.BENCH_XLSX === '0') process.exit(0);
const sizes = (process.env.BENCH_XLSX_SIZES ?? '100000,300000').split(',').map(Number);
const rounds = Number(process.env.BENCH_XLSX_ROUNDS ?? 2);

interface Turn {
  rows: number;
  bytes: number;
  seconds: number;
  rssGrowthMb: number;
}

const turn = (writer: 'ours' | 'anchor', rows: number, heapMb?: number): Turn =>
  JSON.parse(
    execFileSync('npx', ['tsx', 'bench/xlsx-turn.ts', writer], {
      env: {
        ...process.env,
        BENCH_XLSX_ROWS: String(rows),
        ...(heapMb ? { NODE_OPTIONS: `--max-old-space-size=${heapMb}` } : {}),
      },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  );

/**
 * RSS grows with the rows while V8 has room to defer collecting; whether the writer HOLDS rows shows when the
 * heap is capped: a writer that streams finishes in a heap smaller than its output.
 */
const HEAP_CAP_MB = 64;
const fitsCappedHeap = (writer: 'ours' | 'anchor', rows: number) => {
  try {
    turn(writer, rows, HEAP_CAP_MB);
    return 1;
  } catch {
    return 0;
  }
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const table: Record<string, Record<string, number>> = {};
for (const rows of sizes) {
  const runs: Record<'ours' | 'anchor', Turn[]> = { ours: [], anchor: [] };
  for (let round = 0; round < rounds; round++) {
    const order: ('ours' | 'anchor')[] =
      round % 2 ? ['anchor', 'ours', 'ours', 'anchor'] : ['ours', 'anchor', 'anchor', 'ours'];
    for (const writer of order) runs[writer].push(turn(writer, rows));
  }
  for (const writer of ['ours', 'anchor'] as const) {
    const all = runs[writer];
    table[`${writer} ${rows.toLocaleString('en')}`] = {
      'rows/s': Math.round(median(all.map((run) => run.rows / run.seconds))),
      'MB out': fmt((all[0]?.bytes ?? 0) / 1048576),
      'RSS growth MB (median)': fmt(median(all.map((run) => run.rssGrowthMb))),
      'RSS growth MB (max)': fmt(Math.max(...all.map((run) => run.rssGrowthMb))),
      [`finishes in a ${HEAP_CAP_MB} MB heap`]: fitsCappedHeap(writer, rows),
    };
  }
}
console.log(".xlsx writer: ours (typed cells, the client's pace) vs exceljs streaming by hand");
console.table(table);
