/**
 * Throughput and latency of the running server over real HTTP (not inject): starts the app on a temp data dir
 * and a random loopback port, then drives it with keep-alive connections. `npm run bench -w apps/server`.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../src/config';
import { startServer } from '../src/server';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5000);
const LOGINS = Number(process.env.BENCH_LOGINS ?? 200);

interface Target {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

function send(agent: Agent, port: number, target: Target): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, agent, method: target.method, path: target.path, headers: target.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(target.body);
  });
}

async function measure(port: number, target: Target, total: number, concurrency: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      next++;
      const t0 = performance.now();
      const { status } = await send(agent, port, target);
      latencies.push(performance.now() - t0);
      if (status >= 400) failures++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return { requests: total, concurrency, rps: total / seconds, p50: pct(0.5), p95: pct(0.95), failures };
}

const dataDir = mkdtempSync(join(tmpdir(), 'school-bench-'));
// BENCH_DATABASE_URL points the run at a PostgreSQL database (seeded with the demo staff if empty).
const databaseUrl = process.env.BENCH_DATABASE_URL;
const postgresEnv = databaseUrl
  ? { DATABASE_URL: databaseUrl, JWT_SECRET: 'bench-secret-'.repeat(4), SEED_DEMO: '1' }
  : {};
const config = {
  ...loadConfig(
    {
      ...postgresEnv,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_IP: '1000000',
      AUTH_RATE_LIMIT_EMAIL: '1000000',
    },
    dataDir,
  ),
  port: 0,
};
const server = await startServer(config, { logger: false });
const port = Number(new URL(server.url).port);

try {
  const loginTarget: Target = {
    method: 'POST',
    path: '/api/auth/login?isAdmin=true',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'demo1234' }),
  };
  const { body } = await send(new Agent(), port, loginTarget);
  const token = (JSON.parse(body) as { token: string }).token;
  const auth = { authorization: `Bearer ${token}` };

  // Warm-up so JIT and the database caches do not land in the figures.
  await measure(port, { method: 'GET', path: '/api/admins/my-info', headers: auth }, 500, CONCURRENCY);

  const rows = {
    'GET /api/health': await measure(port, { method: 'GET', path: '/api/health' }, REQUESTS, CONCURRENCY),
    'GET /api/admins/my-info': await measure(
      port,
      { method: 'GET', path: '/api/admins/my-info', headers: auth },
      REQUESTS,
      CONCURRENCY,
    ),
    'POST /api/auth/login (argon2id)': await measure(port, loginTarget, LOGINS, 4),
  };
  console.log(
    `\n${databaseUrl ? 'PostgreSQL' : 'Embedded PGlite'}, ${process.version}, keep-alive HTTP on 127.0.0.1\n`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(rows).map(([name, r]) => [
        name,
        {
          requests: r.requests,
          concurrency: r.concurrency,
          'req/s': Math.round(r.rps),
          'p50 ms': Number(r.p50.toFixed(2)),
          'p95 ms': Number(r.p95.toFixed(2)),
          errors: r.failures,
        },
      ]),
    ),
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
