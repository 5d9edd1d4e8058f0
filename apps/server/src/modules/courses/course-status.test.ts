import { COURSE_STATUSES, type Course, type CourseStatus } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseFixtures } from '../../test/course-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof courseFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = courseFixtures(t);
});
afterAll(() => t.close());

/** docs/decisions/003-course-workflow.md, written out independently of the contracts' table. */
const ADMIN: Record<CourseStatus, CourseStatus[]> = {
  0: [1, 3, 4],
  1: [2, 3, 4],
  2: [1, 3, 4],
  3: [2, 4],
  4: [0, 3],
};
const AUTHOR: Record<CourseStatus, CourseStatus[]> = { 0: [1], 1: [], 2: [1], 3: [], 4: [] };

const pairs = COURSE_STATUSES.flatMap((from) => COURSE_STATUSES.map((to) => [from, to] as const));
const COMMENT = 'Поправьте описание второго модуля';

async function move(courseId: number, status: CourseStatus, role: 'admin' | 'curator', comment?: string) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/courses/${courseId}/status`,
    headers: await f.as(role),
    payload: comment === undefined ? { status } : { status, comment },
  });
}

describe('PATCH /api/courses/{id}/status as an admin', () => {
  it.each(pairs)('%i → %i follows the table', async (from, to) => {
    const course = await f.createCourse();
    await f.forceStatus(course.id, from);
    const response = await move(course.id, to, 'admin', to === 2 ? COMMENT : undefined);
    if (!ADMIN[from].includes(to)) {
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].path).toBe('status');
      expect(response.json().message).toMatch(
        from === to ? /^Курс уже в статусе «/ : /^Нельзя перевести курс из статуса «/,
      );
      return;
    }
    expect(response.statusCode).toBe(200);
    const body = response.json<Course>();
    expect(body.status).toBe(to);
    expect(body.allowedTransitions).toEqual(ADMIN[to]);
    expect(body.history[0]).toMatchObject({
      fromStatus: from,
      toStatus: to,
      comment: to === 2 ? COMMENT : null,
      staff: { lastName: 'Морозов' },
    });
    expect(body.publishedAt !== null).toBe(to === 3);
    const [event] = await f.auditOf('course.status', course.id);
    expect(event?.changes).toMatchObject({ status: { from, to } });
  });
});

describe('PATCH /api/courses/{id}/status as the assigned author', () => {
  it.each(pairs)('%i → %i follows the table', async (from, to) => {
    const course = await f.createCourse();
    await f.assign('curator', course.id);
    await f.forceStatus(course.id, from);
    const response = await move(course.id, to, 'curator', to === 2 ? COMMENT : undefined);
    if (AUTHOR[from].includes(to)) {
      expect(response.statusCode).toBe(200);
      expect(response.json<Course>()).toMatchObject({ status: to, allowedTransitions: [], canEdit: false });
      expect(response.json<Course>().history[0]).toMatchObject({ fromStatus: from, toStatus: to });
      return;
    }
    // A move only an admin may make is a 403; a move nobody may make is a 400.
    expect(response.statusCode).toBe(ADMIN[from].includes(to) ? 403 : 400);
    const after = await t.app.inject({ url: `/api/courses/${course.id}`, headers: await f.as('admin') });
    expect(after.json<Course>()).toMatchObject({ status: from, history: [] });
  });
});

describe('status rules', () => {
  it('needs a comment to return for revision', async () => {
    const course = await f.createCourse();
    await f.forceStatus(course.id, 1);
    for (const payload of [{ status: 2 }, { status: 2, comment: '   ' }]) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/courses/${course.id}/status`,
        headers: await f.as('admin'),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { path: 'comment', message: 'Укажите комментарий: что нужно исправить' },
      ]);
    }
  });

  it('answers 403 to a curator not assigned and 404 for an unknown course', async () => {
    const course = await f.createCourse();
    expect((await move(course.id, 1, 'curator')).statusCode).toBe(403);
    expect((await move(999999, 1, 'admin')).statusCode).toBe(404);
    expect((await move(course.id, 9 as CourseStatus, 'admin')).statusCode).toBe(400);
  });

  it('keeps the whole history, newest first, through a full round', async () => {
    const course = await f.createCourse();
    await f.assign('speaker', course.id);
    const speaker = await f.as('speaker');
    const steps: [CourseStatus, 'admin' | 'speaker', string?][] = [
      [1, 'speaker'],
      [2, 'admin', COMMENT],
      [1, 'speaker'],
      [3, 'admin'],
      [4, 'admin', 'Временно закрыт'],
      [0, 'admin'],
    ];
    for (const [status, role, comment] of steps) {
      const headers = role === 'speaker' ? speaker : await f.as('admin');
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/courses/${course.id}/status`,
        headers,
        payload: { status, comment },
      });
      expect(response.statusCode).toBe(200);
    }
    const body = (await t.app.inject({ url: `/api/courses/${course.id}`, headers: speaker })).json<Course>();
    expect(body.history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [4, 0],
      [3, 4],
      [1, 3],
      [2, 1],
      [1, 2],
      [0, 1],
    ]);
    expect(body.history[1]?.comment).toBe('Временно закрыт');
    expect(body.history.at(-1)?.staff?.lastName).toBe('Волков');
  });
});
