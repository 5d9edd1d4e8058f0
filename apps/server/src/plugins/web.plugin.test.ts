import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityAndCompression } from './security.plugin';
import { registerWeb } from './web.plugin';

const BOOT = "document.documentElement.setAttribute('data-boot', '');";
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

describe('the sign-in page served from its own HTML', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'school-web-'));
  const app = Fastify();
  beforeAll(async () => {
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(
      join(webDist, 'login.html'),
      `<!doctype html><head><script>${BOOT}</script></head><div id="root" data-static-login><form></form></div>`,
    );
    await registerSecurityAndCompression(app);
    await registerWeb(app, webDist);
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers GET /login with login.html, its inline script allowed by hash on that response only', async () => {
    const login = await app.inject({ method: 'GET', url: '/login' });
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('data-static-login');
    expect(login.headers['cache-control']).toBe('no-cache');
    const policy = String(login.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' 'sha256-${sha256(BOOT)}'`);
    expect(policy).toContain("frame-ancestors 'none'");

    const other = await app.inject({ method: 'GET', url: '/users' });
    expect(other.body).not.toContain('data-static-login');
    expect(String(other.headers['content-security-policy'])).toContain("script-src 'self';");
  });

  it('answers HEAD /login and a query string alike, and never serves login.html by its file name', async () => {
    expect((await app.inject({ method: 'HEAD', url: '/login' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/login?next=%2Fusers' })).body).toContain(
      'data-static-login',
    );
    const byName = await app.inject({ method: 'GET', url: '/login.html' });
    expect(byName.body).not.toContain('data-static-login');
  });
});
