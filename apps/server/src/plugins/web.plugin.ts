import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendRouteNotFound } from './errors.plugin';
import { securityHeaders } from './security.plugin';

const NOT_BUILT =
  'Веб-приложение ещё не собрано: выполните `npm run build`. / The web app is not built yet: run `npm run build`.\n' +
  'API: /api, документация: /api/docs\n';

/**
 * Serves the built SPA at `/`: hashed files under /assets/ are cached forever (as their precompressed .br or
 * .gz twin when the browser takes it), index.html never, and any other GET outside /api that is not a file
 * answers index.html so client routes survive a reload.
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = join(webDist, 'index.html');
  const hasWeb = existsSync(indexFile);

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      // The web build writes brotli and gzip twins of its scripts and styles; send those, not on-the-fly br 4.
      preCompressed: true,
      cacheControl: false,
      // login.html is the page of GET /login (below), with the policy that lets its script run.
      allowedPath: (pathName) => pathName !== '/login.html',
      setHeaders(reply, path) {
        const isIndex = path === indexFile || path === join(webDist, 'login.html');
        const isAsset = path.startsWith(join(webDist, 'assets'));
        reply.header(
          'cache-control',
          isAsset ? 'public, max-age=31536000, immutable' : isIndex ? 'no-cache' : 'public, max-age=3600',
        );
      },
    });
  } else {
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(NOT_BUILT),
    );
  }

  const loginFile = join(webDist, 'login.html');
  if (hasWeb && existsSync(loginFile)) {
    // The sign-in page painted from its own HTML (apps/web/build/login-page.ts); its one inline script is
    // allowed by its hash, on this response only.
    const policy = loginPagePolicy(readFileSync(loginFile, 'utf8'));
    app.get('/login', { schema: { hide: true } }, (_request, reply) =>
      reply.header('content-security-policy', policy).sendFile('login.html'),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!hasWeb || !isPage || path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/')) {
      return sendRouteNotFound(request, reply);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

/** The app's Content-Security-Policy with the page's inline scripts (those without `src`) allowed by hash. */
export function loginPagePolicy(html: string): string {
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
  return securityHeaders(hashes)['content-security-policy'] ?? '';
}
