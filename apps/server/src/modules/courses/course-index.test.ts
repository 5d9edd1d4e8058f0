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

const reorder = async (courseId: number, indexesData: object, role: 'admin' | 'curator' = 'admin') =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/courses/${courseId}/index`,
    headers: await f.as(role),
    payload: { indexesData },
  });
const shape = (course: Course) => course.modules.map((m) => [m.id, m.lessons.map((l) => l.id)]);

describe('PATCH /api/courses/{id}/index', () => {
  it('reorders modules, reorders lessons and moves a lesson between modules; the order persists', async () => {
    const { course, modules } = await f.courseWithContent([2, 2]);
    const [a, b] = modules;
    if (!a || !b) throw new Error('fixture');
    const [a1, a2] = a.lessons.map((l) => l.id);
    const [b1, b2] = b.lessons.map((l) => l.id);
    const indexesData = [
      { moduleId: b.module.id, lessonIds: [b2, a1, b1] },
      { moduleId: a.module.id, lessonIds: [a2] },
    ];
    const response = await reorder(course.id, indexesData);
    expect(response.statusCode).toBe(200);
    const expected = [
      [b.module.id, [b2, a1, b1]],
      [a.module.id, [a2]],
    ];
    expect(shape(response.json<Course>())).toEqual(expected);
    const again = await t.app.inject({ url: `/api/courses/${course.id}`, headers: await f.as('admin') });
    expect(shape(again.json<Course>())).toEqual(expected);
    expect(again.json<Course>().modules[0]?.lessons[1]).toMatchObject({
      id: a1,
      moduleId: b.module.id,
      position: 1,
    });
    const [event] = await f.auditOf('course.reorder', course.id);
    expect(event?.changes).toEqual({ indexesData });
  });

  it('«Отменить» puts the previous order back; after a module is added it is a 409 and the order stays', async () => {
    const { course, modules } = await f.courseWithContent([2, 1]);
    const [a, b] = modules;
    if (!a || !b) throw new Error('fixture');
    const page = async () =>
      shape(
        (
          await t.app.inject({ url: `/api/courses/${course.id}`, headers: await f.as('admin') })
        ).json<Course>(),
      );
    const undo = async (token: string) =>
      t.app.inject({ method: 'POST', url: `/api/undo/${token}`, headers: await f.as('admin') });
    const before = await page();
    const moved = [
      { moduleId: b.module.id, lessonIds: b.lessons.map((l) => l.id) },
      { moduleId: a.module.id, lessonIds: a.lessons.map((l) => l.id).reverse() },
    ];
    const first = (await reorder(course.id, moved)).json<{ undo: { token: string } }>();
    const undone = await undo(first.undo.token);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await page()).toEqual(before);

    const again = (await reorder(course.id, moved)).json<{ undo: { token: string } }>();
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/courses/${course.id}/modules`,
      headers: await f.as('admin'),
      payload: { name: 'Новый модуль' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const refused = await undo(again.undo.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Отменить нельзя: данные уже изменились');
    expect((await page()).slice(0, 2)).toEqual(moved.map((m) => [m.moduleId, m.lessonIds]));
  });

  it.each([
    [
      'a missing module',
      (m: number[], l: number[][]) => [{ moduleId: m[0], lessonIds: [...(l[0] ?? []), ...(l[1] ?? [])] }],
      'indexesData',
    ],
    [
      'a repeated module',
      (m: number[], l: number[][]) => [
        { moduleId: m[0], lessonIds: l[0] },
        { moduleId: m[0], lessonIds: l[1] },
      ],
      'indexesData.1.moduleId',
    ],
    [
      'a foreign module',
      (m: number[], l: number[][]) => [
        { moduleId: m[0], lessonIds: l[0] },
        { moduleId: 1, lessonIds: l[1] },
      ],
      'indexesData.1.moduleId',
    ],
    [
      'a missing lesson',
      (m: number[], l: number[][]) => [
        { moduleId: m[0], lessonIds: l[0] },
        { moduleId: m[1], lessonIds: [] },
      ],
      'indexesData',
    ],
    [
      'a repeated lesson',
      (m: number[], l: number[][]) => [
        { moduleId: m[0], lessonIds: l[0] },
        { moduleId: m[1], lessonIds: [...(l[1] ?? []), l[0]?.[0]] },
      ],
      'indexesData.1.lessonIds.1',
    ],
    [
      'a foreign lesson',
      (m: number[], l: number[][]) => [
        { moduleId: m[0], lessonIds: [1, ...(l[0] ?? [])] },
        { moduleId: m[1], lessonIds: l[1] },
      ],
      'indexesData.0.lessonIds.0',
    ],
  ])('refuses %s with a 400 and leaves the order alone', async (_name, build, path) => {
    const { course, modules } = await f.courseWithContent([1, 1]);
    const moduleIds = modules.map((m) => m.module.id);
    const lessonIds = modules.map((m) => m.lessons.map((l) => l.id));
    const response = await reorder(course.id, build(moduleIds, lessonIds));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe(path);
    const after = await t.app.inject({ url: `/api/courses/${course.id}`, headers: await f.as('admin') });
    expect(shape(after.json<Course>())).toEqual(moduleIds.map((id, i) => [id, lessonIds[i]]));
  });

  it('lets the assigned author reorder a draft but not a published course; 403 to others', async () => {
    const { course, modules } = await f.courseWithContent([1, 1]);
    const reversed = [...modules]
      .reverse()
      .map((m) => ({ moduleId: m.module.id, lessonIds: m.lessons.map((l) => l.id) }));
    expect((await reorder(course.id, reversed, 'curator')).statusCode).toBe(403);
    await f.assign('curator', course.id);
    expect((await reorder(course.id, reversed, 'curator')).statusCode).toBe(200);
    await f.forceStatus(course.id, 3);
    expect((await reorder(course.id, reversed, 'curator')).statusCode).toBe(403);
    expect((await reorder(999999, reversed)).statusCode).toBe(404);
  });
});

