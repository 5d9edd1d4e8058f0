import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { apiRequest, setUnauthorizedHandler } from './api-client';
import { ApiError } from './api-error';

const fetchMock = vi.fn<typeof fetch>();

function sentHeaders(): Headers {
  const init = fetchMock.mock.calls[0]?.[1];
  return new Headers(init?.headers);
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
  // Back to the module's default: later test files share this module (isolate: false).
  setUnauthorizedHandler(() => window.location.assign('/login'));
});

describe('apiRequest', () => {
  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    await apiRequest('/health');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/health');
    expect(sentHeaders().has('Authorization')).toBe(false);
  });

  it('sends the bearer token when one is stored, and JSON bodies with query strings', async () => {
    localStorage.setItem('token', 'abc');
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    await apiRequest('/auth/login', {
      method: 'POST',
      query: { isAdmin: true, skip: undefined },
      body: { a: 1 },
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/login?isAdmin=true');
    expect(sentHeaders().get('Authorization')).toBe('Bearer abc');
    expect(sentHeaders().get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it('turns a non-2xx answer into one ApiError with status, message and field errors', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'email must be an email',
          errors: [{ path: 'email', message: 'email must be an email' }],
        },
        400,
      ),
    );
    const error = await apiRequest('/auth/login').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'email must be an email',
      fieldErrors: [{ path: 'email', message: 'email must be an email' }],
    });
  });

  it('maps an answer without the error body and a network failure too', async () => {
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 0 });
  });

  it('on 401 clears localStorage and calls the unauthorized handler', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    localStorage.setItem('token', 'expired');
    localStorage.setItem('role', 'admin');
    localStorage.setItem('layout', '{}');
    fetchMock.mockResolvedValue(jsonResponse({ statusCode: 401, error: 'Unauthorized', message: 'x' }, 401));
    await expect(apiRequest('/admins/my-info')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.length).toBe(0);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('leaves the session alone on 401 when asked (the login call)', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    localStorage.setItem('layout', '{}');
    fetchMock.mockResolvedValue(jsonResponse({ statusCode: 401, error: 'Unauthorized', message: 'x' }, 401));
    await expect(apiRequest('/auth/login', { skipUnauthorizedRedirect: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(localStorage.getItem('layout')).toBe('{}');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
