import type { SubscriptionStatisticsResponse } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema/subscriptions.table';
import { insertTestPayments, insertTestStudent } from '../../test/payment-fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { subscriptionStatistics } from './sales-statistics.service';

/** Hand-computed subscription statistics over plans of January–April 2004 (no demo data there; Moscow UTC+3). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const studentId = await insertTestStudent(t.database.db);
  const plan = (startedAt: string, price: string | null, periodMonths: number, endedAt?: string) => ({
    studentId,
    plan: 'Клуб',
    startedAt: new Date(startedAt),
    currentPeriodEnd: new Date(Date.parse(startedAt) + 30 * 86_400_000),
    price,
    periodMonths,
    isCustom: price === null,
    endedAt: endedAt ? new Date(endedAt) : null,
  });
  await t.database.db.insert(subscriptions).values([
    plan('2004-01-15T10:00:00Z', '1000.00', 1), // 1000.00 a month, still running
    plan('2004-01-20T10:00:00Z', '2999.99', 3, '2004-03-10T10:00:00Z'), // 1000.00 a month, ends in March
    plan('2004-02-05T10:00:00Z', '500.00', 12, '2004-02-25T10:00:00Z'), // 41.67, ends in its first month
    plan('2004-02-10T10:00:00Z', '100.00', 1, '2004-04-01T10:00:00Z'), // ends in April
    plan('2004-02-29T20:59:00Z', '300.00', 1), // 29.02 23:59 in Moscow: February
    plan('2004-02-29T21:00:00Z', '200.00', 6), // 01.03 00:00: March, 33.33 a month
    plan('2004-01-01T10:00:00Z', null, 1), // granted by staff: not counted
  ]);
  await insertTestPayments(t.database.db, [
    { studentId, amount: '1000.00', status: 'repeat_confirmed', createdAt: '2004-02-10T10:00:00Z' },
    { studentId, amount: '1000.00', status: 'repeat_refunded', createdAt: '2004-02-20T10:00:00Z' },
    { studentId, amount: '1000.00', status: 'repeat_rejected', createdAt: '2004-02-21T10:00:00Z' },
    { studentId, amount: '1000.00', status: 'confirmed', createdAt: '2004-02-22T10:00:00Z' },
    { studentId, amount: '100.00', status: 'repeat_confirmed', createdAt: '2004-03-31T21:00:00Z' }, // 01.04
  ]);
});
afterAll(() => t.close());

const PERIOD = { dateFrom: '2004-01-10', dateTo: '2004-04-05' };

describe('GET /api/subscriptions/statistics', () => {
  it('gives each month its active subscriptions, MRR, new, churned, renewals, churn rate and ARPU, and LTV by cohort', async () => {
    const response = await t.app.inject({
      url: `/api/subscriptions/statistics?dateFrom=${PERIOD.dateFrom}&dateTo=${PERIOD.dateTo}`,
      headers: bearer(await t.loginAs('admin')),
    });
    expect(response.statusCode).toBe(200);
    const { months, retention, ltv } = response.json<SubscriptionStatisticsResponse>();
    expect(months).toEqual([
      {
        month: '2004-01-01',
        active: 2,
        mrr: 2000,
        newSubscriptions: 2,
        newMrr: 2000,
        renewals: 0,
        churned: 0,
        churnedMrr: 0,
        activeAtStart: 0,
        churnedOfActive: 0,
        churnRate: null,
        payingStudents: 0,
        netRevenue: 0,
        arpu: null,
      },
      {
        month: '2004-02-01',
        active: 4,
        mrr: 2400,
        newSubscriptions: 3,
        newMrr: 441.67,
        renewals: 2,
        churned: 1,
        churnedMrr: 41.67,
        activeAtStart: 2,
        churnedOfActive: 0,
        churnRate: 0,
        payingStudents: 1,
        netRevenue: 2000,
        arpu: 2000,
      },
      {
        month: '2004-03-01',
        active: 4,
        mrr: 1433.33,
        newSubscriptions: 1,
        newMrr: 33.33,
        renewals: 0,
        churned: 1,
        churnedMrr: 1000,
        activeAtStart: 4,
        churnedOfActive: 1,
        churnRate: 0.25,
        payingStudents: 0,
        netRevenue: 0,
        arpu: null,
      },
      {
        month: '2004-04-01',
        active: 3,
        mrr: 1333.33,
        newSubscriptions: 0,
        newMrr: 0,
        renewals: 1,
        churned: 1,
        churnedMrr: 100,
        activeAtStart: 4,
        churnedOfActive: 1,
        churnRate: 0.25,
        payingStudents: 1,
        netRevenue: 100,
        arpu: 100,
      },
    ]);
    expect(
      retention.map((cohort) => [cohort.month, cohort.subscriptions, cohort.retained.slice(0, 4)]),
    ).toEqual([
      ['2004-01-01', 2, [2, 2, 1, 1]],
      ['2004-02-01', 3, [2, 2, 1, 1]],
      ['2004-03-01', 1, [1, 1, 1, 1]],
      ['2004-04-01', 0, [0, 0, 0, 0]],
    ]);
    // The student's first paid payment is of February: that cohort has them, with February's net (3 000 paid,
    // 1 000 refunded) and April's auto-charge.
    expect(ltv).toEqual([
      { month: '2004-01-01', students: 0, revenue: 0, ltv: null },
      { month: '2004-02-01', students: 1, revenue: 2100, ltv: 2100 },
      { month: '2004-03-01', students: 0, revenue: 0, ltv: null },
      { month: '2004-04-01', students: 0, revenue: 0, ltv: null },
    ]);
  });

  it('follows each cohort up to the current month and no further', async () => {
    const { retention } = await subscriptionStatistics(t.database.db, PERIOD, '2004-05-20');
    expect(retention.map((cohort) => cohort.retained)).toEqual([
      [2, 2, 1, 1, 1],
      [2, 2, 1, 1],
      [1, 1, 1],
      [0, 0],
    ]);
    const early = await subscriptionStatistics(t.database.db, PERIOD, '2004-02-01');
    expect(early.retention.map((cohort) => cohort.retained)).toEqual([[2, 2], [2], [], []]);
  });

  it('refuses bad input with the field named, and curators and speakers', async () => {
    const admin = bearer(await t.loginAs('admin'));
    const bad = await t.app.inject({
      url: '/api/subscriptions/statistics?dateFrom=2004-04-01&dateTo=2004-01-01',
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('dateTo');
    const malformed = await t.app.inject({
      url: '/api/subscriptions/statistics?dateFrom=2004-13-01&dateTo=2004-12-01',
      headers: admin,
    });
    expect(malformed.json().errors[0].path).toBe('dateFrom');
    for (const role of ['curator', 'speaker'] as const) {
      const response = await t.app.inject({
        url: `/api/subscriptions/statistics?dateFrom=${PERIOD.dateFrom}&dateTo=${PERIOD.dateTo}`,
        headers: bearer(await t.loginAs(role)),
      });
      expect(response.statusCode).toBe(403);
    }
  });
});
