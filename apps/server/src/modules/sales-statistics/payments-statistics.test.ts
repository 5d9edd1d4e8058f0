import {
  type PaymentsStatisticsResponse,
  paymentsStatisticsResponseSchema,
  type RefundStatisticsResponse,
} from '@school/contracts';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../../db/schema/students.table';
import { insertTestPayments, insertTestStudent } from '../../test/payment-fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { paymentsStatistics } from './sales-statistics.service';

/**
 * Hand-computed statistics over payments of January–February 2003 (no demo data there). Moscow was UTC+3
 * then: 20:59Z is 23:59 of the same school day, 21:00Z is 00:00 of the next.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const studentId = await insertTestStudent(t.database.db);
  await insertTestPayments(t.database.db, [
    { studentId, amount: '11.00', createdAt: '2003-01-28T20:59:00Z' }, // 28.01 23:59, outside
    { studentId, amount: '7.00', createdAt: '2003-01-28T21:00:00Z' }, // 29.01 00:00
    { studentId, amount: '0.10', createdAt: '2003-01-29T09:00:00Z' },
    { studentId, amount: '0.20', provider: 'yookassa', createdAt: '2003-01-29T10:00:00Z' },
    { studentId, amount: '5.00', status: 'new', createdAt: '2003-01-30T10:00:00Z' },
    { amount: '1000.00', provider: 'sbp', status: 'repeat_confirmed', createdAt: '2003-01-31T20:59:00Z' },
    { amount: '500.50', provider: 'sbp', refundedAmount: '100.25', createdAt: '2003-01-31T21:00:00Z' },
    { amount: '300.00', provider: 'credit', status: 'refunded', createdAt: '2003-02-03T12:00:00Z' },
    { amount: '999.99', status: 'rejected', createdAt: '2003-02-03T13:00:00Z' },
    {
      amount: '49.90',
      provider: 'pay-selection',
      status: 'repeat_refunded',
      createdAt: '2003-02-04T08:00:00Z',
    },
    { amount: '13.00', createdAt: '2003-02-04T21:00:00Z' }, // 05.02 00:00, outside
  ]);
  await t.database.db.insert(students).values(
    ['2003-01-28T20:30:00Z', '2003-01-29T05:00:00Z', '2003-01-31T21:30:00Z', '2003-02-02T10:00:00Z'].map(
      (createdAt, index) => ({
        email: `signup-${index}@stats.test`,
        firstName: 'Зарегистрированный',
        lastName: `Студент${index}`,
        passwordHash: 'x',
        createdAt: new Date(createdAt),
      }),
    ),
  );
});
afterAll(() => t.close());

const PERIOD = 'dateFrom=2003-01-29&dateTo=2003-02-04';
const get = async (url: string, role: 'admin' | 'super-admin' | 'curator' | 'speaker' = 'admin') =>
  t.app.inject({ url, headers: bearer(await t.loginAs(role)) });
const statistics = async (groupBy: string) => {
  const response = await get(`/api/payments/statistics?${PERIOD}&groupBy=${groupBy}`);
  expect(response.statusCode).toBe(200);
  return response.json<PaymentsStatisticsResponse>();
};

const zero = { tinkoff: 0, yookassa: 0, sbp: 0, 'pay-selection': 0, credit: 0 };
const empty = {
  countSingUp: 0,
  countFirstPaySubscriptions: 0,
  sumAmountFirstPaySubscriptions: 0,
  countNextPaySubscriptions: 0,
  sumAmountNextPaySubscriptions: 0,
  sumAmount: 0,
  countRefunds: 0,
  sumRefunds: 0,
  sumNet: 0,
  byProvider: zero,
};

describe('GET /api/payments/statistics', () => {
  it('counts each school day, empty days as zeros, 0.10 + 0.20 exactly and the Moscow midnight edges', async () => {
    const { periods, totals } = await statistics('day');
    expect(periods).toEqual([
      {
        ...empty,
        start: '2003-01-29',
        end: '2003-01-29',
        countSingUp: 1,
        countFirstPaySubscriptions: 3,
        sumAmountFirstPaySubscriptions: 7.3,
        sumAmount: 7.3,
        sumNet: 7.3,
        byProvider: { ...zero, tinkoff: 7.1, yookassa: 0.2 },
      },
      { ...empty, start: '2003-01-30', end: '2003-01-30' },
      {
        ...empty,
        start: '2003-01-31',
        end: '2003-01-31',
        countNextPaySubscriptions: 1,
        sumAmountNextPaySubscriptions: 1000,
        sumAmount: 1000,
        sumNet: 1000,
        byProvider: { ...zero, sbp: 1000 },
      },
      {
        ...empty,
        start: '2003-02-01',
        end: '2003-02-01',
        countSingUp: 1,
        countFirstPaySubscriptions: 1,
        sumAmountFirstPaySubscriptions: 500.5,
        sumAmount: 500.5,
        countRefunds: 1,
        sumRefunds: 100.25,
        sumNet: 400.25,
        byProvider: { ...zero, sbp: 500.5 },
      },
      { ...empty, start: '2003-02-02', end: '2003-02-02', countSingUp: 1 },
      {
        ...empty,
        start: '2003-02-03',
        end: '2003-02-03',
        countFirstPaySubscriptions: 1,
        sumAmountFirstPaySubscriptions: 300,
        sumAmount: 300,
        countRefunds: 1,
        sumRefunds: 300,
        byProvider: { ...zero, credit: 300 },
      },
      {
        ...empty,
        start: '2003-02-04',
        end: '2003-02-04',
        countNextPaySubscriptions: 1,
        sumAmountNextPaySubscriptions: 49.9,
        sumAmount: 49.9,
        countRefunds: 1,
        sumRefunds: 49.9,
        byProvider: { ...zero, 'pay-selection': 49.9 },
      },
    ]);
    expect(totals).toEqual({
      countSingUp: 3,
      countFirstPaySubscriptions: 5,
      sumAmountFirstPaySubscriptions: 807.8,
      countNextPaySubscriptions: 2,
      sumAmountNextPaySubscriptions: 1049.9,
      sumAmount: 1857.7,
      countRefunds: 3,
      sumRefunds: 450.15,
      sumNet: 1407.55,
    });
  });

  it('groups by ISO week (Monday first), the first and last week clipped to the query', async () => {
    const { periods, totals } = await statistics('week');
    expect(periods).toEqual([
      {
        start: '2003-01-29',
        end: '2003-02-02',
        countSingUp: 3,
        countFirstPaySubscriptions: 4,
        sumAmountFirstPaySubscriptions: 507.8,
        countNextPaySubscriptions: 1,
        sumAmountNextPaySubscriptions: 1000,
        sumAmount: 1507.8,
        countRefunds: 1,
        sumRefunds: 100.25,
        sumNet: 1407.55,
        byProvider: { ...zero, tinkoff: 7.1, yookassa: 0.2, sbp: 1500.5 },
      },
      {
        start: '2003-02-03',
        end: '2003-02-04',
        countSingUp: 0,
        countFirstPaySubscriptions: 1,
        sumAmountFirstPaySubscriptions: 300,
        countNextPaySubscriptions: 1,
        sumAmountNextPaySubscriptions: 49.9,
        sumAmount: 349.9,
        countRefunds: 2,
        sumRefunds: 349.9,
        sumNet: 0,
        byProvider: { ...zero, credit: 300, 'pay-selection': 49.9 },
      },
    ]);
    expect(totals.sumNet).toBe(1407.55);
  });

  it('groups by month, clipped, with the same totals', async () => {
    const { periods, totals } = await statistics('month');
    expect(periods).toEqual([
      {
        start: '2003-01-29',
        end: '2003-01-31',
        countSingUp: 1,
        countFirstPaySubscriptions: 3,
        sumAmountFirstPaySubscriptions: 7.3,
        countNextPaySubscriptions: 1,
        sumAmountNextPaySubscriptions: 1000,
        sumAmount: 1007.3,
        countRefunds: 0,
        sumRefunds: 0,
        sumNet: 1007.3,
        byProvider: { ...zero, tinkoff: 7.1, yookassa: 0.2, sbp: 1000 },
      },
      {
        start: '2003-02-01',
        end: '2003-02-04',
        countSingUp: 2,
        countFirstPaySubscriptions: 2,
        sumAmountFirstPaySubscriptions: 800.5,
        countNextPaySubscriptions: 1,
        sumAmountNextPaySubscriptions: 49.9,
        sumAmount: 850.4,
        countRefunds: 3,
        sumRefunds: 450.15,
        sumNet: 400.25,
        byProvider: { ...zero, sbp: 500.5, credit: 300, 'pay-selection': 49.9 },
      },
    ]);
    expect(totals.sumAmount).toBe(1857.7);
  });

  it('gives the totals of the period of the same length just before, as a request for those days would', async () => {
    const { previous } = await statistics('week');
    expect(previous.dateFrom).toBe('2003-01-22');
    expect(previous.dateTo).toBe('2003-01-28');
    // 28.01 23:59 Moscow: the 11.00 payment and a sign-up of 23:30 are the day before the period.
    expect(previous.totals).toMatchObject({ countSingUp: 1, countFirstPaySubscriptions: 1, sumAmount: 11 });
    const asked = await get('/api/payments/statistics?dateFrom=2003-01-22&dateTo=2003-01-28');
    expect(previous.totals).toEqual(asked.json<PaymentsStatisticsResponse>().totals);
    // One day: the day before.
    const day = await get('/api/payments/statistics?dateFrom=2003-01-29&dateTo=2003-01-29');
    expect(day.json<PaymentsStatisticsResponse>().previous).toMatchObject({
      dateFrom: '2003-01-28',
      dateTo: '2003-01-28',
      totals: { sumAmount: 11 },
    });
  });

  it('answers a period with nothing in it with every period present and zero', async () => {
    const response = await get(
      '/api/payments/statistics?dateFrom=2003-03-01&dateTo=2003-05-31&groupBy=month',
    );
    const { periods, totals } = response.json<PaymentsStatisticsResponse>();
    expect(periods.map((period) => [period.start, period.end])).toEqual([
      ['2003-03-01', '2003-03-31'],
      ['2003-04-01', '2003-04-30'],
      ['2003-05-01', '2003-05-31'],
    ]);
    expect(periods[1]).toEqual({ ...empty, start: '2003-04-01', end: '2003-04-30' });
    const { byProvider: _, start: __, end: ___, ...emptyTotals } = periods[1]!;
    expect(totals).toEqual(emptyTotals);
  });

  it('refuses bad input with the field named', async () => {
    const cases: [string, string][] = [
      ['dateFrom=2003-02-04&dateTo=2003-01-29', 'dateTo'],
      ['dateFrom=2003-02-30&dateTo=2003-03-01', 'dateFrom'],
      ['dateFrom=03.02.2003&dateTo=2003-03-01', 'dateFrom'],
      ['dateFrom=2000-01-01&dateTo=2012-01-01', 'dateTo'],
      ['dateFrom=2003-01-01&dateTo=2003-03-01&groupBy=year', 'groupBy'],
    ];
    for (const [query, field] of cases) {
      for (const url of ['/api/payments/statistics', '/api/payments/statistics/csv']) {
        const response = await get(`${url}?${query}`);
        expect(response.statusCode, `${url}?${query}`).toBe(400);
        expect(response.json().errors.map((error: { path: string }) => error.path)).toContain(field);
      }
    }
  });

  it('sends the same bytes as the zod response serializer would', async () => {
    const route = { method: 'GET', url: '/api/payments/statistics', httpStatus: '200' };
    const zod = serializerCompiler({ schema: paymentsStatisticsResponseSchema, ...route });
    for (const groupBy of ['day', 'week', 'month'] as const) {
      const figures = await paymentsStatistics(t.database.db, {
        dateFrom: '2003-01-29',
        dateTo: '2003-02-04',
        groupBy,
      });
      expect(figures.periods.length).toBeGreaterThan(0);
      const response = await get(`/api/payments/statistics?${PERIOD}&groupBy=${groupBy}`);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.body).toBe(zod(figures));
    }
  });

  it('is for admins only', async () => {
    expect((await get(`/api/payments/statistics?${PERIOD}`, 'super-admin')).statusCode).toBe(200);
    for (const role of ['curator', 'speaker'] as const) {
      expect((await get(`/api/payments/statistics?${PERIOD}`, role)).statusCode).toBe(403);
      expect((await get(`/api/payments/statistics/csv?${PERIOD}`, role)).statusCode).toBe(403);
      expect((await get(`/api/subscriptions/statistics/refund?${PERIOD}`, role)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/subscriptions/statistics/refund', () => {
  it('counts paid payments of the days and their refunds per provider, every provider present', async () => {
    const response = await get(`/api/subscriptions/statistics/refund?${PERIOD}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<RefundStatisticsResponse>()).toEqual({
      providers: [
        {
          provider: 'tinkoff',
          paidPayments: 2,
          paidAmount: 7.1,
          refundedPayments: 0,
          refundedAmount: 0,
          rate: 0,
        },
        {
          provider: 'yookassa',
          paidPayments: 1,
          paidAmount: 0.2,
          refundedPayments: 0,
          refundedAmount: 0,
          rate: 0,
        },
        {
          provider: 'sbp',
          paidPayments: 2,
          paidAmount: 1500.5,
          refundedPayments: 1,
          refundedAmount: 100.25,
          rate: 0.5,
        },
        {
          provider: 'pay-selection',
          paidPayments: 1,
          paidAmount: 49.9,
          refundedPayments: 1,
          refundedAmount: 49.9,
          rate: 1,
        },
        {
          provider: 'credit',
          paidPayments: 1,
          paidAmount: 300,
          refundedPayments: 1,
          refundedAmount: 300,
          rate: 1,
        },
      ],
      total: {
        paidPayments: 7,
        paidAmount: 1857.7,
        refundedPayments: 3,
        refundedAmount: 450.15,
        rate: 3 / 7,
      },
    });
  });

  it('refuses an end before the start', async () => {
    const response = await get('/api/subscriptions/statistics/refund?dateFrom=2003-02-04&dateTo=2003-01-29');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('dateTo');
  });
});

describe('GET /api/payments/statistics/csv', () => {
  it('writes one row per period with the JSON figures, money as 1234,50 (1234.50 with decimal=dot)', async () => {
    const json = await statistics('week');
    const response = await get(`/api/payments/statistics/csv?${PERIOD}&groupBy=week`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="payment-statistics.csv"');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).trimEnd().split('\n');
    expect(lines).toEqual([
      'Период с;Период по;Регистрации;Первые оплаты;Сумма первых оплат;Автосписания;Сумма автосписаний;Сумма;' +
        'Возвраты;Сумма возвратов;Чистая сумма;Т-Банк (Тинькофф);ЮKassa;СБП;PaySelection;Рассрочка',
      '29.01.2003;02.02.2003;3;4;507,80;1;1000,00;1507,80;1;100,25;1407,55;7,10;0,20;1500,50;0,00;0,00',
      '03.02.2003;04.02.2003;0;1;300,00;1;49,90;349,90;2;349,90;0,00;0,00;0,00;0,00;49,90;300,00',
    ]);
    const dotted = await get(`/api/payments/statistics/csv?${PERIOD}&groupBy=week&decimal=dot`);
    const dottedLines = dotted.body.slice(1).trimEnd().split('\n');
    expect(dottedLines[1]).toBe(
      '29.01.2003;02.02.2003;3;4;507.80;1;1000.00;1507.80;1;100.25;1407.55;7.10;0.20;1500.50;0.00;0.00',
    );
    // The same figures as the JSON, period by period.
    json.periods.forEach((period, index) => {
      const cells = dottedLines[index + 1]!.split(';').slice(2).map(Number);
      expect(cells).toEqual([
        period.countSingUp,
        period.countFirstPaySubscriptions,
        period.sumAmountFirstPaySubscriptions,
        period.countNextPaySubscriptions,
        period.sumAmountNextPaySubscriptions,
        period.sumAmount,
        period.countRefunds,
        period.sumRefunds,
        period.sumNet,
        period.byProvider.tinkoff,
        period.byProvider.yookassa,
        period.byProvider.sbp,
        period.byProvider['pay-selection'],
        period.byProvider.credit,
      ]);
    });
  });
});
