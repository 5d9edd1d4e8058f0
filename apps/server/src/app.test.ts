import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A route that fails the way a broken query does, to prove 5xx bodies leak nothing.
  t.app.get('/api-test/boom', async () => {
    const error = new Error('relation "secret_table" does not exist: SELECT * FROM secret_table');
    throw Object.assign(error, { code: '42P01' });
  });
});
afterAll(() => t.close());

describe('platform', () => {
  it('serves the OpenAPI document listing the auth routes with bearer security', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.paths['/api/auth/login']).toBeDefined();
    expect(doc.paths['/api/admins/my-info']).toBeDefined();
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('reports health', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API routes with the one error shape', async () => {
    const response = await t.app.inject({ url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('never leaks stack traces or SQL in error bodies', async () => {
    const boom = await t.app.inject({ url: '/api-test/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error',
      requestId: expect.any(String),
    });
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(badJson.statusCode).toBe(400);
    for (const body of [boom.body, badJson.body]) {
      expect(body).not.toMatch(/stack|secret_table|SELECT|at .*\.ts:\d+/i);
    }
  });

  it('serves the SPA: index.html for client routes, immutable assets, 404 for missing assets', async () => {
    const page = await t.app.inject({ url: '/profile' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('test spa');

    const root = await t.app.inject({ url: '/' });
    expect(root.body).toContain('test spa');
    expect(root.headers['cache-control']).toBe('no-cache');

    const asset = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');

    expect((await t.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('sends security headers with a CSP that allows the SPA', async () => {
    const csp = String((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    const api = (await t.app.inject({ url: '/api/health' })).headers;
    expect(api).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(api['content-security-policy']).toBe(csp);
  });
});
