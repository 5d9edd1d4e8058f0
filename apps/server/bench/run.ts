/**
 * `npm run bench -w apps/server`: the real server (its own process) against the bare anchor (its own
 * process) on the same database, in one run. BENCH_DATABASE_URL → PostgreSQL; otherwise BENCH_DATA_DIR, an
 * embedded data dir seeded beforehand (`DATA_DIR=… npm run seed -w apps/server -- --students N`).
 * Targets and results: docs/performance.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXPORT_QUERY, LIST_CASES } from './cases';
import { measureExport } from './export';
import { DURATION, type LoadResult, load, type Sample, sample, summarise } from './load';
import { type Child, cpuMsOf, startChild } from './processes';

const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir = process.env.BENCH_DATA_DIR;
if (!databaseUrl && !dataDir) {
  console.error('Set BENCH_DATABASE_URL (PostgreSQL) or BENCH_DATA_DIR (a seeded embedded data dir).');
  process.exit(1);
}
const scratch = mkdtempSync(join(tmpdir(), 'school-bench-'));
const env: Record<string, string> = databaseUrl
  ? { DATABASE_URL: databaseUrl, JWT_SECRET: 'bench-secret-'.repeat(4), DATA_DIR: scratch }
  : { DATA_DIR: dataDir! };
// The production default (info: a line per request and its response), unless BENCH_LOG_LEVEL says otherwise.
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';
const serverEnv = {
  ...env,
  LOG_LEVEL: logLevel,
  AUTH_RATE_LIMIT_IP: '1000000',
  AUTH_RATE_LIMIT_EMAIL: '1000000',
};
/** Each case is loaded this long, unmeasured, before its measured rounds (JIT, plan and buffer caches). */
const WARM_UP_SECONDS = 2;
/**
 * A case's DURATION is split into this many rounds, and the server and the anchor take turns within each
 * round (alternating who goes first), so a slow stretch of this shared 2-core VM hits both alike.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

interface Target {
  child: Child;
  url: string;
  headers?: Record<string, string>;
}

async function sampleWithCpu(target: Target, seconds: number): Promise<Sample> {
  const cpuBefore = cpuMsOf(target.child.pid);
  const result = await sample(target.url, target.headers, undefined, seconds);
  return { ...result, cpuMs: cpuMsOf(target.child.pid) - cpuBefore };
}

/** Warm-up, then ROUNDS rounds in which the targets take turns; one result per target. */
async function measureTurns(targets: Target[]): Promise<LoadResult[]> {
  for (const target of targets) await sample(target.url, target.headers, undefined, WARM_UP_SECONDS);
  const samples: Sample[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? [...targets.keys()].reverse() : [...targets.keys()];
    for (const index of order) {
      samples[index]?.push(await sampleWithCpu(targets[index] as Target, DURATION / ROUNDS));
    }
  }
  return samples.map(summarise);
}

const fmt = (n: number, digits = 1) => Number(n.toFixed(digits));
const row = (r: LoadResult) => ({
  'req/s': Math.round(r.rps),
  p50: fmt(r.p50),
  p95: fmt(r.p95),
  p99: fmt(r.p99),
  errors: r.errors,
  ...(r.cpuUs === undefined ? {} : { 'CPU µs/req': Math.round(r.cpuUs) }),
});

try {
  const server = await startChild('src/main.ts', serverEnv, 3911, { quiet: true });
  const login = await fetch(`${server.url}/api/auth/login?isAdmin=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'demo1234' }),
  });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const total = ((await (await fetch(`${server.url}/api/students`, { headers })).json()) as { total: number })
    .total;

  const app: Record<string, LoadResult> = {};
  const anchor: Record<string, LoadResult> = {};
  const serverCase = (query: string) => `${server.url}/api/students?${query}`;
  // On PostgreSQL both run side by side and take turns case by case, so each pair meets the same cache and
  // vacuum state (run one after the other, the first pays for a freshly seeded database). PGlite allows
  // one process per data dir: there the anchor runs after the server has stopped.
  const bare = databaseUrl ? await startChild('bench/bare-server.ts', env, 3912) : undefined;
  for (const [index, { name, query }] of LIST_CASES.entries()) {
    const targets: Target[] = [{ child: server, url: serverCase(query), headers }];
    if (bare) targets.push({ child: bare, url: `${bare.url}/list?case=${index}` });
    const [own, theirs] = await measureTurns(targets);
    if (own) app[name] = own;
    if (theirs) anchor[name] = theirs;
  }
  app['GET /api/health'] = await load(`${server.url}/api/health`);
  // A page as one user sees it: few concurrent requests (a back office, not a public site).
  const single: Record<string, LoadResult> = {};
  for (const { name, query } of LIST_CASES) single[name] = await load(serverCase(query), headers, 4);
  const exported = await measureExport(`${server.url}/api/students/csv?${EXPORT_QUERY}`, headers, server.pid);
  await server.stop();

  const copyFrom = bare ?? (await startChild('bench/bare-server.ts', env, 3912));
  if (!bare) {
    for (const [index, { name }] of LIST_CASES.entries()) {
      const [theirs] = await measureTurns([{ child: copyFrom, url: `${copyFrom.url}/list?case=${index}` }]);
      if (theirs) anchor[name] = theirs;
    }
  }
  const copy = (await (await fetch(`${copyFrom.url}/copy`)).json()) as { rows: number; seconds: number };
  await copyFrom.stop();

  console.log(
    `\n${databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'}, ${total} students (list total), ${process.version}, server log level ${logLevel}`,
  );
  console.log('Student list: server vs bare node:http + same SQL (ms; 50 connections)');
  console.table(
    Object.fromEntries(
      Object.entries(app).map(([name, r]) => {
        const a = anchor[name];
        return [
          name,
          {
            ...row(r),
            ...(a
              ? {
                  'bare req/s': Math.round(a.rps),
                  ratio: fmt(r.rps / a.rps, 2),
                  'bare p99': fmt(a.p99),
                  'bare CPU µs/req': Math.round(a.cpuUs ?? 0),
                }
              : {}),
          },
        ];
      }),
    ),
  );
  console.log('Student list on the server at 4 connections (ms)');
  console.table(Object.fromEntries(Object.entries(single).map(([name, r]) => [name, row(r)])));
  const copyRate = copy.rows / copy.seconds;
  console.log('Export users.csv vs COPY … TO STDOUT (same SELECT)');
  console.table({
    server: {
      rows: exported.rows,
      'rows/s': Math.round(exported.rowsPerSecond),
      'first byte ms': fmt(exported.firstByteMs),
      'RSS growth MB': fmt(exported.rssGrowthMb),
    },
    COPY: { rows: copy.rows, 'rows/s': Math.round(copyRate) },
    ratio: { 'rows/s': fmt(exported.rowsPerSecond / copyRate, 2) },
  });
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
