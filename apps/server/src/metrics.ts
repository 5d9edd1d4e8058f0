import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The one Prometheus registry of the process, served at `/metrics` (plugins/metrics.plugin.ts). Other parts
 * add their own metrics to it, e.g. the job queue's depth:
 *   new Gauge({ name: 'school_jobs_queued', help: '…', registers: [metricsRegistry], collect() { … } })
 * Metrics are module-level (one per process), so tests that build many apps share them.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const httpLabels = ['method', 'route', 'status_class'] as const;

export const httpRequestsTotal = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status class (2xx, 4xx, …)',
  labelNames: httpLabels,
  registers: [metricsRegistry],
});

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request read to the response sent, by method, route pattern and status class',
  labelNames: httpLabels,
  // List pages answer in 1–20 ms; exports and zips take seconds.
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

let poolStats: (() => PoolStats) | undefined;

/** The database pool the gauges below read at each scrape (node-postgres only; PGlite has no pool). */
export function setPoolStatsSource(source: (() => PoolStats) | undefined): void {
  poolStats = source;
}

const poolGauge = (name: string, help: string, pick: (stats: PoolStats) => number) =>
  new Gauge({
    name,
    help,
    registers: [metricsRegistry],
    collect() {
      if (poolStats) this.set(pick(poolStats()));
    },
  });

poolGauge('db_pool_connections_total', 'PostgreSQL pool: open connections', (s) => s.total);
poolGauge('db_pool_connections_idle', 'PostgreSQL pool: open connections not in use', (s) => s.idle);
poolGauge(
  'db_pool_waiting_requests',
  'PostgreSQL pool: queries waiting for a free connection',
  (s) => s.waiting,
);

let readPoolStats: (() => PoolStats) | undefined;

/** The read replica's pool (DATABASE_READ_URL), when there is one: the same three gauges as `db_read_pool_*`. */
export function setReadPoolStatsSource(source: (() => PoolStats) | undefined): void {
  readPoolStats = source;
}

const readPoolGauge = (name: string, help: string, pick: (stats: PoolStats) => number) =>
  new Gauge({
    name,
    help,
    registers: [metricsRegistry],
    collect() {
      if (readPoolStats) this.set(pick(readPoolStats()));
    },
  });

readPoolGauge(
  'db_read_pool_connections_total',
  'PostgreSQL read replica pool: open connections',
  (s) => s.total,
);
readPoolGauge(
  'db_read_pool_connections_idle',
  'PostgreSQL read replica pool: open connections not in use',
  (s) => s.idle,
);
readPoolGauge(
  'db_read_pool_waiting_requests',
  'PostgreSQL read replica pool: queries waiting for a free connection',
  (s) => s.waiting,
);
