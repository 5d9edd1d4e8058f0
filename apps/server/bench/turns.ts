import { DURATION, type LoadResult, type Sample, sample, summarise } from './load';
import { type Child, childrenCpuMs, childrenCpuSpent, cpuMsOf } from './processes';

/** Each case is loaded this long, unmeasured, before its measured rounds (JIT, plan and buffer caches). */
const WARM_UP_SECONDS = 2;
/**
 * A case's DURATION is split into this many rounds, and the server and the anchor take turns within each
 * round (alternating who goes first), so a slow stretch of this shared 2-core VM hits both alike.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const postmaster = process.env.BENCH_POSTMASTER_PID ? Number(process.env.BENCH_POSTMASTER_PID) : undefined;

export interface Target {
  child: Child;
  url: string;
  headers?: Record<string, string>;
  /** Each request's path and query, when they differ from request to request (`sample`). */
  nextPath?: () => string;
}

async function sampleWithCpu(target: Target, seconds: number, connections?: number): Promise<Sample> {
  const cpuBefore = cpuMsOf(target.child.pid);
  const dbBefore = postmaster ? childrenCpuMs(postmaster) : undefined;
  const result = await sample(target.url, target.headers, connections, seconds, target.nextPath);
  return {
    ...result,
    cpuMs: cpuMsOf(target.child.pid) - cpuBefore,
    ...(postmaster && dbBefore ? { dbCpuMs: childrenCpuSpent(dbBefore, childrenCpuMs(postmaster)) } : {}),
  };
}

/** Warm-up, then ROUNDS rounds in which the targets take turns; one result per target. */
export async function measureTurns(targets: Target[], connections?: number): Promise<LoadResult[]> {
  for (const target of targets)
    await sample(target.url, target.headers, connections, WARM_UP_SECONDS, target.nextPath);
  const samples: Sample[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? [...targets.keys()].reverse() : [...targets.keys()];
    for (const index of order) {
      samples[index]?.push(await sampleWithCpu(targets[index] as Target, DURATION / ROUNDS, connections));
    }
  }
  return samples.map(summarise);
}

export const fmt = (n: number, digits = 1) => Number(n.toFixed(digits));
export const row = (r: LoadResult) => ({
  'req/s': Math.round(r.rps),
  p50: fmt(r.p50),
  p95: fmt(r.p95),
  p99: fmt(r.p99),
  errors: r.errors,
  ...(r.cpuUs === undefined ? {} : { 'CPU µs/req': Math.round(r.cpuUs) }),
  ...(r.dbCpuUs === undefined ? {} : { 'db µs/req': Math.round(r.dbCpuUs) }),
});
/** The server's result against an anchor's, with the anchor's columns named by `label`. */
export const versus = (label: string, r: LoadResult, a: LoadResult | undefined) =>
  a
    ? {
        [`${label} req/s`]: Math.round(a.rps),
        [`ours/${label}`]: fmt(r.rps / a.rps, 2),
        [`${label} p95`]: fmt(a.p95),
        [`${label} p99`]: fmt(a.p99),
        [`${label} CPU µs/req`]: Math.round(a.cpuUs ?? 0),
        ...(a.dbCpuUs === undefined ? {} : { [`${label} db µs/req`]: Math.round(a.dbCpuUs) }),
      }
    : {};
