import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit-events.table';
import { mailOutbox } from '../../db/schema/mail-outbox.table';
import { students } from '../../db/schema/students.table';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Record<string, string>;
let studentId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.loginAs('admin'));
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/students',
    headers: admin,
    payload: { email: 'actions@example.ru', firstName: 'Анна', lastName: 'Действиева' },
  });
  studentId = created.json().id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PATCH' | 'POST' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({ method, url: `/api/students/${studentId}${path}`, headers: admin, payload });

const tokenVersion = async () =>
  (await t.database.db.select().from(students).where(eq(students.id, studentId)))[0]?.tokenVersion;

describe('block, unblock, view flag', () => {
  it('blocks (ending the sessions) and unblocks, each audited', async () => {
    const before = await tokenVersion();
    const blocked = await call('PATCH', '/status', { status: 0 });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().status).toBe(0);
    expect(await tokenVersion()).toBe((before ?? 0) + 1);
    const listed = await t.app.inject({ url: '/api/students?status=0&search=действиева', headers: admin });
    expect(listed.json().total).toBe(1);
    expect((await call('PATCH', '/status', { status: 1 })).json().status).toBe(1);
    const events = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'student'), eq(auditEvents.entityId, studentId)));
    expect(events.map((e) => e.action)).toEqual(expect.arrayContaining(['student.block', 'student.unblock']));
    const bad = await call('PATCH', '/status', { status: 'blocked' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('status');
  });

  it('sets the view flag', async () => {
    expect((await call('PATCH', '/view', { isViewed: true })).json().isViewed).toBe(true);
    expect((await call('PATCH', '/view', {})).statusCode).toBe(400);
  });
});

describe('PATCH /api/students/{id}/password', () => {
  it('sets a given password: outbox row, tokens revoked', async () => {
    const before = (await tokenVersion()) ?? 0;
    const response = await call('PATCH', '/password', { password: 'новыйпароль1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await tokenVersion()).toBe(before + 1);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'actions@example.ru'));
    expect(mails.at(-1)?.body).toContain('Пароль: новыйпароль1');
  });

  it('generates one when none is given; a short one is 400', async () => {
    expect((await call('PATCH', '/password', {})).statusCode).toBe(200);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'actions@example.ru'));
    expect(mails.at(-1)?.body).toMatch(/Пароль: [A-Za-z2-9]{12}$/m);
    const short = await call('PATCH', '/password', { password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].path).toBe('password');
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/students/999999/password',
      headers: admin,
      payload: {},
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('course accesses', () => {
  it('grants, lists, refuses a second grant, removes', async () => {
    const granted = await call('POST', '/access-course', { courseId: 1 });
    expect(granted.statusCode).toBe(201);
    expect(granted.json().items).toEqual([
      expect.objectContaining({
        courseId: 1,
        source: 'manual',
        grantedBy: expect.objectContaining({ lastName: 'Морозов' }),
      }),
    ]);
    expect((await call('GET', '')).json().courseCount).toBe(1);
    const twice = await call('POST', '/access-course', { courseId: 1 });
    expect(twice.statusCode).toBe(409);
    expect((await call('POST', '/access-course', { courseId: 987654 })).json().errors[0].path).toBe(
      'courseId',
    );
    expect((await call('DELETE', '/access-course/1')).statusCode).toBe(200);
    expect((await call('GET', '/list-of-purchased-courses')).json()).toEqual({ items: [], total: 0 });
    expect((await call('DELETE', '/access-course/1')).statusCode).toBe(404);
    expect((await call('POST', '/access-course', { courseId: 1 })).statusCode).toBe(201);
  });

  it('«Отменить» of a removal gives the same access back; refused (409) after another admin acted on the student', async () => {
    const undo = (token: string, headers = admin) =>
      t.app.inject({ method: 'POST', url: `/api/undo/${token}`, headers });
    const before = (await call('GET', '/list-of-purchased-courses')).json();
    expect(before.items.map((item: { courseId: number }) => item.courseId)).toEqual([1]);
    const removed = await call('DELETE', '/access-course/1');
    expect(removed.statusCode).toBe(200);
    const { undo: offer } = removed.json<{ undo: { token: string } }>();
    expect((await undo(offer.token)).statusCode).toBe(200);
    // The same access: its source, date and who gave it, as if never removed.
    expect((await call('GET', '/list-of-purchased-courses')).json()).toEqual(before);

    const again = (await call('DELETE', '/access-course/1')).json<{ undo: { token: string } }>();
    const superAdmin = bearer(await t.loginAs('super-admin'));
    const meanwhile = await t.app.inject({
      method: 'PATCH',
      url: `/api/students/${studentId}`,
      headers: superAdmin,
      payload: { phone: '+79990001122' },
    });
    expect(meanwhile.statusCode, meanwhile.body).toBe(200);
    const refused = await undo(again.undo.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Отменить нельзя: .+ уже изменил\(а\) эти данные$/);
    expect((await call('GET', '/list-of-purchased-courses')).json()).toEqual({ items: [], total: 0 });
  });

  it('lists the demo purchases of a demo student', async () => {
    const demo = (await t.app.inject({ url: '/api/students?orderBy=id:asc&take=50', headers: admin })).json();
    const buyer = demo.items.find((s: { courseCount: number }) => s.courseCount > 0);
    const list = await t.app.inject({
      url: `/api/students/${buyer.id}/list-of-purchased-courses`,
      headers: admin,
    });
    expect(list.json().total).toBe(buyer.courseCount);
  });
});

describe('custom subscription', () => {
  it('gives one until a day, moves it, ends it; the list filter follows', async () => {
    const response = await call('POST', '/custom-subscription', { until: '2099-12-31' });
    expect(response.statusCode).toBe(200);
    expect(response.json().subscription).toEqual({ status: 'active', endsAt: '2099-12-31T20:59:59.999Z' });
    const moved = await call('POST', '/custom-subscription', { until: '2098-01-01' });
    expect(moved.json().subscription.endsAt).toBe('2098-01-01T20:59:59.999Z');
    const active = await t.app.inject({
      url: '/api/students?subscription=active&search=actions@example',
      headers: admin,
    });
    expect(active.json().total).toBe(1);
    const ended = await call('DELETE', '/custom-subscription');
    expect(ended.json().subscription.status).toBe('finished');
    expect((await call('DELETE', '/custom-subscription')).statusCode).toBe(404);
    const past = await call('POST', '/custom-subscription', { until: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0].path).toBe('until');
  });
});
