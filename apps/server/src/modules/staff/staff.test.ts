import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit-events.table';
import { bearer, createTestApp, multipartFile, type TestApp } from '../../test/test-app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patchMyInfo = async (payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/admins/my-info',
    headers: bearer(await t.loginAs('curator')),
    payload,
  });

describe('/api/admins/my-info', () => {
  it('returns the staff profile without secrets', async () => {
    const response = await t.app.inject({
      url: '/api/admins/my-info',
      headers: bearer(await t.loginAs('super-admin')),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      email: 'super@demo.test',
      role: 'super-admin',
      firstName: 'Ирина',
      lastName: 'Соколова',
      avatar: null,
    });
    expect(JSON.stringify(body)).not.toMatch(/password|token_?version/i);
  });

  it('updates names and info (trimmed), sets an avatar and writes an audit event', async () => {
    const token = await t.loginAs('curator');
    const { payload, headers } = multipartFile('file', 'me.png', 'image/png', PNG);
    const file = (
      await t.app.inject({
        method: 'POST',
        url: '/api/storage',
        payload,
        headers: { ...headers, ...bearer(token) },
      })
    ).json();

    const response = await patchMyInfo({
      firstName: '  Мария  ',
      info: 'Новый текст',
      avatarFileId: file.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Мария', info: 'Новый текст', avatar: file.url });

    const me = response.json();
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'staff.update'), eq(auditEvents.entityId, me.id)));
    expect(events.at(-1)?.changes).toMatchObject({
      info: { to: 'Новый текст' },
      avatarFileId: { to: file.id },
    });

    const cleared = await patchMyInfo({ avatarFileId: null });
    expect(cleared.json().avatar).toBeNull();
  });

  it('validates names, info length and the avatar file', async () => {
    const empty = await patchMyInfo({ lastName: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].path).toBe('lastName');
    expect((await patchMyInfo({ info: 'я'.repeat(5001) })).statusCode).toBe(400);
    const missing = await patchMyInfo({ avatarFileId: 987654 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].path).toBe('avatarFileId');
  });
});

describe('GET /api/admins/list (admin roles only)', () => {
  it('answers 403 Forbidden to a curator and a speaker', async () => {
    for (const role of ['curator', 'speaker'] as const) {
      const response = await t.app.inject({
        url: '/api/admins/list',
        headers: bearer(await t.loginAs(role)),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: 'Forbidden',
        requestId: expect.any(String),
      });
    }
  });

  it('lists staff by role for an admin, paged as {items, total}', async () => {
    const token = await t.loginAs('admin');
    const all = (await t.app.inject({ url: '/api/admins/list', headers: bearer(token) })).json();
    expect(all.total).toBeGreaterThanOrEqual(12);
    const admins = (
      await t.app.inject({ url: '/api/admins/list?role=admin', headers: bearer(token) })
    ).json();
    expect(admins.items.map((s: { role: string }) => s.role).sort()).toEqual([
      'admin',
      'admin',
      'super-admin',
    ]);
    const page = (
      await t.app.inject({ url: '/api/admins/list?role=speaker&take=2', headers: bearer(token) })
    ).json();
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    const authors = (
      await t.app.inject({ url: '/api/admins/list?role=author&take=100', headers: bearer(token) })
    ).json();
    expect(authors.total).toBeGreaterThan(2);
    expect(new Set(authors.items.map((s: { role: string }) => s.role))).toEqual(
      new Set(['curator', 'speaker']),
    );
    const found = (
      await t.app.inject({ url: '/api/admins/list?search=волк', headers: bearer(token) })
    ).json();
    expect(found.items.map((s: { email: string }) => s.email)).toEqual(['speaker@demo.test']);
    expect(
      (await t.app.inject({ url: '/api/admins/list?role=student', headers: bearer(token) })).statusCode,
    ).toBe(400);
  });
});
