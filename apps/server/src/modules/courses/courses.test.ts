import type { Course, CourseListItem, ListResponse } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseFixtures, PNG_1PX } from '../../test/course-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof courseFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = courseFixtures(t);
});
afterAll(() => t.close());

type CourseList = ListResponse<CourseListItem>;
const list = async (query: string, role: 'admin' | 'curator' | 'speaker' = 'admin') =>
  t.app.inject({ url: `/api/courses${query}`, headers: await f.as(role) });

describe('GET /api/courses (admins)', () => {
  it('pages the seeded courses 15 at a time, newest first, with cost, cover, counts and authors', async () => {
    const response = await list('');
    expect(response.statusCode).toBe(200);
    const body = response.json<CourseList>();
    expect(body.items).toHaveLength(15);
    expect(body.total).toBeGreaterThanOrEqual(30);
    const dates = body.items.map((item) => item.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const react = (await list('?search=react с нуля')).json<CourseList>().items[0];
    expect(react).toMatchObject({
      status: 3,
      cost: 44_900,
      costBeforeDiscount: 49_900,
      personalDiscount: 5000,
      isOnMain: true,
      isTop: true,
      moduleCount: 4,
      direction: { name: 'Программирование' },
    });
    expect(react?.lessonCount).toBeGreaterThan(0);
    expect(react?.cover).toMatch(/^\/api\/storage\/[0-9a-f]{32}\//);
    expect(react?.authors.map((a) => a.lastName).sort()).toEqual(['Волков', 'Кузнецова']);
  });

  it('filters by status, direction, level, author and flags, and the counts agree', async () => {
    for (const status of [0, 1, 2, 3, 4]) {
      const body = (await list(`?status=${status}&take=100`)).json<CourseList>();
      expect(body.total).toBeGreaterThan(0);
      expect(body.items.every((item) => item.status === status)).toBe(true);
    }
    const design = (await list('?directionId=2&level=advanced&take=100')).json<CourseList>();
    expect(design.items.every((c) => c.direction?.id === 2 && c.level === 'advanced')).toBe(true);
    const curatorId = await f.staffId('curator');
    const byAuthor = (await list(`?authorId=${curatorId}&take=100`)).json<CourseList>();
    expect(byAuthor.total).toBeGreaterThanOrEqual(5);
    expect(byAuthor.items.every((c) => c.authors.some((a) => a.id === curatorId))).toBe(true);
    const top = (await list('?isTop=true&take=100')).json<CourseList>();
    expect(top.items.length).toBeGreaterThan(0);
    expect(top.items.every((c) => c.isTop)).toBe(true);
  });

  it('sorts by whitelisted fields only', async () => {
    const byCost = (await list('?orderBy=cost:desc&take=5')).json<CourseList>().items.map((c) => c.cost);
    expect(byCost).toEqual([...byCost].sort((a, b) => b - a));
    const byLessons = (await list('?orderBy=lessonCount:asc&take=100')).json<CourseList>().items;
    const counts = byLessons.map((c) => c.lessonCount);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    const bad = await list('?orderBy=description:asc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { path: 'orderBy', message: 'orderBy: unknown sort field "description"' },
    ]);
    expect((await list('?status=7')).statusCode).toBe(400);
  });

  it('treats % and _ in the search as plain characters', async () => {
    expect((await list('?search=%25')).json<CourseList>().total).toBe(0);
  });

  it('is admin-only: curators and speakers use /my', async () => {
    expect((await list('', 'curator')).statusCode).toBe(403);
    expect((await list('', 'speaker')).statusCode).toBe(403);
  });
});

describe('GET /api/courses/my and /my/count-by-status', () => {
  it('lists only the courses assigned to the caller, with the same query', async () => {
    const curatorId = await f.staffId('curator');
    const mine = (await list('/my?take=100', 'curator')).json<CourseList>();
    expect(mine.total).toBeGreaterThanOrEqual(5);
    expect(mine.items.every((c) => c.authors.some((a) => a.id === curatorId))).toBe(true);
    const drafts = (await list('/my?status=0&take=100', 'curator')).json<CourseList>();
    expect(drafts.items.every((c) => c.status === 0)).toBe(true);
    expect((await list('/my?orderBy=secret:asc', 'curator')).statusCode).toBe(400);
  });

  it('counts the caller’s courses per status, every status present', async () => {
    const response = await list('/my/count-by-status', 'speaker');
    expect(response.statusCode).toBe(200);
    const counts = response.json<{ status: number; count: number }[]>();
    expect(counts.map((c) => c.status)).toEqual([0, 1, 2, 3, 4]);
    const total = (await list('/my?take=100', 'speaker')).json<CourseList>().total;
    expect(counts.reduce((sum, c) => sum + c.count, 0)).toBe(total);
    const admin = (await list('/my/count-by-status')).json<{ count: number }[]>();
    expect(admin.every((c) => c.count === 0)).toBe(true);
  });
});

describe('GET /api/courses/{id}', () => {
  it('shows an admin any course with modules, history and the admin transitions', async () => {
    const { course } = await f.courseWithContent([2, 1]);
    const response = await list(`/${course.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<Course>();
    expect(body.modules.map((m) => m.lessons.length)).toEqual([2, 1]);
    expect(body).toMatchObject({ status: 0, allowedTransitions: [1, 3, 4], canEdit: true, history: [] });
  });

  it('shows an assigned author their course, and answers 403 to one not assigned', async () => {
    const course = await f.createCourse();
    expect((await list(`/${course.id}`, 'curator')).statusCode).toBe(403);
    await f.assign('curator', course.id);
    const mine = await list(`/${course.id}`, 'curator');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ allowedTransitions: [1], canEdit: true });
    expect((await list(`/${course.id}`, 'speaker')).statusCode).toBe(403);
  });

  it('answers 404 for an unknown course and 400 for a bad id', async () => {
    expect((await list('/999999')).statusCode).toBe(404);
    expect((await list('/abc')).statusCode).toBe(400);
  });
});

describe('POST /api/courses', () => {
  it('creates a draft with direction and cover and writes an audit event', async () => {
    const cover = await f.upload('image', 'cover.png', PNG_1PX);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: await f.as('admin'),
      payload: { name: ' Rust для бэкенда ', directionId: 1, level: 'advanced', coverFileId: cover.id },
    });
    expect(response.statusCode).toBe(201);
    const course = response.json<Course>();
    expect(course).toMatchObject({
      name: 'Rust для бэкенда',
      status: 0,
      level: 'advanced',
      directionId: 1,
      cover: cover.url,
      cost: 0,
      modules: [],
      authors: [],
    });
    const [event] = await f.auditOf('course.create', course.id);
    expect(event?.changes).toMatchObject({
      name: { from: null, to: 'Rust для бэкенда' },
      status: { from: null, to: 0 },
    });
  });

  it('validates with field paths', async () => {
    const headers = await f.as('admin');
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/courses', headers, payload });
    const noName = await post({ level: 'beginner' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors[0].path).toBe('name');
    expect((await post({ name: 'Курс', level: 'expert' })).json().errors[0].path).toBe('level');
    const direction = await post({ name: 'Курс', directionId: 99999 });
    expect(direction.statusCode).toBe(400);
    expect(direction.json().errors[0]).toEqual({ path: 'directionId', message: 'Направление не найдено' });
  });

  it('lets a speaker create a course and makes them its author', async () => {
    const headers = await f.as('speaker');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/courses',
      headers,
      payload: { name: 'Мой курс' },
    });
    expect(response.statusCode).toBe(201);
    const course = response.json();
    expect(course.status).toBe(0);
    expect(course.canEdit).toBe(true);
    const mine = await t.app.inject({ method: 'GET', url: '/api/courses/my?take=100', headers });
    expect(mine.json().items.map((item: { id: number }) => item.id)).toContain(course.id);
  });
});

describe('PATCH /api/courses/{id}', () => {
  const patch = async (id: number, payload: object, role: 'admin' | 'curator' = 'admin') =>
    t.app.inject({ method: 'PATCH', url: `/api/courses/${id}`, headers: await f.as(role), payload });

  it('edits details and audits the changed fields only', async () => {
    const course = await f.createCourse({ name: 'Старое имя' });
    const response = await patch(course.id, {
      name: 'Новое имя',
      description: 'Описание',
      level: 'beginner',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Новое имя', description: 'Описание' });
    const [event] = await f.auditOf('course.update', course.id);
    expect(event?.changes).toEqual({
      name: { from: 'Старое имя', to: 'Новое имя' },
      description: { from: '', to: 'Описание' },
    });
  });

  it('lets an assigned author edit in draft and "needs revision" only; admins any time', async () => {
    const course = await f.createCourse();
    await f.assign('curator', course.id);
    expect((await patch(course.id, { name: 'Черновик автора' }, 'curator')).statusCode).toBe(200);
    await f.forceStatus(course.id, 2);
    expect((await patch(course.id, { name: 'После правок' }, 'curator')).statusCode).toBe(200);
    for (const status of [1, 3, 4] as const) {
      await f.forceStatus(course.id, status);
      const locked = await patch(course.id, { name: 'Нельзя' }, 'curator');
      expect(locked.statusCode).toBe(403);
      expect(locked.json().message).toMatch(/^Автор может менять курс только/);
      expect((await patch(course.id, { name: `Админ ${status}` })).statusCode).toBe(200);
    }
  });

  it('answers 403 to a curator not assigned, 404 for an unknown course', async () => {
    const course = await f.createCourse();
    expect((await patch(course.id, { name: 'Чужой' }, 'curator')).statusCode).toBe(403);
    expect((await patch(999999, { name: 'Нет' })).statusCode).toBe(404);
    expect((await patch(course.id, { coverFileId: 999999 })).json().errors[0].path).toBe('coverFileId');
  });
});

describe('DELETE /api/courses/{id}', () => {
  it('deletes a course with its content (admins), audits it; 404 afterwards', async () => {
    const { course } = await f.courseWithContent([2]);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/courses/${course.id}`,
      headers: await f.as('admin'),
    });
    expect(response.statusCode).toBe(204);
    expect(await f.auditOf('course.delete', course.id)).toHaveLength(1);
    expect((await list(`/${course.id}`)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/courses/${course.id}`,
          headers: await f.as('admin'),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('is admin-only, even for an assigned author', async () => {
    const course = await f.createCourse();
    await f.assign('speaker', course.id);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/courses/${course.id}`,
      headers: await f.as('speaker'),
    });
    expect(response.statusCode).toBe(403);
  });
});
