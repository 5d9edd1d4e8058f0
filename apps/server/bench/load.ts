import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  responses: number;
  /** CPU the serving process spent per response, µs (when measured). */
  cpuUs?: number;
}

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

/** autocannon, 50 keep-alive connections by default; percentiles from every response time (autocannon has no p95). */
export async function load(
  url: string,
  headers: Record<string, string> = {},
  connections = CONNECTIONS,
  seconds = DURATION,
): Promise<LoadResult> {
  const times: number[] = [];
  let bad = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, headers, connections, duration: seconds }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      if (statusCode >= 400) bad++;
    });
  });
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0;
  return {
    rps: times.length / seconds,
    p50: pct(0.5),
    p95: pct(0.95),
    p99: pct(0.99),
    errors: bad + result.errors + result.timeouts,
    responses: times.length,
  };
}
