import { findInvalidText, SERVER_MESSAGES } from '@school/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http-errors';

/**
 * Refuses a NUL or a lone surrogate anywhere in the path params, the query or a JSON body, nested or in a
 * key, with 400 naming the field — once for every route, before its schema runs. PostgreSQL cannot store
 * either, and without this each text field of each route would need its own check (issue 8, item 6).
 */
export function registerInputTextCheck(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request, and most have nothing to check.
  app.addHook('preValidation', (request, _reply, done) => {
    const error =
      invalidIn(request.params, 'params') ??
      invalidIn(request.query, 'querystring') ??
      invalidIn(request.body, 'body');
    done(error);
  });
}

function invalidIn(value: unknown, part: string) {
  if (value === undefined || value === null) return undefined;
  const path = findInvalidText(value);
  return path === null ? undefined : badRequest(SERVER_MESSAGES.invalidCharacters, path || part);
}
