/**
 * Issue 14's export TASK (part of `npm run bench`; PostgreSQL only): users.csv over EXPORT_STREAM_MAX_ROWS
 * as the page starts it — POST /api/students/csv → 202 {task}, poll GET /api/tasks/{id} until done, then
 * GET /api/tasks/{id}/file — against COPY (the same SELECT) TO STDOUT written to a file by a bare pg client,
 * taking turns (ours, anchor, anchor, ours, …). The server's RSS is sampled every 20 ms the whole time; the
 * task's file must hold exactly the anchor's rows in its order (the row ids compared; the run fails otherwise).
 * BENCH_DATABASE_URL (seeded: `npm run seed -- --students N`, N > 100,000); BENCH_TASK_ROUNDS (default 2:
 * 4 runs a side); BENCH_TASK_QUERY (the list's query string; default: everyone); BENCH_EXPORT_TASK=0 skips this file. Results: docs/performance.md.
 */
import { join } from 'node:path';
import { studentsListQuerySchema } from '@school/contracts';
import pg from 'pg';
import { inlineParams } from '../src/db/copy-out';
import { studentsList } from '../src/modules/students/students.list';
import { adminHeaders, benchDatabase } from './bench-database';
import { EXPORT_QUERY } from './cases';
import { copyToFile, type ExportRun, idsDigest, measureExportTask } from './export-task';
import { startChild } from './processes';
import { fmt } from './turns';

if (process.env.BENCH_EXPORT_TASK === '0') process.exit(0);
const { databaseUrl, scratch, serverEnv, cleanUp } = benchDatabase('Export task', { postgresOnly: true });
const rounds = Number(process.env.BENCH_TASK_ROUNDS ?? 2);
const exportQuery = process.env.BENCH_TASK_QUERY ?? EXPORT_QUERY;
const query = Object.fromEntries(new URLSearchParams(exportQuery));
const copySql = `COPY (${inlineParams(studentsList.csvQuery(studentsListQuerySchema.parse(query)))}) TO STDOUT WITH (${studentsList.csvOptions()})`;
const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });

try {
  const server = await startChild('src/main.ts', serverEnv, 3914, { quiet: true });
  const headers = await adminHeaders(server.url);
  const ours: ExportRun[] = [];
  const anchor: ExportRun[] = [];
  // Each file's row ids, in order, hashed after its run (untimed): every file must hold the same rows.
  const digests = new Set<string>();
  const runOurs = async () => {
    const file = join(scratch, 'task.csv');
    ours.push(
      await measureExportTask(server.url, `${server.url}/api/students/csv`, query, headers, server.pid, file),
    );
    digests.add(await idsDigest(file, true));
  };
  const runAnchor = async () => {
    const file = join(scratch, 'copy.csv');
    anchor.push(await copyToFile(pool, copySql, file));
    digests.add(await idsDigest(file, false));
  };
  for (let round = 0; round < rounds; round++) {
    for (const run of round % 2
      ? [runAnchor, runOurs, runOurs, runAnchor]
      : [runOurs, runAnchor, runAnchor, runOurs]) {
      await run();
    }
  }
  await server.stop();

  const expected = anchor[0] as ExportRun;
  const counts = new Set([...ours, ...anchor].map((run) => run.rows));
  if (counts.size !== 1 || digests.size !== 1) {
    throw new Error(`The exports differ: row counts ${[...counts]}, ${digests.size} different id sequences`);
  }
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  };
  const line = (run: ExportRun) => ({
    rows: run.rows,
    MB: fmt(run.bytes / 1048576),
    's to done': fmt(run.seconds, 2),
    'rows/s': Math.round(run.rows / run.seconds),
    'RSS at start MB': fmt(run.rssStartMb),
    'RSS growth MB': fmt(run.rssGrowthMb),
    'CPU ms': Math.round(run.cpuMs),
    ...(run.jobSeconds === undefined
      ? {}
      : {
          'queued s': fmt(run.queuedSeconds ?? 0, 2),
          'job s': fmt(run.jobSeconds, 2),
          'job rows/s': Math.round(run.rows / run.jobSeconds),
          'download s': fmt(run.downloadSeconds ?? 0, 2),
          'download RSS MB': fmt(run.downloadRssGrowthMb ?? 0),
        }),
  });
  console.log(
    `\nPostgreSQL, users.csv as a background task vs COPY … TO STDOUT into a file (same SELECT), ${exportQuery ? `?${exportQuery}: ` : ''}${expected.rows} rows, ${process.version}; every file the same rows in the same order`,
  );
  console.table([
    ...ours.map((run, index) => ({ side: `ours #${index + 1}`, ...line(run) })),
    ...anchor.map((run, index) => ({ side: `COPY #${index + 1}`, ...line(run) })),
  ]);
  const oursSeconds = median(ours.map((run) => run.seconds));
  const jobSeconds = median(ours.map((run) => run.jobSeconds ?? 0));
  const copySeconds = median(anchor.map((run) => run.seconds));
  console.table({
    median: {
      'ours s to done': fmt(oursSeconds, 2),
      'ours job s': fmt(jobSeconds, 2),
      'COPY s': fmt(copySeconds, 2),
      'ours/COPY (to done)': fmt(oursSeconds / copySeconds, 2),
      'ours/COPY (job)': fmt(jobSeconds / copySeconds, 2),
      'ours RSS growth MB (max)': fmt(Math.max(...ours.map((run) => run.rssGrowthMb))),
      'download s': fmt(median(ours.map((run) => run.downloadSeconds ?? 0)), 2),
    },
  });
} finally {
  await pool.end();
  cleanUp();
}
