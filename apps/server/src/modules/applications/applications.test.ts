import type {
  ApplicationCard,
  ApplicationCounts,
  ApplicationSettings,
  ApplicationsListResponse,
} from '@school/contracts';
import { APPLICATION_SAME_STATUS } from '@school/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications.table';
import { auditEvents } from '../../db/schema/audit-events.table';
import { insertTestApplication, insertTestService } from '../../test/application-fixtures';
import { courseFixtures } from '../../test/course-fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

/**
 * The three queues' API over applications of this file's own services and course, dated March 2001 (demo
 * data lives in the last three months), so every expectation is counted by hand.
 */
let t: TestApp;
let admin: Record<string, string>;
let curator: Record<string, string>;
let speaker: Record<string, string>;
const ids = { admin: 0, curator: 0, speaker: 0 };
const app = { a1: 0, a2: 0, a3: 0, a4: 0, a5: 0 };
let serviceOfCurator = 0;
let serviceOfSpeaker = 0;
let courseId = 0;
const MARCH = 'dateFrom=2001-03-01&dateTo=2001-03-31';

beforeAll(async () => {
  t = await createTestApp();
  const fx = courseFixtures(t);
  admin = bearer(await t.loginAs('admin'));
  curator = bearer(await t.loginAs('curator'));
  speaker = bearer(await t.loginAs('speaker'));
  ids.admin = await fx.staffId('admin');
  ids.curator = await fx.staffId('curator');
  ids.speaker = await fx.staffId('speaker');
  const db = t.database.db;
  serviceOfCurator = await insertTestService(db, { staffId: ids.curator, name: 'Разбор портфолио' });
  serviceOfSpeaker = await insertTestService(db, { staffId: ids.speaker, name: 'Менторство' });
  const course = await fx.createCourse({ name: 'Курс заявок 2001' });
  courseId = course.id;
  const assigned = await fx.assign('curator', courseId);
  if (assigned.statusCode !== 200) throw new Error(`assign: ${assigned.body}`);
  // Monday 5 March 2001, 11:00 Moscow: due 13:00 the same day; waiting ever since (overdue).
  app.a1 = await insertTestApplication(db, {
    kind: 'service',
    serviceId: serviceOfCurator,
    name: 'Ирина Соколова',
    targetTitle: 'Разбор портфолио',
    assigneeStaffId: ids.admin,
    createdAt: '2001-03-05T08:00:00Z',
  });
  // Answered the next day: late.
  app.a2 = await insertTestApplication(db, {
    kind: 'service',
    serviceId: serviceOfCurator,
    status: 'inProgress',
    name: 'Пётр Ильин',
    targetTitle: 'Разбор портфолио',
    createdAt: '2001-03-06T08:00:00Z',
    firstResponseAt: '2001-03-07T08:00:00Z',
  });
  app.a3 = await insertTestApplication(db, {
    kind: 'service',
    serviceId: serviceOfSpeaker,
    status: 'rejection',
    name: 'Олег Смирнов',
    targetTitle: 'Менторство',
    assigneeStaffId: ids.curator,
    createdAt: '2001-03-07T08:00:00Z',
  });
  // 00:30 on 6 March in Moscow (21:30 UTC on the 5th): a school day of the 6th.
  app.a4 = await insertTestApplication(db, {
    kind: 'training',
    courseId,
    name: 'Анна Белова',
    targetTitle: 'Курс заявок 2001',
    createdAt: '2001-03-05T21:30:00Z',
  });
  app.a5 = await insertTestApplication(db, {
    kind: 'marketplace',
    status: 'paid',
    name: 'Мария Орлова',
    targetTitle: 'Консультация по карьере',
    createdAt: '2001-03-08T08:00:00Z',
  });
});
afterAll(() => t.close());

const get = (url: string, headers = admin) => t.app.inject({ url, headers });
const idsOf = async (query: string, headers = admin) => {
  const response = await get(`/api/applications?${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ApplicationsListResponse>().items.map((item) => item.id);
};
const patch = (id: number, payload: object, headers = admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/applications/${id}`, headers, payload });

