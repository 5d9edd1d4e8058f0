/**
 * `tsx bench/export-first-byte.ts` with BENCH_DATABASE_URL: users.csv's COPY on PostgreSQL with and without
 * the index-walk plan, taking turns — time to the first byte, whole time and bytes for each.
 */

import { studentsListQuerySchema } from '@school/contracts';
import pg from 'pg';
import { createCopyOut } from '../src/db/copy-out';
import { studentsList } from '../src/modules/students/students.list';

const { csvQuery } = studentsList;
const CSV_OPTIONS = studentsList.csvOptions();

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('Set BENCH_DATABASE_URL');
const pool = new pg.Pool({ connectionString: url, max: 2 });
const copyOut = createCopyOut(pool);

async function once(walkIndex: boolean): Promise<{ firstMs: number; totalMs: number; bytes: number }> {
  const started = performance.now();
  const stream = await copyOut(csvQuery(studentsListQuerySchema.parse({})), CSV_OPTIONS, { walkIndex });
  let firstMs = -1;
  let bytes = 0;
  for await (const chunk of stream) {
    if (firstMs < 0) firstMs = performance.now() - started;
    bytes += (chunk as Buffer).length;
  }
  return { firstMs, totalMs: performance.now() - started, bytes };
}

const rows: Record<string, unknown>[] = [];
for (let round = 0; round < 3; round++) {
  for (const walkIndex of round % 2 ? [true, false] : [false, true]) {
    const r = await once(walkIndex);
    rows.push({ plan: walkIndex ? 'index walk' : 'cheapest (sort)', round, ...r });
  }
}
console.table(rows);
await pool.end();
