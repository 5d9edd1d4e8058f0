import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { loginDemoAdmin, type ServerProcess, startServerProcess } from '../test/server-process';

/**
 * Stops and starts a real PostgreSQL cluster under the running server's write and read load. Needs a
 * throw-away cluster the test may stop: PG_RESTART_DATA (its data directory, whose postgresql.conf holds the
 * port, so `pg_ctl start` needs no options) and PG_RESTART_URL (a database in it). Optional: PG_RESTART_OS_USER
 * (run pg_ctl as that user through `su`, as root must), PG_CTL (path of pg_ctl). `.ci/run` sets them.
 */
const dataDir = process.env.PG_RESTART_DATA;
const databaseUrl = process.env.PG_RESTART_URL;
const osUser = process.env.PG_RESTART_OS_USER;
const configured = Boolean(dataDir && databaseUrl);
if (!configured) {
  console.log('PostgreSQL restart test skipped: set PG_RESTART_DATA and PG_RESTART_URL (.ci/run does).');
}

/** 20 connections, as the issue asks: 10 keep writing students, 10 keep reading (a list and /api/health). */
const WRITERS = 10;
const READERS = 10;
const LOAD_BEFORE_MS = 1_500;
const OUTAGE_MS = 5_000;
const LOAD_AFTER_MS = 2_000;
/**
 * A failure detector, not a speed target (house rule: speed targets go to benchmarks): the time from the
 * cluster's return to the first 2xx is printed, and recorded in docs/reliability.md.
 */
const RECOVERY_LIMIT_MS = 20_000;

function pgCtl(): string {
  if (process.env.PG_CTL) return process.env.PG_CTL;
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : [];
  const newest = versions.at(-1);
  return newest ? `/usr/lib/postgresql/${newest}/bin/pg_ctl` : 'pg_ctl';
}

function runPgCtl(...args: string[]): void {
  const command = [pgCtl(), '-D', dataDir!, ...args];
  if (osUser) {
    execFileSync('su', [osUser, '-c', command.map((part) => `'${part}'`).join(' ')], { stdio: 'pipe' });
  } else {
    execFileSync(command[0]!, command.slice(1), { stdio: 'pipe' });
  }
}

const stopCluster = () => runPgCtl('-m', 'fast', '-w', 'stop');
const startCluster = () => runPgCtl('-l', `${dataDir}/restart-test.log`, '-w', 'start');
const clusterRunning = () => {
  try {
    runPgCtl('status');
    return true;
  } catch {
    return false;
  }
};

interface Outcome {
  kind: 'write' | 'read';
  path: string;
  startedAt: number;
  endedAt: number;
  status?: number;
  /** A network failure instead of an answer (a reset, a refused connection). */
  error?: string;
  email?: string;
  id?: number;
}

