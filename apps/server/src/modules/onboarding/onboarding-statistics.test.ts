import type { OnboardingStatisticsResponse } from '@school/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingSteps, studentOnboarding } from '../../db/schema/onboarding.table';
import { students } from '../../db/schema/students.table';
import { insertTestStudent } from '../../test/payment-fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { toFunnel } from './onboarding-statistics';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.loginAs('admin'));
});
afterAll(() => t.close());

async function studentSignedUpAt(createdAt: string): Promise<number> {
  const id = await insertTestStudent(t.database.db, 'Новичок');
  await t.database.db
    .update(students)
    .set({ createdAt: new Date(createdAt) })
    .where(eq(students.id, id));
  return id;
}

const statistics = (query: string) =>
  t.app.inject({ url: `/api/students/onboarding/statistics?${query}`, headers: admin });

describe('toFunnel', () => {
  it('converts from the previous step (the cohort first) and gives 0 instead of dividing by zero', () => {
    const step = (id: number, reached: number) => ({ id, title: `Шаг ${id}`, position: id, reached });
    expect(toFunnel(4, [step(1, 3), step(2, 2), step(3, 0), step(4, 1)]).steps).toEqual([
      { ...step(1, 3), conversion: 0.75, dropOff: 1 },
      { ...step(2, 2), conversion: 2 / 3, dropOff: 1 },
      { ...step(3, 0), conversion: 0, dropOff: 2 },
      { ...step(4, 1), conversion: 0, dropOff: -1 },
    ]);
    expect(toFunnel(0, [step(1, 0)])).toEqual({
      students: 0,
      steps: [{ ...step(1, 0), conversion: 0, dropOff: 0 }],
    });
  });
});

describe('GET /api/students/onboarding/statistics', () => {
  it('gives the funnel of the students who signed up in the period (Moscow days)', async () => {
    // Steps ahead of any other (negative positions), so the funnel's first steps are the test's own.
    const steps = await t.database.db
      .insert(onboardingSteps)
      .values([
        { title: 'Тест: профиль', position: -103 },
        { title: 'Тест: первый урок', position: -102 },
        { title: 'Тест: домашнее задание', position: -101 },
        { title: 'Тест: оплата', position: -100 },
      ])
      .returning({ id: onboardingSteps.id });
    const [profile, lesson, homework, payment] = steps.map((step) => step.id) as [
      number,
      number,
      number,
      number,
    ];
    // June 2002: Moscow summer time, UTC+4.
    const a = await studentSignedUpAt('2002-05-31T20:00:00Z'); // 1 June 00:00 Moscow: in
    const b = await studentSignedUpAt('2002-06-10T12:00:00Z');
    const c = await studentSignedUpAt('2002-06-20T12:00:00Z');
    const d = await studentSignedUpAt('2002-06-30T19:59:59Z'); // 30 June 23:59:59 Moscow: in
    const before = await studentSignedUpAt('2002-05-31T19:59:59Z'); // 31 May: out
    const after = await studentSignedUpAt('2002-06-30T20:00:00Z'); // 1 July: out
    const done = (studentId: number, stepId: number) => ({
      studentId,
      stepId,
      completedAt: new Date('2002-07-05'),
    });
    await t.database.db.insert(studentOnboarding).values([
      done(a, profile),
      done(b, profile),
      done(c, profile),
      done(a, lesson),
      done(b, lesson),
      done(d, payment), // skipped the steps before it
      done(before, profile),
      done(before, lesson),
      done(after, homework),
    ]);

    const response = await statistics('dateFrom=2002-06-01&dateTo=2002-06-30');
    expect(response.statusCode).toBe(200);
    const body = response.json<OnboardingStatisticsResponse>();
    expect(body.students).toBe(4);
    expect(body.steps.slice(0, 4)).toEqual([
      { id: profile, title: 'Тест: профиль', position: -103, reached: 3, conversion: 0.75, dropOff: 1 },
      { id: lesson, title: 'Тест: первый урок', position: -102, reached: 2, conversion: 2 / 3, dropOff: 1 },
      {
        id: homework,
        title: 'Тест: домашнее задание',
        position: -101,
        reached: 0,
        conversion: 0,
        dropOff: 2,
      },
      { id: payment, title: 'Тест: оплата', position: -100, reached: 1, conversion: 0, dropOff: -1 },
    ]);
    // Any other steps: nobody of this cohort reached them.
    expect(body.steps.slice(4).every((step) => step.reached === 0)).toBe(true);
  });

  it('gives an empty cohort and zero conversions for a period without sign-ups', async () => {
    const body = (
      await statistics('dateFrom=2004-02-01&dateTo=2004-02-29')
    ).json<OnboardingStatisticsResponse>();
    expect(body.students).toBe(0);
    expect(
      body.steps.every((step) => step.reached === 0 && step.conversion === 0 && step.dropOff === 0),
    ).toBe(true);
  });

  it('answers 400 naming the field for a reversed or missing period', async () => {
    const reversed = await statistics('dateFrom=2002-06-30&dateTo=2002-06-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([expect.objectContaining({ path: 'dateTo' })]);
    const missing = await statistics('dateFrom=2002-06-30');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { path: string }) => e.path)).toContain('dateTo');
  });

  it('lives beside /api/students/{id}: both answer', async () => {
    const id = await studentSignedUpAt('2002-08-01T12:00:00Z');
    const student = await t.app.inject({ url: `/api/students/${id}`, headers: admin });
    expect(student.statusCode).toBe(200);
    expect(student.json()).toMatchObject({ id, firstName: 'Новичок' });
    expect((await statistics('dateFrom=2002-08-01&dateTo=2002-08-01')).json()).toMatchObject({ students: 1 });
  });

  it('refuses curators and speakers', async () => {
    for (const role of ['curator', 'speaker'] as const) {
      const response = await t.app.inject({
        url: '/api/students/onboarding/statistics?dateFrom=2002-06-01&dateTo=2002-06-30',
        headers: bearer(await t.loginAs(role)),
      });
      expect(response.statusCode).toBe(403);
    }
  });
});
