/**
 * Issue 11's benchmarks (part of `npm run bench`), on PostgreSQL seeded with `npm run seed -- --applications N`:
 * 1. the applications list (GET /api/applications, the training queue) against the hand-written query on bare
 *    node:http + pg (applications-hand-written.ts), taking turns case by case, 50 connections;
 * 2. the kanban's counts (GET /api/applications/counts) against `count(*) … group by status` over the rows —
 *    after checking that both give the same figures (the run fails otherwise);
 * 3. applications_training.csv against COPY of the same rows: rows/s, first byte, the server's RSS growth.
 * BENCH_DATABASE_URL → PostgreSQL (PostgreSQL only: the anchor needs a second client). BENCH_APPLICATIONS=0
 * skips this file; BENCH_APPLICATIONS_PARTS=list,counts,csv (the default: all three) runs some of them;
 * BENCH_COUNTS_CONNECTIONS (default 50) loads the counts.
 */
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import {
  APPLICATION_LIST_CASES,
  APPLICATIONS_EXPORT_QUERY,
  applicationCountCases,
} from './applications-cases';
import { adminHeaders, benchDatabase, slowJson } from './bench-database';
import { measureExport, printExportVersusCopy } from './export';
import type { LoadResult } from './load';
import { startChild } from './processes';
import { measureTurns, row, versus } from './turns';

if (process.env.BENCH_APPLICATIONS === '0') process.exit(0);
const { databaseUrl, env, serverEnv, cleanUp } = benchDatabase('Applications', { postgresOnly: true });
const countsConnections = Number(process.env.BENCH_COUNTS_CONNECTIONS ?? 50);
const parts = new Set((process.env.BENCH_APPLICATIONS_PARTS ?? 'list,counts,csv').split(','));

try {
  // The busiest assignee of the training queue (the demo admin, most likely) for the counts' cases.
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows: stats } = await db.query(`select
      (select count(*)::int from applications) as applications,
      (select count(*)::int from applications where kind = 'training') as training,
      (select assignee_staff_id from application_day_counts where kind = 'training' and assignee_staff_id <> 0
        group by 1 order by sum(applications) desc limit 1) as assignee`);
  const { applications, training, assignee } = stats[0] as Record<string, number>;
  /** Waits (up to 60 s) until no other statement runs on the database: each case starts on a quiet cluster. */
  const quiet = async () => {
    for (let waited = 0; waited < 60_000; waited += 250) {
      const { rows } = await db.query(`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`);
      if (rows[0].n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const countCases = applicationCountCases(assignee ?? 1);

  const server = await startChild('src/main.ts', serverEnv, 3931, { quiet: true });
  const hand = await startChild('bench/applications-hand-written.ts', env, 3933);
  const headers = await adminHeaders(server.url);
  const get = async (path: string) => (await fetch(`${server.url}${path}`, { headers })).json();
  console.log(
    `\nPostgreSQL, ${applications} applications (${training} in the training queue), ${process.version}`,
  );

  if (parts.has('list')) {
    const list: Record<string, unknown> = {};
    for (const { name, query } of APPLICATION_LIST_CASES) {
      await quiet();
      const [own, byHand] = (await measureTurns([
        { child: server, url: `${server.url}/api/applications?${query}`, headers },
        { child: hand, url: `${hand.url}/list?q=${encodeURIComponent(query)}` },
      ])) as [LoadResult, LoadResult];
      list[name] = { ...row(own), ...versus('hand', own, byHand) };
    }
    console.log(
      'Applications list: server vs the hand-written query on bare node:http + pg (ms; 50 connections)',
    );
    console.table(list);
  }

  if (parts.has('counts')) {
    // The same figures first, every column and the overdue ones.
    for (const c of countCases) {
      const ours = await get(`/api/applications/counts?${c.query}`);
      const raw = await slowJson(`${hand.url}/counts?check=1&q=${encodeURIComponent(c.query)}`);
      if (!isDeepStrictEqual(ours, raw))
        throw new Error(`${c.name}: the endpoint and the raw count differ: ${JSON.stringify({ ours, raw })}`);
    }
    const counts: Record<string, unknown> = {};
    for (const c of countCases) {
      await quiet();
      const [own, raw] = (await measureTurns(
        [
          { child: server, url: `${server.url}/api/applications/counts?${c.query}`, headers },
          { child: hand, url: `${hand.url}/counts?q=${encodeURIComponent(c.query)}` },
        ],
        countsConnections,
      )) as [LoadResult, LoadResult];
      counts[c.name] = { ...row(own), ...versus('raw count', own, raw), same: 'yes' };
    }
    console.log(
      `Kanban counts: server vs count(*) … group by status over the rows (ms; ${countsConnections} connections)`,
    );
    console.table(counts);
  }

  if (parts.has('csv')) {
    await quiet();
    const exported = await measureExport(
      `${server.url}/api/applications/csv?${APPLICATIONS_EXPORT_QUERY}`,
      headers,
      server.pid,
    );
    if (exported.rows < 1) {
      const response = await fetch(`${server.url}/api/applications/csv?${APPLICATIONS_EXPORT_QUERY}`, {
        headers,
      });
      console.log(`The CSV gave no rows: ${response.status} ${(await response.text()).slice(0, 300)}`);
    }
    await server.stop();
    await quiet();
    const copy = (await slowJson(`${hand.url}/copy?q=${encodeURIComponent(APPLICATIONS_EXPORT_QUERY)}`)) as {
      rows: number;
      seconds: number;
    };
    await hand.stop();
    printExportVersusCopy('applications_training.csv vs COPY … TO STDOUT', exported, copy);
  } else {
    await Promise.all([server.stop(), hand.stop()]);
  }
  await db.end();
} finally {
  cleanUp();
}
