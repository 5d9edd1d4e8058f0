import type { StaffSalesResponse } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseAuthors } from '../../db/schema/course-authors.table';
import { courses } from '../../db/schema/courses.table';
import { courseFixtures } from '../../test/course-fixtures';
import { insertTestPayments, insertTestStudent } from '../../test/payment-fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

/** The profile tab sales-courses: payments for the courses a member of staff authors, with their totals. */
let t: TestApp;
let curatorId = 0;
let speakerId = 0;
let curatorCourse = 0;
let speakerCourse = 0;
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const fx = courseFixtures(t);
  curatorId = await fx.staffId('curator');
  speakerId = await fx.staffId('speaker');
  const db = t.database.db;
  const made = await db
    .insert(courses)
    .values([{ name: 'Курс куратора о продажах' }, { name: 'Курс спикера о продажах' }])
    .returning({ id: courses.id });
  curatorCourse = made[0]!.id;
  speakerCourse = made[1]!.id;
  await db.insert(courseAuthors).values([
    { courseId: curatorCourse, staffId: curatorId },
    { courseId: speakerCourse, staffId: speakerId },
  ]);
  const studentId = await insertTestStudent(db, 'Ученикова');
  ids.push(
    ...(await insertTestPayments(db, [
      { studentId, courseId: curatorCourse, amount: '0.10', createdAt: '2001-02-01T10:00:00Z' },
      { studentId, courseId: curatorCourse, amount: '0.20', createdAt: '2001-02-02T10:00:00Z' },
      {
        studentId,
        courseId: curatorCourse,
        amount: '300.00',
        status: 'refunded',
        createdAt: '2001-02-03T10:00:00Z',
      },
      {
        studentId,
        courseId: curatorCourse,
        amount: '5.00',
        status: 'rejected',
        createdAt: '2001-02-04T10:00:00Z',
      },
      { studentId, courseId: speakerCourse, amount: '999.00', createdAt: '2001-02-01T10:00:00Z' },
    ])),
  );
});
afterAll(() => t.close());

/** The demo data sells the demo authors' courses too, but never in 2001. */
const YEAR_2001 = 'dateFrom=2001-01-01&dateTo=2001-12-31';
const sales = async (role: 'admin' | 'curator' | 'speaker', staffId: number, query = YEAR_2001) =>
  t.app.inject({ url: `/api/admins/${staffId}/sales?${query}`, headers: bearer(await t.loginAs(role)) });

describe('GET /api/admins/{id}/sales', () => {
  it('lists a curator’s own course sales with their totals, newest first', async () => {
    const response = await sales('curator', curatorId);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<StaffSalesResponse>();
    expect(body.items.map((item) => item.id)).toEqual([ids[3], ids[2], ids[1], ids[0]]);
    expect(body.total).toBe(4);
    expect(body.totals).toEqual({
      payments: 4,
      paidPayments: 3,
      paidAmount: 300.3,
      refundedPayments: 1,
      refundedAmount: 300,
      netAmount: 0.3,
      fee: 0,
    });
  });

  it('filters by status and school days, the totals with them', async () => {
    const confirmed = (
      await sales('curator', curatorId, `${YEAR_2001}&status=confirmed`)
    ).json<StaffSalesResponse>();
    expect(confirmed.items.map((item) => item.id)).toEqual([ids[1], ids[0]]);
    expect(confirmed.totals.paidAmount).toBe(0.3);
    const day = (
      await sales('curator', curatorId, 'dateFrom=2001-02-02&dateTo=2001-02-03')
    ).json<StaffSalesResponse>();
    expect(day.items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    expect(
      (await sales('curator', curatorId, `${YEAR_2001}&courseId=${speakerCourse}`)).json<StaffSalesResponse>()
        .total,
    ).toBe(0);
    expect((await sales('curator', curatorId, 'dateFrom=2001-02-03&dateTo=2001-02-01')).statusCode).toBe(400);
  });

  it('lets an admin see anyone’s sales, and refuses a curator or speaker someone else’s', async () => {
    const speakers = (await sales('admin', speakerId)).json<StaffSalesResponse>();
    expect(speakers.items.map((item) => item.id)).toEqual([ids[4]]);
    expect(speakers.totals.paidAmount).toBe(999);
    expect((await sales('speaker', speakerId)).statusCode).toBe(200);
    expect((await sales('curator', speakerId)).statusCode).toBe(403);
    expect((await sales('speaker', curatorId)).statusCode).toBe(403);
    expect((await sales('admin', 2_000_000_000)).statusCode).toBe(404);
  });
});

describe('admin-only payment routes', () => {
  it('answer 403 to curators and speakers', async () => {
    const routes: [string, string, object?][] = [
      ['GET', '/api/payments'],
      ['GET', '/api/payments/totals'],
      ['GET', '/api/payments/csv'],
      ['GET', `/api/payments/${ids[0]}`],
      ['POST', `/api/payments/${ids[0]}/refunds`, { amount: 0.01 }],
      ['PATCH', `/api/payments/${ids[3]}/status`, { status: 'confirmed' }],
    ];
    for (const role of ['curator', 'speaker'] as const) {
      const headers = bearer(await t.loginAs(role));
      for (const [method, url, payload] of routes) {
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          headers,
          ...(payload ? { payload } : {}),
        });
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    const admin = bearer(await t.loginAs('admin'));
    expect((await t.app.inject({ url: `/api/payments/${ids[0]}`, headers: admin })).statusCode).toBe(200);
  });
});
