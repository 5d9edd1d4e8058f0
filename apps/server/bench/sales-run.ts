/**
 * Issue 10's benchmarks (part of `npm run bench`), on a database seeded with `npm run seed -- --payments N`:
 * 1. the payments list (GET /api/payments) against the hand-written query on bare node:http + pg
 *    (hand-written-sales.ts), taking turns case by case, 50 connections;
 * 2. the statistics (GET /api/payments/statistics) for a day, a month and three years by day/week/month
 *    against the raw SUM … GROUP BY over the payments — after checking that both give the same figures
 *    (the run fails otherwise);
 * 3. payments.csv against COPY of the same rows: rows/s, first byte, the server's RSS growth.
 * BENCH_DATABASE_URL → PostgreSQL; BENCH_DATA_DIR → a seeded embedded data dir (PGlite: one process per data
 * dir, so the raw SQL runs in this process after the server has stopped, one query at a time).
 * BENCH_SALES=0 skips this file; BENCH_STATS_CONNECTIONS (default 10) loads the statistics; BENCH_STATS_RAW_LOAD=0
 * times the raw SUM once per case instead of loading it.
 */
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { adminHeaders, benchDatabase, slowJson } from './bench-database';
import { measureExport, printExportVersusCopy } from './export';
import { rawStatistics } from './hand-written-sales';
import type { LoadResult } from './load';
import { startChild } from './processes';
import {
  movedStatisticsPath,
  PAYMENT_LIST_CASES,
  PAYMENTS_EXPORT_QUERY,
  statisticsCases,
} from './sales-cases';
import { fmt, measureTurns, row, type Target, versus } from './turns';

if (process.env.BENCH_SALES === '0') process.exit(0);
const { databaseUrl, dataDir, env, serverEnv, cleanUp } = benchDatabase('Sales');
const statsConnections = Number(process.env.BENCH_STATS_CONNECTIONS ?? 10);
/**
 * BENCH_STATS_RAW_LOAD=0: the raw SUM runs once per case (the figures' check, timed) instead of taking turns
 * under load — over millions of payments its queries outlive their turn and load the server's turns too.
 */
const rawLoad = process.env.BENCH_STATS_RAW_LOAD !== '0';
/** BENCH_SALES_PARTS=list,statistics,csv (the default: all three) runs some of them. */
const parts = new Set((process.env.BENCH_SALES_PARTS ?? 'list,statistics,csv').split(','));
const cases = statisticsCases();
const p95Of = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.95)] ?? 0;

