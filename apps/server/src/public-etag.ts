import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The school's site may keep a public answer a minute, then must ask again (a 304 costs it no body). */
const PUBLIC_CACHE_CONTROL = 'public, max-age=60, must-revalidate';

/** A weak validator of the JSON a public endpoint answers: equal bodies, equal tags, across instances. */
export function etagOf(body: unknown): string {
  return `W/"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || `W/${tag}` === etag;
  });
}

/**
 * Answers a public read with an ETag and Cache-Control; a request whose If-None-Match holds the same tag gets
 * 304 without a body. Declare `304: z.null()` in the route's response schema.
 */
export function sendCacheable<T>(request: FastifyRequest, reply: FastifyReply, body: T) {
  const etag = etagOf(body);
  reply.header('etag', etag).header('cache-control', PUBLIC_CACHE_CONTROL);
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
  return reply.code(200).send(body);
}
