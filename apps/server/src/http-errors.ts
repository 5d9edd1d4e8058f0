import { STATUS_CODES } from 'node:http';
import { type ApiErrorBody, SERVER_MESSAGES } from '@school/contracts';

export type FieldError = { path: string; message: string };

/** An expected failure with a status and a message that is safe to show the caller. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export function errorBody(statusCode: number, message: string, errors?: FieldError[]): ApiErrorBody {
  const body: ApiErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  if (errors?.length) body.errors = errors;
  return body;
}

export const badRequest = (message: string, path?: string) =>
  new AppError(400, message, path === undefined ? undefined : [{ path, message }]);
export const unauthorized = () => new AppError(401, 'Unauthorized');
export const forbidden = () => new AppError(403, 'Forbidden');
export const notFound = (message = 'Not Found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const payloadTooLarge = (message: string = SERVER_MESSAGES.fileTooLarge) => new AppError(413, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'Too many attempts, try again later', undefined, {
    'retry-after': String(Math.max(1, retryAfterSeconds)),
  });
export const databaseUnavailable = () => new AppError(503, 'Database unavailable');