try {
  const server = await startChild('src/main.ts', serverEnv, 3921, { quiet: true });
  const headers = await adminHeaders(server.url);
  const get = async (path: string) => (await fetch(`${server.url}${path}`, { headers })).json();
  const { total } = (await get('/api/payments')) as { total: number };
  const hand = databaseUrl ? await startChild('bench/hand-written.ts', env, 3923) : undefined;

  const list: Record<string, unknown> = {};
  for (const [index, { name, query }] of PAYMENT_LIST_CASES.entries()) {
    if (!parts.has('list')) break;
    const targets: Target[] = [{ child: server, url: `${server.url}/api/payments?${query}`, headers }];
    if (hand) targets.push({ child: hand, url: `${hand.url}/payments?case=${index}` });
    const [own, byHand] = (await measureTurns(targets)) as [LoadResult, LoadResult | undefined];
    list[name] = { ...row(own), ...versus('hand', own, byHand) };
  }

  console.log(
    `\n${databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'}, ${total} payments (list total), ${process.version}`,
  );
  console.log('Payments list: server vs the hand-written query on bare node:http + pg (ms; 50 connections)');
  console.table(list);

  // The same figures first: every period and the totals, to the kopeck.
  const ours = parts.has('statistics')
    ? await Promise.all(cases.map((c) => get(`/api/payments/statistics?${c.query}`)))
    : [];
  const statistics: Record<string, unknown> = {};
  if (!parts.has('statistics')) {
    // skipped
  } else if (hand) {
    const rawAloneMs: number[] = [];
    for (const [index, c] of cases.entries()) {
      const started = performance.now();
      const raw = await slowJson(`${hand.url}/statistics?case=${index}&check=1`);
      rawAloneMs.push(performance.now() - started);
      if (!isDeepStrictEqual(ours[index], raw))
        throw new Error(`${c.name}: the endpoint and the raw SUM differ`);
    }
    for (const [index, c] of cases.entries()) {
      const own = { child: server, url: `${server.url}/api/payments/statistics?${c.query}`, headers };
      if (!rawLoad) {
        // The raw SUM's abandoned queries (seconds each, ten at a time) would share the cores with our turns.
        const [alone] = (await measureTurns([own], statsConnections)) as [LoadResult];
        statistics[c.name] = { ...row(alone), 'raw SUM alone ms': fmt(rawAloneMs[index]!), same: 'yes' };
        continue;
      }
      const [ours, raw] = (await measureTurns(
        [own, { child: hand, url: `${hand.url}/statistics?case=${index}` }],
        statsConnections,
      )) as [LoadResult, LoadResult];
      statistics[c.name] = { ...row(ours), ...versus('raw SUM', ours, raw), same: 'yes' };
    }
  } else {
    for (const c of cases) {
      const [own] = (await measureTurns(
        [{ child: server, url: `${server.url}/api/payments/statistics?${c.query}`, headers }],
        statsConnections,
      )) as [LoadResult];
      statistics[c.name] = row(own);
    }
  }
  // The answer cache keeps each answer while its days are unchanged, and the cases above repeat one request:
  // the longest ones again with another range on every request (365 ranges in turn, more than the cache
  // keeps), so each is read and shaped anew — what a changed day or a new range costs.
  for (const c of parts.has('statistics') ? cases.filter((c) => c.name.includes('three years')) : []) {
    let requests = 0;
    const [moved] = (await measureTurns(
      [
        {
          child: server,
          url: `${server.url}/api/payments/statistics?${c.query}`,
          headers,
          nextPath: () => movedStatisticsPath(c, requests++ % 365),
        },
      ],
      statsConnections,
    )) as [LoadResult];
    statistics[`${c.name}, another range each request`] = row(moved);
  }
  if (hand && parts.has('statistics')) {
    console.log(
      `Payment statistics: server (pre-aggregates) vs the raw SUM over the payments (ms; ${statsConnections} connections)`,
    );
    console.table(statistics);
  }
  if (!parts.has('csv')) {
    await Promise.all([server.stop(), hand?.stop()]);
    process.exit(0);
  }

  const exported = await measureExport(
    `${server.url}/api/payments/csv?${PAYMENTS_EXPORT_QUERY}`,
    headers,
    server.pid,
  );
  await server.stop();
  let copy: { rows: number; seconds: number };
  if (hand) {
    copy = (await slowJson(`${hand.url}/copy-payments`)) as typeof copy;
    await hand.stop();
  } else {
    // PGlite: the raw SQL in this process, one query at a time (no concurrency to speak of), and COPY.
    const lite = await PGlite.create({ dataDir: `${dataDir}/pgdata`, extensions: { pg_trgm } });
    for (const [index, c] of cases.entries()) {
      const times: number[] = [];
      let raw = '';
      for (let round = 0; round < 5; round++) {
        const started = performance.now();
        raw = await rawStatistics(lite, index);
        times.push(performance.now() - started);
      }
      const same = isDeepStrictEqual(ours[index], JSON.parse(raw));
      if (!same) throw new Error(`${c.name}: the endpoint and the raw SUM differ`);
      statistics[c.name] = {
        ...(statistics[c.name] as object),
        'raw SUM p95 (1 at a time)': fmt(p95Of(times)),
        same: 'yes',
      };
    }
    const started = performance.now();
    const result = await lite.query(
      `COPY (select p.id, p.created_at, s.last_name || ' ' || s.first_name, s.email, p.title, p.provider,
          p.provider_payment_id, p.status, p.amount, p.refunded_amount, p.fee, p.referral_id is not null, p.paid_at
        from payments p left join students s on s.id = p.student_id
        order by p.created_at desc, p.id desc) TO '/dev/blob' WITH (FORMAT csv, DELIMITER ';')`,
    );
    let rows = 0;
    for (const byte of new Uint8Array(await result.blob!.arrayBuffer())) if (byte === 10) rows++;
    copy = { rows, seconds: (performance.now() - started) / 1000 };
    await lite.close();
  }

  if (!hand) {
    console.log(
      `Payment statistics: server (pre-aggregates) vs the raw SUM over the payments (ms; ${statsConnections} connections)`,
    );
    console.table(statistics);
  }
  printExportVersusCopy('payments.csv vs COPY … TO STDOUT', exported, copy);
} finally {
  cleanUp();
}
