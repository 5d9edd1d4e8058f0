import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../seed/people/staff.seed';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The real server (`src/main.ts` under tsx) in a child process on a free loopback port. */
export interface ServerProcess {
  url: string;
  pid: number;
  /** Resolves when the process ends, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  isAlive(): boolean;
  /** Everything the process wrote to stderr (a crash's stack trace lands here). */
  stderr(): string;
  signal(name: NodeJS.Signals): void;
  /** SIGTERM (and SIGCONT), wait for the exit, remove the temp DATA_DIR. */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server with `env` (DATA_DIR defaults to a fresh temp folder, filled first by `prepare` if given,
 * e.g. test-app.ts's `seedDataDir`) and waits until `GET /api/health` answers 200.
 */
export async function startServerProcess(
  env: Record<string, string>,
  {
    startTimeoutMs = 120_000,
    prepare,
  }: { startTimeoutMs?: number; prepare?: (dataDir: string) => Promise<void> } = {},
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'school-server-'));
  try {
    await prepare?.(dataDir);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const isAlive = () => child.exitCode === null && child.signalCode === null;
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });

  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (!isAlive()) {
      removeDataDir();
      throw new Error(`the server exited during start:\n${stderr}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      removeDataDir();
      throw new Error(`the server did not start in ${startTimeoutMs} ms:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    pid: child.pid!,
    exited,
    isAlive,
    stderr: () => stderr,
    signal: (name) => child.kill(name),
    async stop() {
      if (isAlive()) {
        child.kill('SIGTERM');
        child.kill('SIGCONT'); // in case a test left it stopped
      }
      await exited;
      removeDataDir();
    },
  };
}

/** Logs in as the demo admin (the database must hold the demo data) and returns the bearer token. */
export async function loginDemoAdmin(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login?isAdmin=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}
