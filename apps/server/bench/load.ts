import autocannon from 'autocannon';

/** What one or more load runs of a URL observed. */
export interface Sample {
  /** Every response time, ms. */
  times: number[];
  seconds: number;
  errors: number;
  /** CPU the serving process spent meanwhile, ms (when measured). */
  cpuMs?: number;
  /** CPU the database's backends spent meanwhile, ms (when measured). */
  dbCpuMs?: number;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  responses: number;
  /** CPU the serving process spent per response, µs (when measured). */
  cpuUs?: number;
  /** CPU the database's backends spent per response, µs (when measured). */
  dbCpuUs?: number;
}

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

/**
 * autocannon, 50 keep-alive connections by default, recording every response time. `nextPath`, when given,
 * names each request's path and query (e.g. another range per request) instead of the URL's.
 */
export async function sample(
  url: string,
  headers: Record<string, string> = {},
  connections = CONNECTIONS,
  seconds = DURATION,
  nextPath?: () => string,
): Promise<Sample> {
  const times: number[] = [];
  let bad = 0;
  const requests = nextPath
    ? [{ setupRequest: (request: object) => ({ ...request, path: nextPath() }) }]
    : [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, headers, connections, duration: seconds, ...(nextPath ? { requests } : {}) },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      if (statusCode >= 400) bad++;
    });
  });
  return { times, seconds, errors: bad + result.errors + result.timeouts };
}

/** Throughput and percentiles over every response of the samples (autocannon itself has no p95). */
export function summarise(samples: Sample[]): LoadResult {
  const times = samples.flatMap((s) => s.times).sort((a, b) => a - b);
  const seconds = samples.reduce((sum, s) => sum + s.seconds, 0);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0;
  const total = (key: 'cpuMs' | 'dbCpuMs') =>
    samples.every((s) => s[key] !== undefined)
      ? samples.reduce((sum, s) => sum + (s[key] ?? 0), 0)
      : undefined;
  const cpuMs = total('cpuMs');
  const dbCpuMs = total('dbCpuMs');
  const perResponse = (ms: number) => (ms * 1000) / Math.max(1, times.length);
  return {
    rps: times.length / seconds,
    p50: pct(0.5),
    p95: pct(0.95),
    p99: pct(0.99),
    errors: samples.reduce((sum, s) => sum + s.errors, 0),
    responses: times.length,
    ...(cpuMs === undefined ? {} : { cpuUs: perResponse(cpuMs) }),
    ...(dbCpuMs === undefined ? {} : { dbCpuUs: perResponse(dbCpuMs) }),
  };
}

export async function load(
  url: string,
  headers: Record<string, string> = {},
  connections = CONNECTIONS,
): Promise<LoadResult> {
  return summarise([await sample(url, headers, connections)]);
}
