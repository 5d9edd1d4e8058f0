import type { z } from 'zod';
import { endSession, getToken } from '../session/session';
import { ApiError } from './api-error';

type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Query;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Validates (and types) the answer with the contracts' schema. */
  schema?: z.ZodType<T>;
  /** The login call: a 401 there is a failed attempt, not an expired session. */
  skipUnauthorizedRedirect?: boolean;
  /** Only these statuses count as success (spec §2: a course or lesson loads on 200 or 201 only). */
  expectStatus?: readonly number[];
  signal?: AbortSignal;
  /** Extra request headers (a withdrawal's `Idempotency-Key`). */
  headers?: Record<string, string>;
};

let onUnauthorized: () => void = () => window.location.assign('/login');

/** The app plugs in the router's navigate so a 401 goes to /login without a full page reload. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

export function buildHeaders(body?: unknown, accept = 'application/json'): Headers {
  const headers = new Headers({ Accept: accept });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  return headers;
}

/** Any failed answer: one ApiError; a 401 also ends the session (unless the caller is the login form). */
export async function failure(response: Response, skipUnauthorizedRedirect = false): Promise<ApiError> {
  const error = await ApiError.fromResponse(response);
  if (response.status === 401 && !skipUnauthorizedRedirect) {
    endSession();
    onUnauthorized();
  }
  return error;
}

/** Sends a request and returns the raw answer once it is a success; every failure becomes an ApiError. */
export async function send(
  path: string,
  options: RequestOptions<unknown>,
  accept?: string,
): Promise<Response> {
  const { method = 'GET', query, body, signal } = options;
  const headers = buildHeaders(body, accept);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'Network error');
  }
  if (!response.ok) throw await failure(response, options.skipUnauthorizedRedirect);
  if (options.expectStatus && !options.expectStatus.includes(response.status)) {
    throw new ApiError(response.status, response.statusText || `HTTP ${response.status}`);
  }
  return response;
}

/** The one fetch path of the app. No timeout on purpose (spec §9: "HTTP timeout: none"). */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const response = await send(path, options as RequestOptions<unknown>);
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => undefined);
  return options.schema ? options.schema.parse(data) : (data as T);
}
