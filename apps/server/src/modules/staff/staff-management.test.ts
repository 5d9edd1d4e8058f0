import type { Role } from '@school/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail-outbox.table';
import { staff } from '../../db/schema/staff.table';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = async (role: Role) => bearer(await t.loginAs(role));
let counter = 0;
const body = (role: Role) => ({
  email: `new-${role}-${++counter}@demo.test`,
  firstName: 'Новый',
  lastName: 'Сотрудник',
  role,
  password: 'password123',
});
const createAs = async (actor: Role, role: Role) =>
  t.app.inject({ method: 'POST', url: '/api/admins', headers: await as(actor), payload: body(role) });

describe('GET /api/admins and /api/admins/{id}', () => {
  it('lists with role filter and search; the profile header has counts and canManage', async () => {
    const headers = await as('admin');
    const curators = (await t.app.inject({ url: '/api/admins?role=curator', headers })).json();
    expect(curators.items.every((s: { role: string }) => s.role === 'curator')).toBe(true);
    const found = (await t.app.inject({ url: '/api/admins?search=волк', headers })).json();
    expect(found.items.map((s: { email: string }) => s.email)).toEqual(['speaker@demo.test']);
    const speakerId = found.items[0].id;
    const profile = await t.app.inject({ url: `/api/admins/${speakerId}`, headers });
    expect(profile.json()).toMatchObject({ lastName: 'Волков', canManage: true });
    expect(profile.json().courseCount).toBeGreaterThan(0);
    const superId = (await t.app.inject({ url: '/api/admins?search=super@', headers })).json().items[0].id;
    expect((await t.app.inject({ url: `/api/admins/${superId}`, headers })).json().canManage).toBe(false);
    expect((await t.app.inject({ url: '/api/admins/999999', headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/admins?role=boss', headers })).statusCode).toBe(400);
  });

  it('sorts by name by default and by the whitelisted fields on request', async () => {
    const headers = await as('admin');
    const names = async (query: string) =>
      (await t.app.inject({ url: `/api/admins?take=100${query}`, headers }))
        .json()
        .items.map((s: { lastName: string; email: string }) => ({ lastName: s.lastName, email: s.email }));
    const byName = (await names('')).map((s: { lastName: string }) => s.lastName);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'ru')));
    const byEmailDesc = (await names('&orderBy=email:desc')).map((s: { email: string }) => s.email);
    expect(byEmailDesc).toEqual([...byEmailDesc].sort().reverse());
    const unknown = await t.app.inject({ url: '/api/admins?orderBy=passwordHash:asc', headers });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].path).toBe('orderBy');
  });

  it('lets a speaker read only their own profile and students tab', async () => {
    const headers = await as('speaker');
    const me = (await t.app.inject({ url: '/api/admins/my-info', headers })).json();
    expect((await t.app.inject({ url: `/api/admins/${me.id}`, headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/admins/${me.id - 1}`, headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admins', headers })).statusCode).toBe(403);
    const tab = await t.app.inject({ url: `/api/admins/${me.id}/students`, headers });
    expect(tab.statusCode).toBe(200);
    expect(tab.json().total).toBeGreaterThan(0);
    expect((await t.app.inject({ url: `/api/admins/${me.id - 1}/students`, headers })).statusCode).toBe(403);
  });

  it('the students tab holds exactly the students of the member’s courses', async () => {
    const headers = await as('admin');
    const me = (await t.app.inject({ url: '/api/admins/my-info', headers: await as('speaker') })).json();
    const courses = (await t.app.inject({ url: `/api/courses?authorId=${me.id}&take=100`, headers })).json();
    const student = (
      await t.app.inject({
        method: 'POST',
        url: '/api/students',
        headers,
        payload: { email: 'tab@example.ru', firstName: 'Вкладка', lastName: 'Студентова' },
      })
    ).json();
    const search = `/api/admins/${me.id}/students?search=студентова`;
    expect((await t.app.inject({ url: search, headers })).json().total).toBe(0);
    await t.app.inject({
      method: 'POST',
      url: `/api/students/${student.id}/access-course`,
      headers,
      payload: { courseId: courses.items[0].id },
    });
    const tab = (await t.app.inject({ url: search, headers })).json();
    expect(tab.items.map((s: { id: number }) => s.id)).toEqual([student.id]);
  });
});

describe('who may create, change and delete whom', () => {
  it('super-admin creates every role; admin only curators and speakers; others none', async () => {
    for (const role of ['super-admin', 'admin', 'curator', 'speaker'] as const) {
      expect((await createAs('super-admin', role)).statusCode, role).toBe(201);
    }
    expect((await createAs('admin', 'curator')).statusCode).toBe(201);
    expect((await createAs('admin', 'speaker')).statusCode).toBe(201);
    expect((await createAs('admin', 'admin')).statusCode).toBe(403);
    expect((await createAs('admin', 'super-admin')).statusCode).toBe(403);
    expect((await createAs('curator', 'speaker')).statusCode).toBe(403);
    expect((await createAs('speaker', 'curator')).statusCode).toBe(403);
  });

  it('admin cannot edit, promote, set passwords of or delete admins; super-admin can', async () => {
    const otherAdmin = (await createAs('super-admin', 'admin')).json();
    const curator = (await createAs('admin', 'curator')).json();
    const admin = await as('admin');
    const superAdmin = await as('super-admin');
    const calls: Array<['PATCH' | 'DELETE', string, object?]> = [
      ['PATCH', `/api/admins/${otherAdmin.id}`, { firstName: 'X' }],
      ['PATCH', `/api/admins/${otherAdmin.id}/view`, { isVisible: true }],
      ['PATCH', `/api/admins/${otherAdmin.id}/info`, { info: 'x' }],
      ['PATCH', `/api/admins/${otherAdmin.id}/password`, { password: 'password456' }],
      ['PATCH', `/api/admins/${curator.id}`, { role: 'admin' }],
      ['DELETE', `/api/admins/${otherAdmin.id}`],
    ];
    for (const [method, url, payload] of calls) {
      const response = await t.app.inject({ method, url, headers: admin, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    for (const [method, url, payload] of calls) {
      const response = await t.app.inject({ method, url, headers: superAdmin, payload });
      expect(response.statusCode, `${method} ${url}`).toBeLessThan(300);
    }
  });

  it('admin edits a curator: fields, view, info; duplicate e-mail is 409', async () => {
    const headers = await as('admin');
    const curator = (await createAs('admin', 'curator')).json();
    const url = `/api/admins/${curator.id}`;
    const edited = await t.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { lastName: 'Изменённый', role: 'speaker' },
    });
    expect(edited.json()).toMatchObject({ lastName: 'Изменённый', role: 'speaker' });
    expect(
      (
        await t.app.inject({ method: 'PATCH', url: `${url}/view`, headers, payload: { isVisible: true } })
      ).json().isVisible,
    ).toBe(true);
    expect(
      (
        await t.app.inject({ method: 'PATCH', url: `${url}/info`, headers, payload: { info: ' Текст ' } })
      ).json().info,
    ).toBe('Текст');
    const taken = await t.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { email: 'CURATOR@demo.test' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A user with this email already exists');
    const bad = await t.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { role: 'student', email: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['email', 'role']);
  });

  it('creating with a taken e-mail is 409 with the verbatim message; a bad body is 400', async () => {
    const headers = await as('super-admin');
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/admins',
      headers,
      payload: { ...body('curator'), email: 'Admin@Demo.test' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A user with this email already exists');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admins',
      headers,
      payload: { ...body('curator'), password: '1' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('password');
  });

  it('nobody deletes themselves or changes their own role', async () => {
    for (const role of ['super-admin', 'admin'] as const) {
      const headers = await as(role);
      const me = (await t.app.inject({ url: '/api/admins/my-info', headers })).json();
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/admins/${me.id}`, headers })).statusCode,
      ).toBe(403);
    }
    const headers = await as('super-admin');
    const me = (await t.app.inject({ url: '/api/admins/my-info', headers })).json();
    const demote = await t.app.inject({
      method: 'PATCH',
      url: `/api/admins/${me.id}`,
      headers,
      payload: { role: 'admin' },
    });
    expect(demote.statusCode).toBe(403);
  });

  it('deletes a speaker (204, then 404)', async () => {
    const headers = await as('admin');
    const speaker = (await createAs('admin', 'speaker')).json();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admins/${speaker.id}`, headers })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url: `/api/admins/${speaker.id}`, headers })).statusCode).toBe(404);
  });
});

describe('PATCH /api/admins/{id}/password', () => {
  it('sets the password, mails it, revokes the account’s tokens', async () => {
    const created = (await createAs('admin', 'curator')).json();
    const login = async (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login?isAdmin=true',
        payload: { email: created.email, password },
      });
    const oldToken = (await login('password123')).json().token;
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/admins/${created.id}/password`,
      headers: await as('admin'),
      payload: { password: 'fresh-password-1' },
    });
    expect(response.json()).toEqual({ ok: true });
    expect((await t.app.inject({ url: '/api/admins/my-info', headers: bearer(oldToken) })).statusCode).toBe(
      401,
    );
    expect((await login('fresh-password-1')).statusCode).toBe(200);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, created.email));
    expect(mails.at(-1)?.body).toContain('Новый пароль: fresh-password-1');
    const [row] = await t.database.db.select().from(staff).where(eq(staff.id, created.id));
    expect(row?.tokenVersion).toBe(1);
  });
});
