import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

const TOKEN = 'metrics-token-for-the-test-0123456789';

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 404 in the error shape, not the SPA page', async () => {
    const response = await t.app.inject({ url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, message: 'Route GET /metrics not found' });
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('asks for the token: none, another one or another scheme is a 401', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      `Basic ${TOKEN}`,
      'Bearer ',
    ]) {
      const headers = authorization === undefined ? {} : { authorization };
      const response = await t.app.inject({ url: '/metrics', headers });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, requestId: expect.any(String) });
    }
  });

  it('serves Prometheus text: requests by route pattern and status class, latency, process, pool', async () => {
    const token = await t.loginAs('admin');
    await t.app.inject({ url: '/api/students/1', headers: bearer(token) });
    await t.app.inject({ url: '/api/students/2', headers: bearer(token) });
    await t.app.inject({ url: '/api/students/999999', headers: bearer(token) });
    await t.app.inject({ url: '/api/no-such-route' });

    const response = await t.app.inject({ url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    // The pattern, never the ids: one series per route.
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/students\/:id",status_class="2xx"\} [1-9]/,
    );
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/students\/:id",status_class="4xx"\} [1-9]/,
    );
    expect(text).not.toContain('/api/students/999999');
    expect(text).toMatch(/http_requests_total\{method="GET",route="unmatched",status_class="4xx"\}/);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.05",method="GET",route="\/api\/students\/:id",status_class="2xx"\}/,
    );
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('db_pool_connections_total');
    if (t.database.kind === 'postgres') {
      expect(text).toMatch(/db_pool_connections_total [1-9]/);
      expect(text).toMatch(/db_pool_waiting_requests 0/);
    }
  });
});
