import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: '/nonexistent/web/dist' } });
});
afterAll(() => t.close());

describe('without a built web app', () => {
  it('answers / with a short text saying to run the build, and JSON 404 elsewhere', async () => {
    const root = await t.app.inject({ url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.headers['content-type']).toMatch(/^text\/plain/);
    expect(root.body).toContain('npm run build');
    const other = await t.app.inject({ url: '/profile' });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
