import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Helmet's options; `scriptSources` adds to `script-src` (the sign-in page's inline script by its hash). */
const helmetOptions = (scriptSources: string[]): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptSources],
      // PrimeReact positions overlays through style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // Lesson videos and uploaded images may be embedded from other origins later; keep it explicit.
  crossOriginResourcePolicy: { policy: 'same-origin' },
});

/**
 * Helmet's headers, computed once: with static directives they are the same for every response, and
 * running helmet's middleware per request re-parsed the CSP each time (docs/performance.md).
 */
export function securityHeaders(scriptSources: string[] = []): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  helmet(helmetOptions(scriptSources))({} as never, recorder as never, () => {});
  return headers;
}

export async function registerSecurityAndCompression(app: FastifyInstance): Promise<void> {
  const headers = securityHeaders();
  // A route may still set its own (stored files send a stricter, sandboxed CSP).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
}
