import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit-events.table';
import { mailOutbox } from '../../db/schema/mail-outbox.table';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.loginAs('admin'));
});
afterAll(() => t.close());

const newStudent = (email: string) => ({
  email,
  firstName: 'Пётр',
  lastName: 'Тестов',
  phone: '8 (999) 123-45-67',
  gender: 'male',
  birthDate: '1990-05-17',
});

async function create(body: object) {
  return t.app.inject({ method: 'POST', url: '/api/students', headers: admin, payload: body });
}

describe('GET /api/students', () => {
  it('pages the demo students, 15 by default, newest first, with an exact total', async () => {
    const response = await t.app.inject({ url: '/api/students', headers: admin });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.items).toHaveLength(15);
    expect(body.total).toBeGreaterThanOrEqual(300);
    expect(body.totalExact).toBe(true);
    const dates = body.items.map((s: { createdAt: string }) => s.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.items[0]).toMatchObject({ subscription: { status: expect.any(String) } });
    expect(JSON.stringify(body)).not.toMatch(/password|tokenVersion/i);
  });

  it('filters by status, subscription and registration dates, and sorts by last name', async () => {
    const get = async (query: string) =>
      (await t.app.inject({ url: `/api/students?take=100&${query}`, headers: admin })).json();
    const blocked = await get('status=0');
    expect(blocked.total).toBeGreaterThan(0);
    expect(blocked.items.every((s: { status: number }) => s.status === 0)).toBe(true);
    for (const sub of ['active', 'finished', 'notActive']) {
      const list = await get(`subscription=${sub}`);
      expect(list.total).toBeGreaterThan(0);
      expect(
        list.items.every((s: { subscription: { status: string } }) => s.subscription.status === sub),
      ).toBe(true);
    }
    const today = new Date().toISOString().slice(0, 10);
    const recent = await get(`dateFrom=${today}&dateTo=${today}`);
    for (const s of recent.items) expect(s.createdAt.slice(0, 10)).toBe(today);
    const byName = await get('orderBy=lastName:asc');
    const names = byName.items.map((s: { lastName: string }) => s.lastName);
    expect([...names].sort()).toEqual(names);
  });

  it('searches name, e-mail and phone (short searches: students-search.test.ts)', async () => {
    const created = (await create({ ...newStudent('zzsearch@example.ru'), lastName: 'Уникальнова' })).json();
    const byName = await t.app.inject({ url: '/api/students?search=уникальн', headers: admin });
    expect(byName.json().items.map((s: { id: number }) => s.id)).toEqual([created.id]);
    const byMail = await t.app.inject({ url: '/api/students?search=ZZSEARCH@', headers: admin });
    expect(byMail.json().total).toBe(1);
    const byPhone = await t.app.inject({ url: '/api/students?search=9991234567', headers: admin });
    expect(byPhone.json().items.map((s: { id: number }) => s.id)).toContain(created.id);
    const literal = await t.app.inject({ url: '/api/students?search=%25%25%25', headers: admin });
    expect(literal.json().total).toBe(0);
  });

  it('sorts a search by surname both ways and pages it; an edited name is found at once', async () => {
    const ids: number[] = [];
    for (const [email, lastName] of [
      ['sort-ya@example.ru', 'Яшсортова'],
      ['sort-a@example.ru', 'Асортов'],
      ['sort-m@example.ru', 'Мсортова'],
    ] as const) {
      ids.push((await create({ ...newStudent(email), lastName })).json().id);
    }
    const names = async (query: string) =>
      (await t.app.inject({ url: `/api/students?search=сортов&${query}`, headers: admin }))
        .json()
        .items.map((s: { lastName: string }) => s.lastName);
    expect(await names('orderBy=lastName:asc')).toEqual(['Асортов', 'Мсортова', 'Яшсортова']);
    expect(await names('orderBy=lastName:desc')).toEqual(['Яшсортова', 'Мсортова', 'Асортов']);
    expect(await names('orderBy=lastName:asc&skip=1&take=1')).toEqual(['Мсортова']);

    await t.app.inject({
      method: 'PATCH',
      url: `/api/students/${ids[0]}`,
      headers: admin,
      payload: { lastName: 'Переименованная' },
    });
    expect(await names('orderBy=lastName:asc')).toEqual(['Асортов', 'Мсортова']);
    const renamed = await t.app.inject({ url: '/api/students?search=переименованн', headers: admin });
    expect(renamed.json().items.map((s: { id: number }) => s.id)).toEqual([ids[0]]);
  });

  it('answers 400 with the field path for bad queries', async () => {
    for (const [query, path] of [
      ['status=2', 'status'],
      ['subscription=soon', 'subscription'],
      ['dateFrom=2026-02-30', 'dateFrom'],
      ['dateFrom=2026-03-02&dateTo=2026-03-01', 'dateTo'],
      ['skip=9990&take=15', 'skip'],
      ['take=101', 'take'],
      ['orderBy=email:asc', 'orderBy'],
    ]) {
      const response = await t.app.inject({ url: `/api/students?${query}`, headers: admin });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors[0].path, query).toBe(path);
    }
  });
});