describe('PATCH /api/modules/{id}/index', () => {
  it('reorders the lessons of one module and refuses anything but a permutation', async () => {
    const { course, modules } = await f.courseWithContent([3, 1]);
    const module = modules[0];
    if (!module) throw new Error('fixture');
    const ids = module.lessons.map((l) => l.id);
    const url = `/api/modules/${module.module.id}/index`;
    const headers = await f.as('admin');
    const response = await t.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { lessonIds: [...ids].reverse() },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<CourseModule>().lessons.map((l) => l.id)).toEqual([...ids].reverse());
    const other = modules[1]?.lessons[0]?.id ?? 0;
    for (const [lessonIds, path] of [
      [ids.slice(1), 'lessonIds'],
      [[...ids, other], 'lessonIds.3'],
      [[ids[0], ids[0], ids[1]], 'lessonIds.1'],
    ] as const) {
      const bad = await t.app.inject({ method: 'PATCH', url, headers, payload: { lessonIds } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].path).toBe(path);
    }
    const after = await t.app.inject({ url: `/api/courses/${course.id}`, headers });
    expect(after.json<Course>().modules[0]?.lessons.map((l) => l.id)).toEqual([...ids].reverse());
    expect(await f.auditOf('module.reorder', module.module.id)).toHaveLength(1);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/modules/999999/index',
          headers,
          payload: { lessonIds: [] },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('offers «Отменить»: the previous order comes back; a lesson added to the module since makes it a 409', async () => {
    const { course, modules } = await f.courseWithContent([3]);
    const module = modules[0];
    if (!module) throw new Error('fixture');
    const ids = module.lessons.map((l) => l.id);
    const url = `/api/modules/${module.module.id}/index`;
    const headers = await f.as('admin');
    const order = async () =>
      (await t.app.inject({ url: `/api/courses/${course.id}`, headers }))
        .json<Course>()
        .modules[0]?.lessons.map((l) => l.id);
    const moved = [ids[2], ids[0], ids[1]];
    const first = (
      await t.app.inject({ method: 'PATCH', url, headers, payload: { lessonIds: moved } })
    ).json<{
      undo: { token: string };
    }>();
    const undone = await t.app.inject({ method: 'POST', url: `/api/undo/${first.undo.token}`, headers });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await order()).toEqual(ids);
    expect(await f.auditOf('module.undo', module.module.id)).toHaveLength(1);

    const again = (
      await t.app.inject({ method: 'PATCH', url, headers, payload: { lessonIds: moved } })
    ).json<{
      undo: { token: string };
    }>();
    const added = await f.addLesson(module.module.id, { name: 'Урок после перестановки' });
    const refused = await t.app.inject({ method: 'POST', url: `/api/undo/${again.undo.token}`, headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Отменить нельзя: данные уже изменились');
    expect(await order()).toEqual([...moved, added.id]);
  });
});
