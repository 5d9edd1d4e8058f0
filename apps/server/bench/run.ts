/**
 * `npm run bench -w apps/server`: the real server (its own process) against two anchors (each in its own
 * process) on the same database, in one run: bare-server.ts runs the product's own SQL (framework cost),
 * hand-written.ts the one query anyone would write by hand (query-design cost; PostgreSQL only).
 * BENCH_DATABASE_URL → PostgreSQL; otherwise BENCH_DATA_DIR, an embedded data dir seeded beforehand
 * (`DATA_DIR=… npm run seed -w apps/server -- --students N`). Optional: BENCH_CASES (indexes into
 * LIST_CASES, e.g. `0,1,2,7`), BENCH_LIST_ONLY=1 (no 4-connection table, no export), BENCH_POSTMASTER_PID
 * (a local cluster's postmaster: its backends' CPU per response). Targets and results: docs/performance.md.
 */
import { adminHeaders, benchDatabase } from './bench-database';
import { EXPORT_QUERY, LIST_CASES } from './cases';
import { measureExport, printExportVersusCopy } from './export';
import { type LoadResult, load } from './load';
import { startChild } from './processes';
import { fmt, measureTurns, row, type Target, versus } from './turns';

const { databaseUrl, env, serverEnv, cleanUp } = benchDatabase('Students');
const caseIndexes = process.env.BENCH_CASES
  ? process.env.BENCH_CASES.split(',').map(Number)
  : [...LIST_CASES.keys()];
const listOnly = process.env.BENCH_LIST_ONLY === '1';

try {
  const server = await startChild('src/main.ts', serverEnv, 3911, { quiet: true });
  const headers = await adminHeaders(server.url);
  const total = ((await (await fetch(`${server.url}/api/students`, { headers })).json()) as { total: number })
    .total;

  const app: Record<string, LoadResult> = {};
  const anchor: Record<string, LoadResult> = {};
  const byHand: Record<string, LoadResult> = {};
  const serverCase = (query: string) => `${server.url}/api/students?${query}`;
  // On PostgreSQL all three run side by side and take turns case by case, so each meets the same cache and
  // vacuum state (run one after the other, the first pays for a freshly seeded database). PGlite allows
  // one process per data dir: there the anchor runs after the server has stopped, and there is no
  // hand-written anchor.
  const bare = databaseUrl ? await startChild('bench/bare-server.ts', env, 3912) : undefined;
  const hand = databaseUrl ? await startChild('bench/hand-written.ts', env, 3913) : undefined;
  for (const index of caseIndexes) {
    const { name, query } = LIST_CASES[index] as (typeof LIST_CASES)[number];
    const targets: Target[] = [{ child: server, url: serverCase(query), headers }];
    if (bare) targets.push({ child: bare, url: `${bare.url}/list?case=${index}` });
    if (hand) targets.push({ child: hand, url: `${hand.url}/list?case=${index}` });
    const [own, theirs, handWritten] = await measureTurns(targets);
    if (own) app[name] = own;
    if (theirs) anchor[name] = theirs;
    if (handWritten) byHand[name] = handWritten;
  }
  const health = 'GET /api/health';
  const healthTargets: Target[] = [{ child: server, url: `${server.url}/api/health` }];
  if (hand) healthTargets.push({ child: hand, url: `${hand.url}/api/health` });
  const [ownHealth, handHealth] = await measureTurns(healthTargets);
  if (ownHealth) app[health] = ownHealth;
  if (handHealth) byHand[health] = handHealth;
  await hand?.stop();
  // A page as one user sees it: few concurrent requests (a back office, not a public site).
  const single: Record<string, LoadResult> = {};
  if (!listOnly) {
    for (const index of caseIndexes) {
      const { name, query } = LIST_CASES[index] as (typeof LIST_CASES)[number];
      single[name] = await load(serverCase(query), headers, 4);
    }
  }
  const exported = listOnly
    ? undefined
    : await measureExport(`${server.url}/api/students/csv?${EXPORT_QUERY}`, headers, server.pid);
  await server.stop();

  const copyFrom = bare ?? (await startChild('bench/bare-server.ts', env, 3912));
  if (!bare) {
    for (const index of caseIndexes) {
      const { name } = LIST_CASES[index] as (typeof LIST_CASES)[number];
      const [theirs] = await measureTurns([{ child: copyFrom, url: `${copyFrom.url}/list?case=${index}` }]);
      if (theirs) anchor[name] = theirs;
    }
  }
  const copy = exported
    ? ((await (await fetch(`${copyFrom.url}/copy`)).json()) as { rows: number; seconds: number })
    : undefined;
  await copyFrom.stop();

  console.log(
    `\n${databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'}, ${total} students (list total), ${process.version}, server log level ${serverEnv.LOG_LEVEL}`,
  );
  console.log('Student list: server vs bare node:http + the same SQL (ms; 50 connections)');
  console.table(
    Object.fromEntries(
      Object.entries(app).map(([name, r]) => [name, { ...row(r), ...versus('bare', r, anchor[name]) }]),
    ),
  );
  if (hand) {
    console.log('Server vs the hand-written query on bare node:http + pg (ms; 50 connections)');
    console.table(
      Object.fromEntries(
        Object.entries(app).map(([name, r]) => [
          name,
          {
            'req/s': Math.round(r.rps),
            p99: fmt(r.p99),
            ...(r.cpuUs === undefined ? {} : { 'CPU µs/req': Math.round(r.cpuUs) }),
            ...(r.dbCpuUs === undefined ? {} : { 'db µs/req': Math.round(r.dbCpuUs) }),
            ...(anchor[name] ? { 'ours/bare': fmt(r.rps / (anchor[name] as LoadResult).rps, 2) } : {}),
            ...versus('hand', r, byHand[name]),
          },
        ]),
      ),
    );
  }
  if (exported && copy) {
    console.log('Student list on the server at 4 connections (ms)');
    console.table(Object.fromEntries(Object.entries(single).map(([name, r]) => [name, row(r)])));
    printExportVersusCopy('Export users.csv vs COPY … TO STDOUT (same SELECT)', exported, copy);
  }
} finally {
  cleanUp();
}
