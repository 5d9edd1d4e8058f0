import {
  authQuerySchema,
  changePasswordBodySchema,
  changePasswordResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  okResponseSchema,
  resetPasswordBodySchema,
} from '@school/contracts';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import { changePassword, login } from './auth.service';
import type { AuthDeps } from './auth-deps';
import { createAuthThrottle } from './auth-throttle';
import { createKnownDevices } from './known-device';
import { requestPasswordReset } from './password-reset.service';

const LIMITS =
  'Failed attempts are limited per account (growing delays) and per client address: 429 with Retry-After';

export const authRoutes: ModulePlugin = async (app, { db, mailer, config, now }) => {
  if (!config.jwtSecret) throw new Error('auth routes need config.jwtSecret');
  const deps: AuthDeps = {
    db,
    mailer,
    issueToken: app.issueToken,
    throttle: createAuthThrottle(db, config.authRateLimit, now),
    devices: createKnownDevices(config.jwtSecret, now),
    now,
  };

  app.post(
    '/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in; wrong password is 400 Invalid password, unknown e-mail 400 User not found',
        description: `${LIMITS}. Sets a known_device cookie: sign-ins from that browser pass the account's lock.`,
        security: [],
        querystring: authQuerySchema,
        body: loginBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const { body, deviceCookie } = await login(deps, {
        email: request.body.email,
        password: request.body.password,
        ip: request.ip,
        cookieHeader: request.headers.cookie,
        secure: request.protocol === 'https',
      });
      reply.header('set-cookie', deviceCookie);
      return body;
    },
  );

  app.patch(
    '/password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change own password; revokes older tokens and returns a fresh one',
        description: `${LIMITS}.`,
        querystring: authQuerySchema,
        body: changePasswordBodySchema,
        response: { 200: changePasswordResponseSchema },
      },
    },
    (request) =>
      changePassword(deps, currentStaff(request).id, request.body.oldPassword, request.body.newPassword),
  );

  app.post(
    '/reset-password',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Mail a new password, valid for 1 hour; it replaces the old one when first used',
        description: `${LIMITS}. Until the mailed password is used, the old password and sessions keep working.`,
        security: [],
        querystring: authQuerySchema,
        body: resetPasswordBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(deps, request.ip, request.body.email);
      return { ok: true as const };
    },
  );
};
