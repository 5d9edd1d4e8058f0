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
import { type AuthDeps, changePassword, login, resetPassword } from './auth.service';
import { createAuthRateLimit } from './auth-rate-limit';

export const authRoutes: ModulePlugin = async (app, { db, mailer, config }) => {
  const deps: AuthDeps = { db, mailer, issueToken: app.issueToken };
  const limitAttempts = await createAuthRateLimit(app, config.authRateLimit);

  app.post(
    '/login',
    {
      config: { public: true },
      preHandler: limitAttempts,
      schema: {
        tags: ['auth'],
        summary: 'Sign in; wrong password is 400 Invalid password, unknown e-mail 400 User not found',
        security: [],
        querystring: authQuerySchema,
        body: loginBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    (request) => login(deps, request.body.email, request.body.password),
  );

  app.patch(
    '/password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change own password; revokes older tokens and returns a fresh one',
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
      preHandler: limitAttempts,
      schema: {
        tags: ['auth'],
        summary: 'Mail a newly generated password; revokes older tokens',
        security: [],
        querystring: authQuerySchema,
        body: resetPasswordBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await resetPassword(deps, request.body.email);
      return { ok: true as const };
    },
  );
};
