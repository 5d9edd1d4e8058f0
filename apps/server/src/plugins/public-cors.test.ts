import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

/** Issue 29, item 4: the school's site on another origin calls the public endpoints from the browser. */
const SITE = 'https://school.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_CORS_ORIGINS: `${SITE}, https://promo.school.example` } });
});
afterAll(() => t.close());

describe('CORS on /api/public/*', () => {
  it('lets a configured origin read public content, with Vary: Origin beside the ETag', async () => {
    const response = await t.app.inject({ url: '/api/public/content/reviews', headers: { origin: SITE } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(SITE);
    expect(response.headers['access-control-expose-headers']).toContain('ETag');
    expect(response.headers.etag).toBeDefined();
    expect(String(response.headers.vary)).toMatch(/(^|, )Origin(,|$)/);
    const revalidated = await t.app.inject({
      url: '/api/public/content/reviews',
      headers: { origin: SITE, 'if-none-match': String(response.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['access-control-allow-origin']).toBe(SITE);
  });

  it('answers the intake form’s preflight with 204, the methods and headers it may send, cached', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/public/applications',
      headers: {
        origin: SITE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(SITE);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('content-type');
    expect(Number(preflight.headers['access-control-max-age'])).toBeGreaterThan(600);
  });

  it('gives an origin that is not configured no CORS header (its browser keeps the answer from it)', async () => {
    const response = await t.app.inject({
      url: '/api/public/content/reviews',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(String(response.headers.vary)).toContain('Origin');
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/public/applications',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('keeps staff routes same-origin, even for a configured origin', async () => {
    const response = await t.app.inject({
      url: '/api/courses',
      headers: { origin: SITE, ...bearer(await t.loginAs('admin')) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/courses',
      headers: { origin: SITE, 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});