function loadGenerator(url: string, token: string) {
  const outcomes: Outcome[] = [];
  const run = `${process.pid}-${Date.now()}`;
  let running = true;
  let serial = 0;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  async function request(kind: Outcome['kind'], path: string, init: RequestInit, email?: string) {
    const outcome: Outcome = { kind, path, startedAt: Date.now(), endedAt: 0, email };
    try {
      const response = await fetch(`${url}${path}`, { ...init, headers });
      outcome.status = response.status;
      const body = (await response.json()) as { id?: number };
      if (kind === 'write' && response.ok) outcome.id = body.id;
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      outcome.error = cause?.code ?? cause?.message ?? String(error);
    }
    outcome.endedAt = Date.now();
    outcomes.push(outcome);
    // A dead server refuses at once; do not spin.
    if (outcome.error) await sleep(20);
  }

  async function writer() {
    while (running) {
      serial += 1;
      const email = `restart-${run}-${serial}@example.test`;
      const body = JSON.stringify({ email, firstName: 'Рестарт', lastName: 'Проверкин' });
      await request('write', '/api/students', { method: 'POST', body }, email);
    }
  }

  async function reader(index: number) {
    while (running) {
      await request('read', index % 2 ? '/api/health' : '/api/students?take=15', {});
    }
  }

  const workers = [
    ...Array.from({ length: WRITERS }, () => writer()),
    ...Array.from({ length: READERS }, (_, index) => reader(index)),
  ];
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isSuccess = (status: number | undefined) => status !== undefined && status >= 200 && status < 300;

describe.skipIf(!configured)('PostgreSQL restart under load', () => {
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (!clusterRunning()) startCluster();
    await server?.stop();
  });

  it('answers only 503 while the database is down, recovers when it returns, keeps every acknowledged write', async () => {
    server = await startServerProcess({
      DATABASE_URL: databaseUrl!,
      JWT_SECRET: 'postgres-restart-test-secret-long-enough-for-hs256',
      SEED_DEMO: '1',
    });
    const { url } = server;
    const token = await loginDemoAdmin(url);
    const load = loadGenerator(url, token);

    await sleep(LOAD_BEFORE_MS);
    const stopRequestedAt = Date.now();
    stopCluster();
    const stoppedAt = Date.now();
    await sleep(OUTAGE_MS);
    const aliveThroughOutage = server.isAlive();
    const startRequestedAt = Date.now();
    startCluster();
    const startedAt = Date.now();

    let recoveredAt: number | undefined;
    while (!recoveredAt && Date.now() - startedAt < RECOVERY_LIMIT_MS && server.isAlive()) {
      recoveredAt = load.outcomes.find((o) => o.startedAt >= startedAt && isSuccess(o.status))?.endedAt;
      await sleep(50);
    }
    await sleep(LOAD_AFTER_MS);
    await load.stop();
    const { outcomes } = load;

    const during = (o: Outcome) => o.startedAt >= stoppedAt && o.endedAt <= startRequestedAt;
    // Answered while the cluster was stopping or down: 503, or a 2xx only for a request that was already under
    // way (it may have committed before the cluster went down).
    const answeredInOutage = (o: Outcome) => o.endedAt > stopRequestedAt && o.endedAt <= startRequestedAt;
    const count = (list: Outcome[]) =>
      list.reduce<Record<string, number>>((acc, o) => {
        const key = `${o.kind} ${o.status ?? o.error}`;
        acc[key] = (acc[key] ?? 0) + 1;
        return acc;
      }, {});
    console.log(
      `PostgreSQL restart: stop took ${stoppedAt - stopRequestedAt} ms, start ${startedAt - startRequestedAt} ms; ` +
        `first 2xx ${recoveredAt === undefined ? 'never' : `${recoveredAt - startedAt} ms`} after the start ` +
        `(${recoveredAt === undefined ? '-' : `${recoveredAt - startRequestedAt} ms`} after pg_ctl start began); ` +
        `during the outage ${JSON.stringify(count(outcomes.filter(during)))}; all ${JSON.stringify(count(outcomes))}`,
    );

    expect(aliveThroughOutage, `the server died:\n${server.stderr()}`).toBe(true);
    expect(server.isAlive(), `the server died:\n${server.stderr()}`).toBe(true);
    // No resets and no 500s at any moment: each answer is a success or 503 Database unavailable.
    expect(outcomes.filter((o) => o.error || !(isSuccess(o.status) || o.status === 503))).toEqual([]);
    const duringOutage = outcomes.filter(during);
    expect(duringOutage.length).toBeGreaterThan(0);
    expect(duringOutage.filter((o) => o.status !== 503)).toEqual([]);
    expect(
      outcomes
        .filter(answeredInOutage)
        .filter((o) => !(o.status === 503 || (isSuccess(o.status) && o.startedAt < stoppedAt))),
    ).toEqual([]);
    expect(recoveredAt, 'no 2xx after the database came back').toBeDefined();
    // Once recovered, the pool holds no dead connection: everything started a moment later succeeds.
    const afterRecovery = outcomes.filter((o) => recoveredAt && o.startedAt > recoveredAt + 500);
    expect(afterRecovery.length).toBeGreaterThan(0);
    expect(afterRecovery.filter((o) => !isSuccess(o.status))).toEqual([]);

    const acknowledged = outcomes.filter((o) => o.kind === 'write' && isSuccess(o.status));
    expect(acknowledged.some((o) => o.startedAt < stopRequestedAt)).toBe(true);
    expect(acknowledged.some((o) => o.startedAt > startedAt)).toBe(true);
    const missing: string[] = [];
    for (const write of acknowledged) {
      const response = await fetch(`${url}/api/students/${write.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const student = response.ok ? ((await response.json()) as { email: string }) : undefined;
      if (student?.email !== write.email) missing.push(`${write.email} (id ${write.id}: ${response.status})`);
    }
    expect(missing).toEqual([]);
  }, 240_000);
});
