import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalFileStore } from './modules/files';
import type { PostgresCopy } from './test/postgres-template';
import { loginDemoAdmin, type ServerProcess, startServerProcess } from './test/server-process';
import { seedDataDir, seededTestDatabaseUrl } from './test/test-app';

const REQUESTS = 20;

interface Answer {
  status?: number;
  complete: boolean;
  body: string;
  /** The server said `Connection: close`: it is draining and will take no further request on this socket. */
  closing?: boolean;
  error?: string;
}

/** A request on its own connection (`Connection: close`); `sent` resolves once it is fully written. */
function oneShot(url: string, token: string) {
  let markSent: () => void = () => {};
  const sent = new Promise<void>((resolve) => {
    markSent = resolve;
  });
  const answer = new Promise<Answer>((resolve) => {
    const request = httpRequest(
      url,
      { agent: false, headers: { authorization: `Bearer ${token}`, connection: 'close' } },
      (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode, complete: response.complete, body }));
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ status: response.statusCode, complete: false, body, error: error.code ?? error.message }),
        );
      },
    );
    request.on('finish', markSent);
    request.on('error', (error: NodeJS.ErrnoException) => {
      markSent();
      resolve({ complete: false, body: '', error: error.code ?? error.message });
    });
    request.end();
  });
  return { sent, answer };
}

/** Keep-alive clients under load: each loops request after request on the shared agent's 20 sockets. */
const LOAD_CLIENTS = 20;

/** One GET on a keep-alive agent: a complete answer, or the error code of the socket. */
function keepAliveGet(url: string, token: string, agent: Agent): Promise<Answer> {
  return new Promise((resolve) => {
    const request = httpRequest(url, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          complete: response.complete,
          body: '',
          closing: response.headers.connection === 'close',
        }),
      );
      response.on('error', (error: NodeJS.ErrnoException) =>
        resolve({
          status: response.statusCode,
          complete: false,
          body: '',
          error: error.code ?? error.message,
        }),
      );
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ complete: false, body: '', error: error.code ?? error.message }),
    );
    request.end();
  });
}

/** One GET on a connection of its own; `written` tells whether the request reached the socket before an error. */
function newConnectionGet(url: string, token: string): Promise<Answer & { written: boolean }> {
  return new Promise((resolve) => {
    let written = false;
    const request = httpRequest(
      url,
      { agent: false, headers: { authorization: `Bearer ${token}`, connection: 'close' } },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode, complete: response.complete, body: '', written }),
        );
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ status: response.statusCode, complete: false, body: '', error: error.code, written }),
        );
      },
    );
    request.on('finish', () => {
      written = true;
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ complete: false, body: '', error: error.code ?? error.message, written }),
    );
    request.end();
  });
}

