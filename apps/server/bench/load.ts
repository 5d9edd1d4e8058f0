import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

/** autocannon, 50 keep-alive connections by default; percentiles from every response time (autocannon has no p95). */
export async function load(
  url: string,
  headers: Record<string, string> = {},
  connections = CONNECTIONS,
): Promise<LoadResult> {
  const times: number[] = [];
  let bad = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, headers, connections, duration: DURATION }, (error, done) =>
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
    rps: times.length / DURATION,
    p50: pct(0.5),
    p95: pct(0.95),
    p99: pct(0.99),
    errors: bad + result.errors + result.timeouts,
  };
}
