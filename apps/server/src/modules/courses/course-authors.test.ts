import type { Course, CourseAuthorsResponse } from '@school/contracts';
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

const assignTo = async (staffId: number | string, payload: object, role: 'admin' | 'curator' = 'admin') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admins/${staffId}/assign-to-course`,
    headers: await f.as(role),
    payload,
  });

describe('POST /api/admins/{id}/assign-to-course', () => {
  it('assigns a curator, who then sees the course in /my; removing takes it away again', async () => {
    const course = await f.createCourse();
    const curatorId = await f.staffId('curator');
    const response = await assignTo(curatorId, { courseId: course.id });
    expect(response.statusCode).toBe(200);
    expect(response.json<CourseAuthorsResponse>()).toMatchObject({
      courseId: course.id,
      authors: [{ id: curatorId, role: 'curator', lastName: 'Кузнецова' }],
    });
    const mine = await t.app.inject({ url: `/api/courses/my?take=100`, headers: await f.as('curator') });
    expect(mine.json<{ items: Course[] }>().items.map((c) => c.id)).toContain(course.id);
    expect(
      (await t.app.inject({ url: `/api/courses/${course.id}`, headers: await f.as('curator') })).statusCode,
    ).toBe(200);

    expect((await assignTo(curatorId, { courseId: course.id })).json().authors).toHaveLength(1);
    const removed = await assignTo(curatorId, { courseId: course.id, assigned: false });
    expect(removed.json<CourseAuthorsResponse>().authors).toEqual([]);
    expect(
      (await t.app.inject({ url: `/api/courses/${course.id}`, headers: await f.as('curator') })).statusCode,
    ).toBe(403);
    const events = [
      ...(await f.auditOf('course.assign', course.id)),
      ...(await f.auditOf('course.unassign', course.id)),
    ];
    expect(events.map((e) => e.changes)).toEqual([
      { staffId: curatorId, role: 'curator' },
      { staffId: curatorId, role: 'curator' },
    ]);
  });

  it('refuses to assign an admin, an unknown course or an unknown person', async () => {
    const course = await f.createCourse();
    const admin = await assignTo(await f.staffId('admin'), { courseId: course.id });
    expect(admin.statusCode).toBe(400);
    expect(admin.json().errors[0].path).toBe('id');
    const noCourse = await assignTo(await f.staffId('speaker'), { courseId: 999999 });
    expect(noCourse.statusCode).toBe(400);
    expect(noCourse.json().errors[0].path).toBe('courseId');
    expect((await assignTo(999999, { courseId: course.id })).statusCode).toBe(404);
    expect((await assignTo(await f.staffId('speaker'), {})).json().errors[0].path).toBe('courseId');
  });

  it('is admin-only', async () => {
    const course = await f.createCourse();
    expect((await assignTo(await f.staffId('curator'), { courseId: course.id }, 'curator')).statusCode).toBe(
      403,
    );
  });
});
