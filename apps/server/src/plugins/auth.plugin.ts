import fastifyJwt from '@fastify/jwt';
import { ROLES, type Role } from '@school/contracts';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { z } from 'zod';
import { forbidden, unauthorized } from '../http-errors';

/** The signed-in staff member, loaded from the database on every guarded request. */
export interface AuthStaff {
  id: number;
  role: Role;
  email: string;
  tokenVersion: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Skip authentication (login, reset-password, health, public file URLs). */
    public?: boolean;
    /** Roles allowed to call the route; default: any staff role. */
    roles?: readonly Role[];
  }
  interface FastifyRequest {
    authStaff: AuthStaff | null;
  }
  interface FastifyInstance {
    issueToken(staff: Pick<AuthStaff, 'id' | 'role' | 'tokenVersion'>): string;
    /** Verifies the bearer token and loads `request.authStaff`; throws 401. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

/** `exp` is required: a token that never expires is not one this server issued. */
const tokenPayloadSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  role: z.enum(ROLES),
  tv: z.number().int(),
  exp: z.number().int(),
});
type TokenPayload = z.infer<typeof tokenPayloadSchema>;

/**
 * Tokens whose signature and claims were already checked, by their exact text: a signed-in member sends
 * the same token with every request, and verifying it (HMAC, base64, JSON, zod) was a tenth of a list
 * request's CPU (docs/performance.md). Only the signature check is remembered: expiry and the staff row
 * are checked on every request. Bounded: cleared when full.
 */
const VERIFIED_TOKENS_MAX = 10_000;

export interface AuthOptions {
  /**
   * The staff member a token names, as the database has it now (the staff domain's public face, passed in
   * by buildApp: nothing under plugins/ imports a module). It may cache for a moment, as long as a blocked,
   * deleted or re-passworded member is forgotten at once.
   */
  findStaff: (id: number) => Promise<AuthStaff | undefined>;
  secret: string;
  ttlMs: number;
  /** The clock of `iat`/`exp`, in ms. */
  now: () => number;
}

export async function registerAuth(app: FastifyInstance, options: AuthOptions): Promise<void> {
  // iat and exp are computed here from `options.now`, and expiry is checked below against the same clock:
  // @fastify/jwt reads a numeric expiresIn as seconds, which once turned the 12 h TTL into 500 days.
  await app.register(fastifyJwt, {
    secret: options.secret,
    sign: { algorithm: 'HS256' },
    verify: { algorithms: ['HS256'], ignoreExpiration: true },
  });
  app.decorateRequest('authStaff', null);
  app.decorate('issueToken', (staff) => {
    const issuedAt = options.now();
    return app.jwt.sign({
      sub: String(staff.id),
      role: staff.role,
      tv: staff.tokenVersion,
      iat: Math.floor(issuedAt / 1000),
      exp: Math.floor((issuedAt + options.ttlMs) / 1000),
    });
  });

  const verified = new Map<string, TokenPayload>();
  const verify = (token: string): TokenPayload => {
    let payload = verified.get(token);
    if (payload) return payload;
    try {
      payload = tokenPayloadSchema.parse(app.jwt.verify(token));
    } catch {
      throw unauthorized();
    }
    if (verified.size >= VERIFIED_TOKENS_MAX) verified.clear();
    verified.set(token, payload);
    return payload;
  };

  const authenticate = async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized();
    const payload = verify(match[1]);
    if (options.now() >= payload.exp * 1000) throw unauthorized();
    // The row, not the token, is the truth: a bumped token_version or a deleted account revokes the token.
    const staff = await options.findStaff(Number(payload.sub));
    if (!staff || staff.tokenVersion !== payload.tv) throw unauthorized();
    request.authStaff = staff;
  };

  app.decorate('authenticate', authenticate);
}

/** The caller of a guarded route; throws 401 if the route was not guarded (a programming error). */
export function currentStaff(request: FastifyRequest): AuthStaff {
  if (!request.authStaff) throw unauthorized();
  return request.authStaff;
}

/**
 * onRoute hook for the /api scope: every route is guarded unless it says `config: { public: true }`,
 * and `config.roles` narrows who may call it. Secure by default: a new route cannot be forgotten open.
 */
export function guardRoute(app: FastifyInstance) {
  return (route: RouteOptions) => {
    if (route.config?.public) return;
    const roles = route.config?.roles ?? ROLES;
    const guard: onRequestHookHandler = async (request) => {
      await app.authenticate(request);
      if (!request.authStaff || !roles.includes(request.authStaff.role)) throw forbidden();
    };
    const existing = route.onRequest;
    route.onRequest = existing ? [guard, ...(Array.isArray(existing) ? existing : [existing])] : [guard];
  };
}
