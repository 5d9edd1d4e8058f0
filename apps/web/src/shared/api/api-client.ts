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
  signal?: AbortSignal;
};

let onUnauthorized: () => void = () => window.location.assign('/login');

/** The app plugs in the router's navigate so a 401 goes to /login without a full page reload. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

function buildUrl(path: string, query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

function buildHeaders(body: unknown): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  return headers;
}

/** The one fetch path of the app. No timeout on purpose (spec §9: "HTTP timeout: none"). */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', query, body, schema, signal } = options;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers: buildHeaders(body),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'Network error');
  }

  if (!response.ok) {
    const error = await ApiError.fromResponse(response);
    if (response.status === 401 && !options.skipUnauthorizedRedirect) {
      endSession();
      onUnauthorized();
    }
    throw error;
  }

  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => undefined);
  return schema ? schema.parse(data) : (data as T);
}
