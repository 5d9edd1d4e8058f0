import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalFileStore } from './modules/files';
import { loginDemoAdmin, type ServerProcess, startServerProcess } from './test/server-process';
import { openTestDatabase } from './test/test-app';

const REQUESTS = 20;

interface Answer {
  status?: number;
  complete: boolean;
  body: string;
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

/** SIGSTOP, then waits until Linux reports the process stopped. */
async function stopped(server: ServerProcess): Promise<void> {
  server.signal('SIGSTOP');
  while (readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'T') {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function postgresEnv(): Promise<Record<string, string>> {
  // Tables truncated and demo data seeded, as every API test file does on the shared database.
  const filesDir = mkdtempSync(join(tmpdir(), 'school-shutdown-files-'));
  const database = await openTestDatabase(createLocalFileStore(filesDir));
  await database.close();
  rmSync(filesDir, { recursive: true, force: true });
  return {
    DATABASE_URL: process.env.TEST_DATABASE_URL!,
    JWT_SECRET: 'shutdown-test-secret-that-is-long-enough-for-hs256',
  };
}

// Like the API tests: the embedded database, or the PostgreSQL of TEST_DATABASE_URL when it is set.
const modes = process.env.TEST_DATABASE_URL
  ? [{ name: 'PostgreSQL', env: postgresEnv }]
  : [{ name: 'embedded database', env: async (): Promise<Record<string, string>> => ({}) }];

describe.each(modes)('SIGTERM on the $name', ({ env }) => {
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.stop();
  });

  it('answers every request sent before it in full, then exits with 0', async () => {
    server = await startServerProcess(await env());
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
});