describe('student create, edit, delete', () => {
  it('creates with a normalised phone, mails the password, audits; duplicate e-mail is 409', async () => {
    const response = await create(newStudent('Petr.Testov@Example.ru'));
    expect(response.statusCode).toBe(201);
    const student = response.json();
    expect(student).toMatchObject({
      email: 'petr.testov@example.ru',
      phone: '+79991234567',
      status: 1,
      isViewed: false,
      courseCount: 0,
      subscription: { status: 'notActive', endsAt: null },
    });
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, student.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toMatch(/Пароль: \S{12}/);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'student.create'), eq(auditEvents.entityId, student.id)));
    expect(events).toHaveLength(1);

    const duplicate = await create(newStudent('PETR.TESTOV@example.ru'));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('A user with this email already exists');
  });

  it('validates the body with field paths', async () => {
    const bad = await create({
      ...newStudent('x@y.ru'),
      email: 'nope',
      phone: '12',
      birthDate: '2999-01-01',
    });
    expect(bad.statusCode).toBe(400);
    const paths = bad.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'phone', 'birthDate']));
    expect(bad.json().errors.find((e: { path: string }) => e.path === 'email').message).toBe(
      'email must be an email',
    );
  });

  it('edits, refuses a taken e-mail, gets, deletes', async () => {
    const a = (await create(newStudent('edit-a@example.ru'))).json();
    await create(newStudent('edit-b@example.ru'));
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/students/${a.id}`,
      headers: admin,
      payload: { firstName: 'Павел', phone: null, gender: 'male' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ firstName: 'Павел', phone: null });
    const taken = await t.app.inject({
      method: 'PATCH',
      url: `/api/students/${a.id}`,
      headers: admin,
      payload: { email: 'Edit-B@example.ru' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A user with this email already exists');
    expect((await t.app.inject({ url: `/api/students/${a.id}`, headers: admin })).json().id).toBe(a.id);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/students/${a.id}`, headers: admin });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().undo.token).toEqual(expect.any(String));
    expect((await t.app.inject({ url: `/api/students/${a.id}`, headers: admin })).statusCode).toBe(404);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/students/${a.id}`, headers: admin });
    expect(again.statusCode).toBe(404);
  });
});

describe('403 for curators and speakers on every student route', () => {
  const routes: Array<[string, string, object?]> = [
    ['GET', '/api/students'],
    ['GET', '/api/students/csv'],
    ['GET', '/api/students/1'],
    ['POST', '/api/students', newStudent('nobody@example.ru')],
    ['PATCH', '/api/students/1', { firstName: 'X' }],
    ['DELETE', '/api/students/1'],
    ['PATCH', '/api/students/1/status', { status: 0 }],
    ['PATCH', '/api/students/1/view', { isViewed: true }],
    ['PATCH', '/api/students/1/password', {}],
    ['GET', '/api/students/1/list-of-purchased-courses'],
    ['POST', '/api/students/1/access-course', { courseId: 1 }],
    ['DELETE', '/api/students/1/access-course/1'],
    ['POST', '/api/students/1/custom-subscription', { until: '2099-01-01' }],
    ['DELETE', '/api/students/1/custom-subscription'],
  ];
  it.each(['curator', 'speaker'] as const)('%s', async (role) => {
    const headers = bearer(await t.loginAs(role));
    for (const [method, url, payload] of routes) {
      const response = await t.app.inject({ method: method as 'GET', url, headers, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/students' })).statusCode).toBe(401);
  });
});
