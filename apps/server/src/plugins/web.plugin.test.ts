import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
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

describe('with a built web app', () => {
  let built: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  const script = 'export const answer = 42;\n'.repeat(100);
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dist, 'assets/app-1.js'), script);
    // Marked, so a test can tell the build's twin from the same script compressed on the fly.
    writeFileSync(join(dist, 'assets/app-1.js.br'), brotliCompressSync(`${script}// br twin`));
    writeFileSync(join(dist, 'assets/app-1.js.gz'), gzipSync(`${script}// gz twin`));
    built = await createTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await built.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the build’s brotli or gzip twin of a script, or the script itself, as the browser asks', async () => {
    const asked = (encoding?: string) =>
      built.app.inject({
        url: '/assets/app-1.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await asked('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`${script}// br twin`);
    const gz = await asked('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(`${script}// gz twin`);
    const plain = await asked();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});

describe('the sign-in page served from its own HTML (login.html)', () => {
  let built: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  const boot = "document.documentElement.setAttribute('data-boot', '');";
  const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');
  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(
      join(dist, 'login.html'),
      `<!doctype html><head><script>${boot}</script></head><div id="root" data-static-login><form></form></div>`,
    );
    built = await createTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await built.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers GET /login with login.html, its inline script allowed by hash on that response only', async () => {
    const login = await built.app.inject({ url: '/login' });
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('data-static-login');
    expect(login.headers['cache-control']).toBe('no-cache');
    const policy = String(login.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' 'sha256-${sha256(boot)}'`);
    expect(policy).toContain("frame-ancestors 'none'");

    const other = await built.app.inject({ url: '/users' });
    expect(other.body).not.toContain('data-static-login');
    expect(String(other.headers['content-security-policy'])).toContain("script-src 'self';");
  });

  it('answers HEAD /login and a query string alike, and never serves login.html by its file name', async () => {
    expect((await built.app.inject({ method: 'HEAD', url: '/login' })).statusCode).toBe(200);
    const withQuery = await built.app.inject({ url: '/login?next=%2Fusers' });
    expect(withQuery.body).toContain('data-static-login');
    const byName = await built.app.inject({ url: '/login.html' });
    expect(byName.body).not.toContain('data-static-login');
  });
});
