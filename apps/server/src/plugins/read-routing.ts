import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import type { ReadSide } from '../db/read-replica';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A non-GET route that writes nothing (e.g. a POST that streams an export): its answer does not start
     * read-your-writes, so the user's next lists keep coming from the replica.
     */
    readOnly?: boolean;
  }
}

/**
 * Read-your-writes across instances: the answer to a write carries this cookie, and while it lives (and names
 * the same user) that user's reads go to the primary, whichever instance the next request lands on. The value
 * is `<staffId>:<until ms>`; it is not signed because it grants nothing — a forged or copied one only sends
 * reads to the primary, which answers every read anyway (a little more load there, never other data).
 */
export const READ_PRIMARY_COOKIE = 'school_read_primary';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A signed-in user's write that succeeded: the only kind of answer that starts read-your-writes. */
export function isSuccessfulWrite(method: string, statusCode: number, staffId: number | null): boolean {
  return staffId !== null && !SAFE_METHODS.has(method) && statusCode >= 200 && statusCode < 300;
}

/** The cookie's "reads from the primary until" for this user, else undefined (absent, expired, another user's). */
export function cookieUntil(
  cookieHeader: string | undefined,
  staffId: number,
  now: number,
): number | undefined {
  for (const pair of cookieHeader?.split(';') ?? []) {
    const [name, value = ''] = pair.trim().split('=');
    if (name !== READ_PRIMARY_COOKIE) continue;
    const [id, until] = value.split(':');
    if (id === String(staffId) && Number(until) > now) return Number(until);
  }
  return undefined;
}

/**
 * The routing decision, pure: the replica only for a signed-in user with no recent write (by the cookie from
 * any instance, or by this instance's own marker — a client that drops cookies still reads its writes when the
 * balancer keeps it here). Without a user (public pages) there is no write to read back: the replica.
 */
export function readsGoToPrimary(input: {
  hasReplica: boolean;
  replicaSkipped: boolean;
  staffId: number | null;
  cookieHeader: string | undefined;
  markedUntil: number | undefined;
  now: number;
}): boolean {
  if (!input.hasReplica || input.replicaSkipped) return true;
  if (input.staffId === null) return false;
  if (input.markedUntil !== undefined && input.markedUntil > input.now) return true;
  return cookieUntil(input.cookieHeader, input.staffId, input.now) !== undefined;
}

/** This instance's "user X wrote, read from the primary until T", pruned as it grows. */
export function createWriteMarks(maxEntries = 10_000) {
  const marks = new Map<number, number>();
  return {
    mark(staffId: number, until: number, now: number) {
      if (marks.size >= maxEntries) {
        for (const [id, at] of marks) if (at <= now) marks.delete(id);
        if (marks.size >= maxEntries) marks.clear();
      }
      marks.set(staffId, until);
    },
    until: (staffId: number) => marks.get(staffId),
    size: () => marks.size,
  };
}

export type Reads = (request: FastifyRequest) => ReadSide;

/**
 * The one way modules ask where a request's list, export and statistics reads go: `deps.reads(request)`.
 * Without DATABASE_READ_URL (and always on PGlite) it is the primary and nothing else changes — no cookie,
 * no marker. With a replica: the replica, except for a user who wrote in the last READ_YOUR_WRITES_MS, and
 * the primary whenever the replica failed or lags (db/read-replica.ts).
 */
export function registerReadRouting(
  app: FastifyInstance,
  options: { database: Database; readYourWritesMs: number; now: () => number },
): Reads {
  const { database, readYourWritesMs, now } = options;
  const primary: ReadSide = {
    db: database.db,
    copyOut: database.copyOut,
    copyOutBlob: database.copyOutBlob,
  };
  const replica = database.replica;
  if (!replica) return () => primary;

  const marks = createWriteMarks();
  const maxAgeSeconds = Math.max(1, Math.ceil(readYourWritesMs / 1000));
  app.addHook('onSend', async (request, reply, payload) => {
    const staffId = request.authStaff?.id ?? null;
    if (staffId === null || !isSuccessfulWrite(request.method, reply.statusCode, staffId)) return payload;
    if (request.routeOptions.config?.readOnly) return payload;
    const until = now() + readYourWritesMs;
    marks.mark(staffId, until, now());
    const attributes = [`Max-Age=${maxAgeSeconds}`, 'Path=/api', 'HttpOnly', 'SameSite=Strict'];
    if (request.protocol === 'https') attributes.push('Secure');
    reply.header('set-cookie', [`${READ_PRIMARY_COOKIE}=${staffId}:${until}`, ...attributes].join('; '));
    return payload;
  });

  return (request) => {
    const staffId = request.authStaff?.id ?? null;
    const toPrimary = readsGoToPrimary({
      hasReplica: true,
      replicaSkipped: replica.skipped(),
      staffId,
      cookieHeader: request.headers.cookie,
      markedUntil: staffId === null ? undefined : marks.until(staffId),
      now: now(),
    });
    return toPrimary ? primary : replica;
  };
}
