import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const PUBLIC_PREFIX = '/api/public/';
/** A browser keeps a preflight's answer this long (Chromium caps it at 2 hours). */
const PREFLIGHT_MAX_AGE_SECONDS = 7_200;
/** What the school's site may send: the intake form's JSON, and revalidation of public reads. */
const ALLOWED_METHODS = 'GET, HEAD, POST';
const ALLOWED_HEADERS = 'Content-Type, If-None-Match, X-Request-Id';
/** What its scripts may read of an answer besides the CORS-safelisted headers. */
const EXPOSED_HEADERS = 'ETag, Retry-After, X-Request-Id';

/** Appends to `Vary` rather than replacing what compression or a route set. */
function varyOnOrigin(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/(^|,)\s*origin\s*(,|$)/i.test(vary)) reply.header('vary', vary ? `${vary}, Origin` : 'Origin');
}

/**
 * CORS on `/api/public/*` only (the intake form, public reviews and site content): the school's own sites
 * (PUBLIC_CORS_ORIGINS) call them from the browser. Each answer says `Vary: Origin` beside its public ETag,
 * so a shared cache never hands one origin's answer to another; a preflight is answered 204 and cached by
 * the browser. Staff routes stay same-origin: they get no CORS headers whatever the Origin.
 * See https://fetch.spec.whatwg.org/#http-cors-protocol.
 */
export function registerPublicCors(app: FastifyInstance, origins: readonly string[]): void {
  const allowed = new Set(origins);
  const allowedOrigin = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    return origin !== undefined && allowed.has(origin) ? origin : undefined;
  };

  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith(PUBLIC_PREFIX)) {
      varyOnOrigin(reply);
      const origin = allowedOrigin(request);
      if (origin) {
        reply.header('access-control-allow-origin', origin);
        reply.header('access-control-expose-headers', EXPOSED_HEADERS);
        // Helmet's same-origin policy would keep the answer from a no-cors read on the school's site.
        reply.header('cross-origin-resource-policy', 'cross-origin');
      }
    }
    done();
  });

  app.options(`${PUBLIC_PREFIX}*`, { schema: { hide: true } }, (request, reply) => {
    const origin = allowedOrigin(request);
    if (origin) {
      reply
        .header('access-control-allow-methods', ALLOWED_METHODS)
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS));
    }
    return reply.code(204).send();
  });
}
