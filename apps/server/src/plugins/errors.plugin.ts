import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ru } from 'zod/locales';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError, errorBody as bareErrorBody, type FieldError } from '../http-errors';

function fieldPath(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'body';
}

/** The error envelope with the request's id, so a user's report can be found in the log (`reqId`). */
function errorBody(request: FastifyRequest, statusCode: number, message: string, errors?: FieldError[]) {
  return { ...bareErrorBody(statusCode, message, errors), requestId: String(request.id) };
}

/**
 * The one error path of the API: every failure leaves as `{statusCode, error, message, errors?, requestId}`.
 * 5xx bodies never carry the original message (it may hold SQL or paths); the log keeps the details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  // A field without a message of ours gets zod's Russian one, not «Invalid input: expected string…».
  z.config(ru());
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) => ({
        path: fieldPath(issue.instancePath, error.validationContext),
        message: issue.message ?? 'Неверное значение',
      }));
      return reply.code(400).send(errorBody(request, 400, errors[0]?.message ?? 'Bad Request', errors));
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      if (error.statusCode >= 500) request.log.warn({ err: error }, error.message);
      return reply
        .code(error.statusCode)
        .send(errorBody(request, error.statusCode, error.message, error.errors));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.code(503).send(errorBody(request, 503, 'Database unavailable'));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, unsupported media type, body too large) have safe messages.
      return reply.code(status).send(errorBody(request, status, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(request, 500, 'Internal Server Error'));
  });
}

/** The JSON 404 of unknown routes, in the one error shape. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0];
  return reply.code(404).send(errorBody(request, 404, `Route ${request.method} ${path} not found`));
}
