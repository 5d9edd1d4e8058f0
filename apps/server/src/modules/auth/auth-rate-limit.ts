import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { tooManyRequests } from '../../http-errors';

export interface AuthRateLimitOptions {
  perIp: number;
  perEmail: number;
  windowMs: number;
}

/**
 * Two counters per attempt (login, reset-password): one per client IP and one per lower-cased e-mail,
 * so neither one address nor a botnet can guess a password. argon2 costs ~11 ms a try, which is also
 * why the limit sits before the verify. `createRateLimit` is used because the plugin's route hook
 * runs one limiter per request.
 */
export async function createAuthRateLimit(
  app: FastifyInstance,
  options: AuthRateLimitOptions,
): Promise<preHandlerAsyncHookHandler> {
  await app.register(rateLimit, { global: false, cache: 10_000 });
  const byIp = app.createRateLimit({
    max: options.perIp,
    timeWindow: options.windowMs,
    keyGenerator: (request) => `ip:${request.ip}`,
  });
  const byEmail = app.createRateLimit({
    max: options.perEmail,
    timeWindow: options.windowMs,
    keyGenerator: (request) => `email:${emailOf(request)}`,
  });

  return async (request) => {
    for (const limiter of [byIp, byEmail]) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds);
    }
  };
}

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.toLowerCase() : '';
}
