import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PoolStats } from '../metrics';
import {
  httpRequestDuration,
  httpRequestsTotal,
  metricsRegistry,
  setPoolStatsSource,
  setReadPoolStatsSource,
} from '../metrics';
import { sendRouteNotFound } from './errors.plugin';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/**
 * Prometheus metrics at `/metrics` (outside /api, where scrapers look), only with `METRICS_TOKEN` set: then
 * `Authorization: Bearer <token>` is required and every request is counted by its route pattern (never the
 * raw URL, whose ids would make one series per record). Unset: `/metrics` is a 404 and nothing is measured.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: {
    token: string | undefined;
    poolStats?: (() => PoolStats) | undefined;
    /** The read replica's pool (DATABASE_READ_URL), as `db_read_pool_*`. */
    readPoolStats?: (() => PoolStats) | undefined;
  },
): void {
  const { token } = options;
  // A concrete route, so neither the SPA fallback nor the static files' wildcard answers /metrics.
  app.get('/metrics', { schema: { hide: true }, config: { public: true } }, async (request, reply) => {
    if (!token) return sendRouteNotFound(request, reply);
    if (!tokenMatches(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({
          statusCode: 401,
          error: 'Unauthorized',
          message: 'Unauthorized',
          requestId: String(request.id),
        });
    }
    const body = await metricsRegistry.metrics();
    return reply.type(metricsRegistry.contentType).header('cache-control', 'no-store').send(body);
  });
  if (!token) return;

  setPoolStatsSource(options.poolStats);
  setReadPoolStatsSource(options.readPoolStats);
  app.addHook('onClose', (_instance, done) => {
    setPoolStatsSource(undefined);
    setReadPoolStatsSource(undefined);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    httpRequestsTotal.inc(labels);
    httpRequestDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}
