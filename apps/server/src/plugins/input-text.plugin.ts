import { findInvalidText, SERVER_MESSAGES } from '@school/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http-errors';

/**
 * Refuses a NUL or a lone surrogate anywhere in the path params, the query or a JSON body, nested or in a
 * key, with 400 naming the field — once for every route, before its schema runs. PostgreSQL cannot store
 * either, and without this each text field of each route would need its own check (issue 8, item 6).
 */
export function registerInputTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts = { params: request.params, querystring: request.query, body: request.body };
    for (const [part, value] of Object.entries(parts)) {
      const path = findInvalidText(value);
      if (path !== null) throw badRequest(SERVER_MESSAGES.invalidCharacters, path || part);
    }
  });
}