describe('GET /api/applications', () => {
  it('lists a queue newest first, with the assignee, overdue and answered-late marks', async () => {
    expect(await idsOf(`kind=service&${MARCH}`)).toEqual([app.a3, app.a2, app.a1]);
    const items = (await get(`/api/applications?kind=service&${MARCH}`)).json<ApplicationsListResponse>();
    expect(items.total).toBe(3);
    const [a3, a2, a1] = items.items;
    expect(a1).toMatchObject({
      status: 'new',
      overdue: true,
      respondedLate: false,
      firstResponseAt: null,
      responseDueAt: '2001-03-05T10:00:00.000Z',
      assignee: { id: ids.admin },
    });
    expect(a2).toMatchObject({ overdue: false, respondedLate: true, assignee: null });
    expect(a3).toMatchObject({ overdue: false, respondedLate: false, assignee: { id: ids.curator } });
  });

  it('filters by status, school days, search, assignee, service, course, staff member and overdue', async () => {
    expect(await idsOf(`status=new&${MARCH}`)).toEqual([app.a4, app.a1]);
    expect(await idsOf('kind=training&dateFrom=2001-03-06&dateTo=2001-03-06')).toEqual([app.a4]);
    expect(await idsOf('kind=training&dateFrom=2001-03-05&dateTo=2001-03-05')).toEqual([]);
    expect(await idsOf(`search=${encodeURIComponent('соколова ирина')}&${MARCH}`)).toEqual([app.a1]);
    expect(await idsOf(`search=${encodeURIComponent('Менторство')}&${MARCH}`)).toEqual([app.a3]);
    expect(await idsOf(`kind=service&assignee=none&${MARCH}`)).toEqual([app.a2]);
    expect(await idsOf(`assignee=${ids.admin}&${MARCH}`)).toEqual([app.a1]);
    expect(await idsOf(`serviceId=${serviceOfSpeaker}`)).toEqual([app.a3]);
    expect(await idsOf(`courseId=${courseId}`)).toEqual([app.a4]);
    expect(await idsOf(`staffId=${ids.curator}&${MARCH}`)).toEqual([app.a2, app.a4, app.a1]);
    expect(await idsOf(`overdue=true&${MARCH}`)).toEqual([app.a4, app.a1]);
    // Combined: the curator's own, still new, overdue, in the service queue.
    expect(await idsOf(`kind=service&staffId=${ids.curator}&status=new&overdue=true&${MARCH}`)).toEqual([
      app.a1,
    ]);
    expect(await idsOf(`orderBy=id:asc&${MARCH}`)).toEqual([app.a1, app.a2, app.a3, app.a4, app.a5]);
    expect(await idsOf(`orderBy=responseDueAt:asc&kind=service&${MARCH}`)).toEqual([app.a1, app.a2, app.a3]);
  });

  it('answers 400 naming the field for an unknown status, kind or sort', async () => {
    for (const [query, field] of [
      ['status=done', 'status'],
      ['kind=shop', 'kind'],
      ['orderBy=name:asc', 'orderBy'],
      ['assignee=nobody', 'assignee'],
    ]) {
      const response = await get(`/api/applications?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors.map((error: { path: string }) => error.path)).toContain(field);
    }
  });

  it('gives a curator and a speaker only applications for their own services and courses', async () => {
    expect(await idsOf(MARCH, curator)).toEqual([app.a2, app.a4, app.a1]);
    expect(await idsOf(`kind=service&${MARCH}`, curator)).toEqual([app.a2, app.a1]);
    expect(await idsOf(MARCH, speaker)).toEqual([app.a3]);
    expect(await idsOf(`staffId=${ids.curator}&${MARCH}`, curator)).toEqual([app.a2, app.a4, app.a1]);
    expect((await get(`/api/applications?staffId=${ids.speaker}`, curator)).statusCode).toBe(403);
  });
});

describe('GET /api/applications/{id}', () => {
  it('shows the card with its target, and 403 / 404 for what a curator may not see', async () => {
    const response = await get(`/api/applications/${app.a1}`, curator);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ApplicationCard>()).toMatchObject({
      id: app.a1,
      service: { id: serviceOfCurator, name: 'Разбор портфолио', adminId: ids.curator },
      course: null,
      student: null,
    });
    expect((await get(`/api/applications/${app.a3}`, curator)).statusCode).toBe(403);
    expect((await get(`/api/applications/${app.a5}`, curator)).statusCode).toBe(403);
    expect((await get('/api/applications/999999999')).statusCode).toBe(404);
    expect((await get(`/api/applications/${app.a4}`, curator)).json<ApplicationCard>().course).toEqual({
      id: courseId,
      name: 'Курс заявок 2001',
    });
  });
});

describe('PATCH /api/applications/{id}', () => {
  it('changes status, assignee and comment with a history line each; first response set once; one audit each', async () => {
    const id = await insertTestApplication(t.database.db, {
      kind: 'service',
      serviceId: serviceOfCurator,
      createdAt: '2002-04-01T08:00:00Z',
    });
    let response = await patch(id, { status: 'inProgress', assigneeId: ids.speaker, comment: 'Позвонить' });
    expect(response.statusCode, response.body).toBe(200);
    const first = response.json<ApplicationCard>();
    expect(first).toMatchObject({
      status: 'inProgress',
      assignee: { id: ids.speaker },
      comment: 'Позвонить',
      overdue: false,
      respondedLate: true,
    });
    expect(first.firstResponseAt).not.toBeNull();
    expect(
      first.history.map((line) => [
        line.type,
        line.fromStatus,
        line.toStatus,
        line.assignee?.id ?? null,
        line.comment,
        line.staff?.id,
      ]),
    ).toEqual([
      ['status', 'new', 'inProgress', null, null, ids.admin],
      ['assignee', null, null, ids.speaker, null, ids.admin],
      ['comment', null, null, null, 'Позвонить', ids.admin],
    ]);

    response = await patch(id, { status: 'inProgress' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(APPLICATION_SAME_STATUS);

    response = await patch(id, { status: 'paid', comment: 'Оплатил' }, curator);
    expect(response.statusCode, response.body).toBe(200);
    const second = response.json<ApplicationCard>();
    expect(second.firstResponseAt).toBe(first.firstResponseAt);
    expect(second.comment).toBe('Оплатил');
    expect(
      second.history.slice(3).map((line) => [line.type, line.fromStatus, line.toStatus, line.staff?.id]),
    ).toEqual([
      ['status', 'inProgress', 'paid', ids.curator],
      ['comment', null, null, ids.curator],
    ]);

    response = await patch(id, { assigneeId: null });
    expect(response.json<ApplicationCard>().assignee).toBeNull();

    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'application.update'), eq(auditEvents.entityId, id)));
    expect(audits).toHaveLength(3);
  });

  it('refuses an unknown assignee (400 assigneeId), an empty body, another curator’s application (403)', async () => {
    let response = await patch(app.a2, { assigneeId: 999999999 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ path: 'assigneeId' })]);
    response = await patch(app.a2, {});
    expect(response.statusCode).toBe(400);
    response = await patch(app.a2, { status: 'done' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('status');
    response = await patch(app.a3, { comment: 'не моя' }, curator);
    expect(response.statusCode).toBe(403);
    response = await patch(999999999, { comment: 'нет такой' });
    expect(response.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, app.a3));
    expect(row!.comment).toBeNull();
  });
});

describe('GET /api/applications/counts', () => {
  it('counts per status and overdue for the filters, from day counts or rows alike', async () => {
    const counts = (await get(`/api/applications/counts?kind=service&${MARCH}`)).json<ApplicationCounts>();
    expect(counts).toEqual({
      counts: { new: 1, inProgress: 1, rejection: 1, paid: 0 },
      total: 3,
      overdue: 1,
    });
    const searched = (
      await get(`/api/applications/counts?kind=service&search=${encodeURIComponent('портфолио')}&${MARCH}`)
    ).json<ApplicationCounts>();
    expect(searched).toEqual({
      counts: { new: 1, inProgress: 1, rejection: 0, paid: 0 },
      total: 2,
      overdue: 1,
    });
    const own = (await get(`/api/applications/counts?${MARCH}`, curator)).json<ApplicationCounts>();
    expect(own).toEqual({ counts: { new: 2, inProgress: 1, rejection: 0, paid: 0 }, total: 3, overdue: 2 });
    const unassigned = (
      await get(`/api/applications/counts?assignee=none&${MARCH}`)
    ).json<ApplicationCounts>();
    expect(unassigned).toEqual({
      counts: { new: 1, inProgress: 1, rejection: 0, paid: 1 },
      total: 3,
      overdue: 1,
    });
  });
});

describe('GET /api/applications/csv', () => {
  it('streams the queue with its filters and order under the queue’s filename', async () => {
    const response = await get(`/api/applications/csv?kind=service&orderBy=createdAt:asc&${MARCH}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('applications_service.csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      '№;Дата;Статус;Имя;E-mail;Телефон;Что;Сообщение;Ответственный;Комментарий;Первый ответ;Просрочена',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(new RegExp(`^${app.a1};05\\.03\\.2001 11:00;Новая;Ирина Соколова;`));
    expect(lines[1]!.endsWith(';да')).toBe(true);
    expect(lines[2]).toContain(';В работе;Пётр Ильин;');
    expect(lines[2]).toContain(';07.03.2001 11:00;да');
    expect(lines[3]).toContain(';Отказ;Олег Смирнов;');
    expect(lines[3]!.endsWith(';нет')).toBe(true);
  });

  it('needs the queue (400 kind) and gives a curator only their own', async () => {
    const response = await get(`/api/applications/csv?${MARCH}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('kind');
    const own = await get(`/api/applications/csv?kind=service&${MARCH}`, curator);
    expect(own.body).toContain('Ирина Соколова');
    expect(own.body).not.toContain('Олег Смирнов');
  });
});

describe('settings and pulse', () => {
  it('re-dates the deadlines of the waiting applications only; admins only; validated', async () => {
    expect((await get('/api/applications/settings', speaker)).json()).toEqual({
      responseTargetMinutes: 120,
      workdayStart: '10:00',
      workdayEnd: '19:00',
      workDays: [1, 2, 3, 4, 5],
    });
    const settings: ApplicationSettings = {
      responseTargetMinutes: 60,
      workdayStart: '09:00',
      workdayEnd: '18:00',
      workDays: [1, 2, 3, 4, 5],
    };
    const put = (payload: object, headers = admin) =>
      t.app.inject({ method: 'PUT', url: '/api/applications/settings', headers, payload });
    expect((await put(settings, curator)).statusCode).toBe(403);
    const bad = await put({ ...settings, workdayEnd: '08:00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('workdayEnd');

    const pulseBefore = (await get('/api/applications/pulse')).json<{ version: string }>().version;
    const response = await put(settings);
    expect(response.statusCode, response.body).toBe(200);
    // a1: Monday 11:00 Moscow + 60 working minutes = 12:00 (09:00 UTC); a2 was answered: unchanged.
    const a1 = (await get(`/api/applications/${app.a1}`)).json<ApplicationCard>();
    expect(a1.responseDueAt).toBe('2001-03-05T09:00:00.000Z');
    const a2 = (await get(`/api/applications/${app.a2}`)).json<ApplicationCard>();
    expect(a2.responseDueAt).toBe('2001-03-06T10:00:00.000Z');
    const pulseAfter = (await get('/api/applications/pulse')).json<{ version: string }>().version;
    expect(pulseAfter).not.toBe(pulseBefore);
    await put({
      responseTargetMinutes: 120,
      workdayStart: '10:00',
      workdayEnd: '19:00',
      workDays: [1, 2, 3, 4, 5],
    });
  });

  it('pulse: the version changes on an insert and on a change; overdue per queue, a curator’s own', async () => {
    const version = async () => (await get('/api/applications/pulse')).json<{ version: string }>().version;
    const before = await version();
    const id = await insertTestApplication(t.database.db, {
      kind: 'marketplace',
      createdAt: '2003-01-01T08:00:00Z',
    });
    const afterInsert = await version();
    expect(afterInsert).not.toBe(before);
    await patch(id, { comment: 'Посмотрю' });
    expect(await version()).not.toBe(afterInsert);

    // The menu badge agrees with the overdue filter of the same caller's list (demo data included).
    for (const headers of [admin, curator]) {
      const pulse = (await get('/api/applications/pulse', headers)).json<{
        overdue: Record<string, number>;
      }>();
      for (const kind of ['service', 'training', 'marketplace']) {
        const list = (
          await get(`/api/applications?kind=${kind}&overdue=true`, headers)
        ).json<ApplicationsListResponse>();
        expect(pulse.overdue[kind], kind).toBe(list.total);
      }
    }
    const mine = (await get('/api/applications/pulse', curator)).json<{ overdue: Record<string, number> }>();
    const all = (await get('/api/applications/pulse')).json<{ overdue: Record<string, number> }>();
    // The marketplace application of 2003 waits, and is nobody's own.
    expect(all.overdue.marketplace).toBeGreaterThan(mine.overdue.marketplace!);
  });
});