/** SIGSTOP, then waits until Linux reports the process stopped. */
async function stopped(server: ServerProcess): Promise<void> {
  server.signal('SIGSTOP');
  while (readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'T') {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The PostgreSQL databases the tests made (copies of the run's seeded template), dropped after each test. */
const databases: PostgresCopy[] = [];

async function postgresEnv(): Promise<Record<string, string>> {
  // A database of its own with the demo data, as every API test gets on TEST_DATABASE_URL.
  const filesDir = mkdtempSync(join(tmpdir(), 'school-shutdown-files-'));
  const database = await seededTestDatabaseUrl(createLocalFileStore(filesDir));
  databases.push(database);
  rmSync(filesDir, { recursive: true, force: true });
  return {
    DATABASE_URL: database.url,
    JWT_SECRET: 'shutdown-test-secret-that-is-long-enough-for-hs256',
  };
}

/**
 * A server process with `extra` in its environment, on a copy of the run's seeded template. `seedsItself`
 * (embedded database): on a data dir of its own that it migrates and seeds at start, as a first start does.
 */
type Start = (extra?: Record<string, string>, options?: { seedsItself?: boolean }) => Promise<ServerProcess>;

// Like the API tests: the embedded database, or the PostgreSQL of TEST_DATABASE_URL when it is set.
const modes: { name: string; start: Start }[] = process.env.TEST_DATABASE_URL
  ? [
      {
        name: 'PostgreSQL',
        start: async (extra) => startServerProcess({ ...(await postgresEnv()), ...extra }),
      },
    ]
  : [
      {
        name: 'embedded database',
        start: (extra = {}, { seedsItself = false } = {}) =>
          startServerProcess(extra, seedsItself ? {} : { prepare: seedDataDir }),
      },
    ];

describe.each(modes)('SIGTERM on the $name', ({ start }) => {
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.stop();
    for (const database of databases.splice(0)) await database.drop();
  });

  it('answers every request sent before it in full, then exits with 0', async () => {
    // Started on a data dir it seeds itself (embedded database): on a copy of the template, its pages not read
    // yet, a busy machine once took more than the listener's one second to accept the 20 queued requests.
    server = await start({}, { seedsItself: true });
    const token = await loginDemoAdmin(server.url);
    const paths = ['/api/students?take=100', '/api/students/csv'];
    // While the process is stopped, each connection waits in the listen queue with its request written,
    // as when a query of the embedded database holds the event loop; SIGTERM arrives in the same moment.
    await stopped(server);
    const requests = Array.from({ length: REQUESTS }, (_, index) =>
      oneShot(`${server!.url}${paths[index % paths.length]}`, token),
    );
    await Promise.all(requests.map((r) => r.sent));
    server.signal('SIGTERM');
    server.signal('SIGCONT');
    const answers = await Promise.all(requests.map((r) => r.answer));
    const exit = await server.exited;

    const failures = answers.filter((a) => a.status !== 200 || !a.complete || a.error);
    expect(
      failures.map((a) => `${a.status ?? a.error} ${a.body.slice(0, 80)}`),
      server.stderr(),
    ).toEqual([]);
    for (const [index, answer] of answers.entries()) {
      if (index % paths.length === 0) expect(JSON.parse(answer.body).items.length).toBeGreaterThan(0);
      else expect(answer.body.split('\n').length).toBeGreaterThan(2);
    }
    expect(exit).toEqual({ code: 0, signal: null });
  }, 240_000);

  it('under load from 20 keep-alive clients: no reset, each request answered 2xx or never sent, exit 0', async () => {
    const shutdownTimeoutMs = 10_000;
    server = await start({ SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs) });
    const token = await loginDemoAdmin(server.url);
    const agent = new Agent({ keepAlive: true, maxSockets: LOAD_CLIENTS });
    const paths = [
      '/api/students?take=15',
      '/api/students?take=15&search=%D0%B0%D0%BD%D0%BD',
      '/api/health/live',
    ];
    const answers: Answer[] = [];
    let answeredBeforeSigterm = 0;
    let sigtermAt = 0;
    // Each client sends its next request the moment the last one is answered, until the server answers
    // `Connection: close` — then, like a balancer that has taken the draining instance out (its ready check
    // is 503 from SIGTERM on), it sends nothing more there. A client that still connected after the
    // listener closed would be refused (never sent); one that hit the listen queue at the instant it closed
    // would be reset by the kernel, which no server code can prevent (docs/deploy.md: deregistration delay).
    const client = async (index: number) => {
      for (let n = 0; ; n++) {
        const answer = await keepAliveGet(`${server!.url}${paths[(index + n) % paths.length]}`, token, agent);
        answers.push(answer);
        if (!sigtermAt) answeredBeforeSigterm += 1;
        if (answer.error || answer.closing) return;
      }
    };
    const load = Promise.all(Array.from({ length: LOAD_CLIENTS }, (_, index) => client(index)));
    while (answeredBeforeSigterm < 300) await new Promise((resolve) => setTimeout(resolve, 20));
    sigtermAt = Date.now();
    server.signal('SIGTERM');
    await load;
    const exit = await server.exited;
    const exitMs = Date.now() - sigtermAt;
    agent.destroy();

    const ok = answers.filter((a) => !a.error && a.complete && a.status! >= 200 && a.status! < 300);
    const notSent = answers.filter((a) => a.error === 'ECONNREFUSED');
    const failures = answers.filter((a) => !ok.includes(a) && !notSent.includes(a));
    expect(
      failures.map((a) => `${a.status ?? ''} ${a.error ?? ''} complete=${a.complete}`),
      server.stderr(),
    ).toEqual([]);
    expect(ok.length).toBeGreaterThan(300);
    // SIGTERM came mid-load: requests already on their way were answered after it.
    expect(answers.length).toBeGreaterThan(answeredBeforeSigterm);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitMs).toBeLessThan(shutdownTimeoutMs);
  }, 240_000);

  it('under 20 clients opening a new connection for each request: each served or refused, none reset once written', async () => {
    const shutdownTimeoutMs = 10_000;
    server = await start({ SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs) });
    const token = await loginDemoAdmin(server.url);
    const paths = ['/api/students?take=15', '/api/health/live'];
    const answers: (Answer & { written: boolean })[] = [];
    let sigtermAt = 0;
    let answeredAfterSigterm = 0;
    // Unlike the keep-alive clients above, these keep connecting after SIGTERM — a balancer that has not
    // noticed the draining yet — until the listener is gone and a connection is refused. Each pauses up to
    // 10 ms between requests (docs/deploy.md: a client with none can still meet the kernel's last race).
    const client = async (index: number) => {
      for (let n = 0; ; n++) {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 10));
        const answer = await newConnectionGet(`${server!.url}${paths[(index + n) % paths.length]}`, token);
        answers.push(answer);
        if (sigtermAt && answer.status === 200) answeredAfterSigterm += 1;
        if (answer.error) return;
      }
    };
    const load = Promise.all(Array.from({ length: LOAD_CLIENTS }, (_, index) => client(index)));
    while (answers.length < 200) await new Promise((resolve) => setTimeout(resolve, 20));
    sigtermAt = Date.now();
    server.signal('SIGTERM');
    await load;
    const exit = await server.exited;
    const exitMs = Date.now() - sigtermAt;

    const served = answers.filter((a) => !a.error && a.complete && a.status === 200);
    // Refused, or reset while still connecting (the request never left the client): nothing was sent.
    const notSent = answers.filter((a) => a.error === 'ECONNREFUSED' || (a.error && !a.written));
    const failures = answers.filter((a) => !served.includes(a) && !notSent.includes(a));
    expect(
      failures.map((a) => `${a.status ?? ''} ${a.error ?? ''} written=${a.written} complete=${a.complete}`),
      server.stderr(),
    ).toEqual([]);
    expect(answeredAfterSigterm).toBeGreaterThan(0);
    expect(notSent.length).toBe(LOAD_CLIENTS);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitMs).toBeLessThan(shutdownTimeoutMs);
  }, 240_000);
});
