import type { Course, CourseModule } from '@school/contracts';
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

type Role = 'admin' | 'curator' | 'speaker';
const call = async (
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  role: Role = 'admin',
) => t.app.inject({ method, url, headers: await f.as(role), ...(payload ? { payload } : {}) });

describe('POST /api/courses/{id}/modules', () => {
  it('adds modules at the end of the course and audits them', async () => {
    const course = await f.createCourse();
    const first = await call('POST', `/api/courses/${course.id}/modules`, { name: ' Введение ' });
    const second = await call('POST', `/api/courses/${course.id}/modules`, { name: 'Практика' });
    expect(first.statusCode).toBe(201);
    expect(first.json<CourseModule>()).toMatchObject({
      courseId: course.id,
      name: 'Введение',
      position: 0,
      lessons: [],
    });
    expect(second.json<CourseModule>().position).toBe(1);
    expect(await f.auditOf('module.create', first.json<CourseModule>().id)).toHaveLength(1);
  });

  it('validates the name and answers 404 / 403', async () => {
    const course = await f.createCourse();
    const empty = await call('POST', `/api/courses/${course.id}/modules`, { name: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].path).toBe('name');
    expect((await call('POST', '/api/courses/999999/modules', { name: 'М' })).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/courses/${course.id}/modules`, { name: 'М' }, 'speaker')).statusCode,
    ).toBe(403);
  });

  it('lets the assigned author add modules while the course is a draft only', async () => {
    const course = await f.createCourse();
    await f.assign('speaker', course.id);
    expect(
      (await call('POST', `/api/courses/${course.id}/modules`, { name: 'М' }, 'speaker')).statusCode,
    ).toBe(201);
    await f.forceStatus(course.id, 1);
    expect(
      (await call('POST', `/api/courses/${course.id}/modules`, { name: 'М2' }, 'speaker')).statusCode,
    ).toBe(403);
  });
});

describe('PATCH and DELETE /api/modules/{id}', () => {
  it('renames a module', async () => {
    const course = await f.createCourse();
    const module = await f.addModule(course.id, 'Было');
    const response = await call('PATCH', `/api/modules/${module.id}`, { name: 'Стало' });
    expect(response.statusCode).toBe(200);
    expect(response.json<CourseModule>().name).toBe('Стало');
    const [event] = await f.auditOf('module.update', module.id);
    expect(event?.changes).toEqual({ name: { from: 'Было', to: 'Стало' } });
    expect((await call('PATCH', `/api/modules/${module.id}`, { name: ' ' })).statusCode).toBe(400);
  });

  it('deletes a module with its lessons; from «Корзина» all of it comes back in its place', async () => {
    const { course, modules } = await f.courseWithContent([2, 1]);
    const doomed = modules[0];
    if (!doomed) throw new Error('fixture');
    const before = (
      await t.app.inject({ url: `/api/courses/${course.id}`, headers: await f.as('admin') })
    ).json<Course>();
    const removed = await call('DELETE', `/api/modules/${doomed.module.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().undo.token).toEqual(expect.any(String));
    const after = (
      await t.app.inject({ url: `/api/courses/${course.id}`, headers: await f.as('admin') })
    ).json<Course>();
    expect(after.modules.map((m) => m.id)).toEqual([modules[1]?.module.id]);
    expect(after.lessonCount).toBe(1);
    const lesson = doomed.lessons[0]?.id;
    expect(
      (await t.app.inject({ url: `/api/lessons/${lesson}`, headers: await f.as('admin') })).statusCode,
    ).toBe(404);
    const [event] = await f.auditOf('module.delete', doomed.module.id);
    expect(event?.changes).toMatchObject({
      courseId: { from: course.id, to: null },
      lessonIds: { from: doomed.lessons.map((l) => l.id), to: null },
    });

    const trash = await t.app.inject({ url: '/api/trash?section=module', headers: await f.as('admin') });
    const kept = trash
      .json<{ items: { id: number; entityId: number }[] }>()
      .items.find((item) => item.entityId === doomed.module.id);
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/trash/${kept!.id}/restore`,
      headers: await f.as('admin'),
    });
    expect(restored.json()).toMatchObject({ link: `/courses/${course.id}` });
    const back = (
      await t.app.inject({ url: `/api/courses/${course.id}`, headers: await f.as('admin') })
    ).json<Course>();
    expect(back.modules).toEqual(before.modules);
    expect(back.lessonCount).toBe(before.lessonCount);
  });

  it('answers 404 for unknown modules and 403 to a curator not assigned', async () => {
    expect((await call('PATCH', '/api/modules/999999', { name: 'X' })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/modules/999999')).statusCode).toBe(404);
    const course = await f.createCourse();
    const module = await f.addModule(course.id);
    expect((await call('PATCH', `/api/modules/${module.id}`, { name: 'X' }, 'curator')).statusCode).toBe(403);
    expect((await call('DELETE', `/api/modules/${module.id}`, undefined, 'curator')).statusCode).toBe(403);
  });
});
