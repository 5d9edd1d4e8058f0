import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface Child {
  pid: number;
  url: string;
  stop(): Promise<void>;
}

/**
 * Runs a TypeScript entry with tsx in its own process, so the load generator does not share its event loop.
 * `quiet` sends its stdout (the request log) to /dev/null: still written, not printed.
 */
export async function startChild(
  entry: string,
  env: Record<string, string>,
  port: number,
  { quiet = false } = {},
): Promise<Child> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 1200) throw new Error(`${entry} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    pid: child.pid ?? 0,
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resident set size of a process in bytes (Linux). */
export function rssOf(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

/** CPU time (user + system) a process has used so far, in milliseconds (Linux, 100 ticks a second). */
export function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU time of each child of a process so far, ms by pid: with BENCH_POSTMASTER_PID, the PostgreSQL
 * backends, whose share of a response shows what the query itself costs (the cluster must run here).
 */
export function childrenCpuMs(pid: number): Map<number, number> {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
  const cpu = new Map<number, number>();
  for (const child of children.filter(Boolean).map(Number)) {
    try {
      cpu.set(child, cpuMsOf(child));
    } catch {
      // ended meanwhile
    }
  }
  return cpu;
}

/** CPU the children spent between two readings, ms (a child that ended meanwhile is left out: a loaded pool keeps its connections). */
export function childrenCpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0);
  return spent;
}
