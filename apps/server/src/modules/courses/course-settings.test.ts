import type { Course } from '@school/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/courses.table';
import { courseFixtures } from '../../test/course-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof courseFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = courseFixtures(t);
});
afterAll(() => t.close());

const patch = async (url: string, payload: object, role: 'admin' | 'curator' = 'admin') =>
  t.app.inject({ method: 'PATCH', url, headers: await f.as(role), payload });

describe('PATCH /api/courses/{id}/cost', () => {
  it('stores roubles with kopecks exactly and answers them as numbers', async () => {
    const course = await f.createCourse();
    const response = await patch(`/api/courses/${course.id}/cost`, {
      costBeforeDiscount: 19_990.99,
      personalDiscount: 1000.5,
      cost: 18_990.49,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      costBeforeDiscount: 19_990.99,
      personalDiscount: 1000.5,
      cost: 18_990.49,
    });
    const [row] = await t.database.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row?.cost).toBe(18_990.49);
    const [event] = await f.auditOf('course.cost', course.id);
    expect(event?.changes).toMatchObject({ cost: { from: 0, to: 18_990.49 } });
  });

  it.each([
    [{ costBeforeDiscount: -1, personalDiscount: 0, cost: -1 }, 'costBeforeDiscount'],
    [{ costBeforeDiscount: 100, personalDiscount: -5, cost: 105 }, 'personalDiscount'],
    [{ costBeforeDiscount: 100, personalDiscount: 150, cost: 0 }, 'personalDiscount'],
    [{ costBeforeDiscount: 100, personalDiscount: 10, cost: 95 }, 'cost'],
    [{ costBeforeDiscount: 100.001, personalDiscount: 0, cost: 100.001 }, 'costBeforeDiscount'],
    [{ costBeforeDiscount: 100, personalDiscount: 0 }, 'cost'],
  ])('refuses %j with a 400 on %s', async (payload, path) => {
    const course = await f.createCourse();
    const response = await patch(`/api/courses/${course.id}/cost`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe(path);
  });

  it('is admin-only, also for an assigned author', async () => {
    const course = await f.createCourse();
    await f.assign('curator', course.id);
    const body = { costBeforeDiscount: 10, personalDiscount: 0, cost: 10 };
    expect((await patch(`/api/courses/${course.id}/cost`, body, 'curator')).statusCode).toBe(403);
    expect((await patch('/api/courses/999999/cost', body)).statusCode).toBe(404);
  });
});

describe('view, main page and TOP toggles', () => {
  it.each([
    ['view', 'isVisible', 'course.view'],
    ['main', 'isOnMain', 'course.main'],
    ['top', 'isTop', 'course.top'],
  ] as const)('PATCH /{id}/%s sets %s and back, audited once per change', async (path, field, action) => {
    const course = await f.createCourse();
    const on = await patch(`/api/courses/${course.id}/${path}`, { [field]: true });
    expect(on.statusCode).toBe(200);
    expect(on.json<Course>()[field]).toBe(true);
    await patch(`/api/courses/${course.id}/${path}`, { [field]: true });
    const off = await patch(`/api/courses/${course.id}/${path}`, { [field]: false });
    expect(off.json<Course>()[field]).toBe(false);
    expect(await f.auditOf(action, course.id)).toHaveLength(2);
    expect((await patch(`/api/courses/${course.id}/${path}`, { [field]: 'yes' })).json().errors[0].path).toBe(
      field,
    );
    expect((await patch(`/api/courses/${course.id}/${path}`, { [field]: true }, 'curator')).statusCode).toBe(
      403,
    );
  });

  it('puts a course last on the main page and clears its place when removed', async () => {
    const course = await f.createCourse();
    await patch(`/api/courses/${course.id}/main`, { isOnMain: true });
    const [on] = await t.database.db.select().from(courses).where(eq(courses.id, course.id));
    expect(on?.mainPosition).toBeGreaterThan(0);
    await patch(`/api/courses/${course.id}/main`, { isOnMain: false });
    const [off] = await t.database.db.select().from(courses).where(eq(courses.id, course.id));
    expect(off?.mainPosition).toBeNull();
  });
});
