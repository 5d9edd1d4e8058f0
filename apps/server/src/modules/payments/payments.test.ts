import type { PaymentsListResponse, PaymentTotals } from '@school/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/courses.table';
import { payments } from '../../db/schema/payments.table';
import { insertTestPayments, insertTestStudent, rawPaymentSums } from '../../test/payment-fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { dayTotals, rawTotals, readsDayTotals } from './payment-totals.repository';
import { paymentsList } from './payments.list';

/**
 * The payments list, its totals and payments.csv against hand-computed figures. Every fixture lies in March
 * 2003 (or one June day of 2004), where the demo data has nothing, and every query names that period.
 */
let t: TestApp;
let admin: Record<string, string>;
let studentA = 0;
let studentB = 0;
let courseId = 0;
/** p1…p6 by their number in the table below. */
const p: Record<number, number> = {};
const providerIds: Record<number, string> = {};

const MARCH = 'dateFrom=2003-03-01&dateTo=2003-03-31';

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.loginAs('admin'));
  const db = t.database.db;
  studentA = await insertTestStudent(db, 'Всеволодушка');
  studentB = await insertTestStudent(db, 'Евлампия');
  const [course] = await db
    .insert(courses)
    .values({ name: 'Курс для платежей' })
    .returning({ id: courses.id });
  courseId = course!.id;
  const ids = await insertTestPayments(db, [
    // p1: 23:59 on 1 March in Moscow.
    { studentId: studentA, amount: '0.10', fee: '0.01', courseId, createdAt: '2003-03-01T20:59:00Z' },
    // p2: 00:00 on 2 March in Moscow, brought by a referral.
    {
      studentId: studentA,
      amount: '0.20',
      provider: 'yookassa',
      referralId: 7,
      createdAt: '2003-03-01T21:00:00Z',
    },
    {
      studentId: studentB,
      amount: '1000.00',
      provider: 'sbp',
      status: 'refunded',
      courseId,
      createdAt: '2003-03-02T10:00:00Z',
    },
    {
      studentId: studentB,
      amount: '500.55',
      status: 'new',
      product: 'subscription',
      createdAt: '2003-03-03T10:00:00Z',
    },
    {
      studentId: studentA,
      amount: '99.99',
      provider: 'credit',
      status: 'repeat_confirmed',
      refundedAmount: '10.00',
      referralId: 7,
      createdAt: '2003-03-04T10:00:00Z',
    },
    { amount: '12.34', provider: 'pay-selection', status: 'rejected', createdAt: '2003-03-05T10:00:00Z' },
  ]);
  ids.forEach((id, index) => {
    p[index + 1] = id;
  });
  const rows = await db
    .select({ id: payments.id, providerPaymentId: payments.providerPaymentId })
    .from(payments)
    .where(inArray(payments.id, ids));
  for (const row of rows) providerIds[ids.indexOf(row.id) + 1] = row.providerPaymentId;
  // 10,000 payments of one kopeck on 15 June 2004 (Moscow): 100.00 exactly, where floats drift.
  await db.execute(sql`insert into ${payments} (product, title, amount, provider, status, provider_payment_id, created_at, paid_at)
    select 'course', 'Копейка', 0.01, 'sbp', 'confirmed', 'kopeck-' || n, timestamptz '2004-06-15 12:00+03', timestamptz '2004-06-15 12:00+03'
    from generate_series(1, 10000) as n`);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: admin });
async function listIds(query: string): Promise<number[]> {
  const response = await get(`/api/payments?take=100&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PaymentsListResponse>().items.map((item) => item.id);
}
/** The fixture numbers of the listed payments, in the list's order. */
async function listed(query: string): Promise<number[]> {
  const byId = new Map(Object.entries(p).map(([number, id]) => [id, Number(number)]));
  return (await listIds(query)).map((id) => byId.get(id) ?? -id);
}
async function totals(query: string): Promise<PaymentTotals> {
  const response = await get(`/api/payments/totals?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PaymentTotals>();
}

describe('GET /api/payments', () => {
  it('lists the period newest first, with what the list shows of a payment', async () => {
    expect(await listed(MARCH)).toEqual([6, 5, 4, 3, 2, 1]);
    const response = await get(`/api/payments?${MARCH}&studentId=${studentA}&take=1`);
    const body = response.json<PaymentsListResponse>();
    expect(body.total).toBe(3);
    expect(body.totalExact).toBe(true);
    expect(body.items[0]).toMatchObject({
      id: p[5],
      student: { id: studentA, firstName: 'Всеволодушка' },
      product: 'subscription',
      amount: 99.99,
      refundedAmount: 10,
      provider: 'credit',
      status: 'repeat_confirmed',
      providerPaymentId: providerIds[5],
      hasReferral: true,
      createdAt: '2003-03-04T10:00:00.000Z',
    });
    const anonymous = (
      await get(`/api/payments?${MARCH}&provider=pay-selection`)
    ).json<PaymentsListResponse>();
    expect(anonymous.items[0]?.student).toBeNull();
  });

  it('counts days on the school clock: 23:59 and 00:00 in Moscow fall on two days', async () => {
    expect(await listed('dateFrom=2003-03-01&dateTo=2003-03-01')).toEqual([1]);
    expect(await listed('dateFrom=2003-03-02&dateTo=2003-03-02')).toEqual([3, 2]);
    expect(await listed('dateFrom=2003-02-01&dateTo=2003-03-01')).toEqual([1]);
    expect(await listed('dateFrom=2003-03-05&dateTo=2003-03-31')).toEqual([6]);
  });

  it('filters by status, provider, type, product, course and student', async () => {
    expect(await listed(`${MARCH}&status=confirmed`)).toEqual([2, 1]);
    expect(await listed(`${MARCH}&status=refunded`)).toEqual([3]);
    expect(await listed(`${MARCH}&provider=tinkoff`)).toEqual([4, 1]);
    expect(await listed(`${MARCH}&type=with-ref`)).toEqual([5, 2]);
    expect(await listed(`${MARCH}&type=without-ref`)).toEqual([6, 4, 3, 1]);
    expect(await listed(`${MARCH}&type=all`)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(await listed(`${MARCH}&product=subscription`)).toEqual([5, 4]);
    expect(await listed(`${MARCH}&product=course`)).toEqual([6, 3, 2, 1]);
    expect(await listed(`courseId=${courseId}`)).toEqual([3, 1]);
    expect(await listed(`studentId=${studentB}`)).toEqual([4, 3]);
  });

  it('combines filters', async () => {
    expect(await listed(`${MARCH}&provider=tinkoff&status=new`)).toEqual([4]);
    expect(await listed(`studentId=${studentA}&type=with-ref`)).toEqual([5, 2]);
    expect(await listed(`courseId=${courseId}&status=refunded`)).toEqual([3]);
    expect(await listed(`studentId=${studentA}&dateFrom=2003-03-02&provider=yookassa`)).toEqual([2]);
    expect(await listed(`courseId=${courseId}&studentId=${studentB}&type=with-ref`)).toEqual([]);
  });

  it('searches the buyer’s name, e-mail and words, or a provider payment id exactly', async () => {
    expect(await listed(`${MARCH}&search=Всеволодушка`)).toEqual([5, 2, 1]);
    expect(await listed(`${MARCH}&search=${encodeURIComponent('евлампия тестовый')}`)).toEqual([4, 3]);
    expect(await listed(`${MARCH}&search=${encodeURIComponent('всеволодушка евлампия')}`)).toEqual([]);
    expect(await listed(`${MARCH}&search=${encodeURIComponent(providerIds[3]!)}`)).toEqual([3]);
    // Part of a provider id is no id; a word too short for the index is left out.
    expect(await listed(`${MARCH}&search=${providerIds[3]!.slice(0, -1)}`)).toEqual([]);
    expect(await listed(`${MARCH}&search=ab`)).toEqual([]);
    expect(await listed(`${MARCH}&search=${encodeURIComponent('Всеволодушка')}&provider=credit`)).toEqual([
      5,
    ]);
  });

  it('finds both a buyer and a provider payment id when the text is each', async () => {
    const db = t.database.db;
    await db.update(payments).set({ providerPaymentId: 'Всеволодушка' }).where(eq(payments.id, p[6]!));
    try {
      expect(await listed(`${MARCH}&search=Всеволодушка`)).toEqual([6, 5, 2, 1]);
      expect(await listed(`${MARCH}&search=всеволодушка`)).toEqual([5, 2, 1]);
      expect((await totals(`${MARCH}&search=Всеволодушка`)).payments).toBe(4);
      const csv = (await get(`/api/payments/csv?${MARCH}&search=Всеволодушка`)).body;
      expect(csv.trimEnd().split('\n')).toHaveLength(5);
    } finally {
      await db.update(payments).set({ providerPaymentId: providerIds[6]! }).where(eq(payments.id, p[6]!));
    }
  });

  it('sorts by createdAt, amount and id, in the direction of sort=up|down', async () => {
    expect(await listed(`${MARCH}&orderBy=amount:asc`)).toEqual([1, 2, 6, 5, 4, 3]);
    expect(await listed(`${MARCH}&orderBy=amount:desc`)).toEqual([3, 4, 5, 6, 2, 1]);
    expect(await listed(`${MARCH}&sort=up`)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await listed(`${MARCH}&orderBy=amount:asc&sort=down`)).toEqual([3, 4, 5, 6, 2, 1]);
    expect(await listed(`${MARCH}&orderBy=id:desc&sort=up`)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('answers 400 naming the field for a bad status, provider, type, date order or sort', async () => {
    const cases: [string, string][] = [
      ['status=paid', 'status'],
      ['provider=paypal', 'provider'],
      ['type=some', 'type'],
      ['dateFrom=2003-03-05&dateTo=2003-03-01', 'dateTo'],
      ['dateFrom=2003-02-30', 'dateFrom'],
      ['sort=sideways', 'sort'],
      ['orderBy=title:asc', 'orderBy'],
      ['skip=9995&take=10', 'skip'],
    ];
    for (const [query, field] of cases) {
      for (const path of ['/api/payments', '/api/payments/totals', '/api/payments/csv']) {
        // The totals have no order.
        if (path === '/api/payments/totals' && field === 'orderBy') continue;
        const response = await get(`${path}?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.json().errors?.map((error: { path: string }) => error.path)).toContain(field);
      }
    }
  });
});

describe('GET /api/payments/totals', () => {
  it('sums the period exactly, kopecks included', async () => {
    expect(await totals(MARCH)).toEqual({
      payments: 6,
      paidPayments: 4,
      paidAmount: 1100.29,
      refundedPayments: 2,
      refundedAmount: 1010,
      netAmount: 90.29,
      fee: 0.01,
    });
    // 0.10 + 0.20 is 0.30000000000000004 in floats.
    expect((await totals(`${MARCH}&provider=tinkoff&status=confirmed`)).paidAmount).toBe(0.1);
    expect((await totals(`${MARCH}&studentId=${studentA}&type=without-ref`)).paidAmount).toBe(0.1);
    expect((await totals('dateFrom=2003-03-01&dateTo=2003-03-02&status=confirmed')).paidAmount).toBe(0.3);
    expect((await totals(`${MARCH}&search=Всеволодушка&status=confirmed`)).paidAmount).toBe(0.3);
    const kopecks = await totals('dateFrom=2004-06-15&dateTo=2004-06-15');
    expect(kopecks).toMatchObject({ payments: 10_000, paidAmount: 100, netAmount: 100 });
    expect((await totals('dateFrom=2004-06-15&dateTo=2004-06-15&search=kopeck-77')).paidAmount).toBe(0.01);
  });

  it('cuts days on the school clock like the list', async () => {
    expect(await totals('dateFrom=2003-03-01&dateTo=2003-03-01')).toMatchObject({
      payments: 1,
      paidAmount: 0.1,
    });
    expect(await totals(`dateFrom=2003-03-01&dateTo=2003-03-01&courseId=${courseId}`)).toMatchObject({
      payments: 1,
      paidAmount: 0.1,
    });
    expect(await totals('dateFrom=2003-03-02&dateTo=2003-03-02')).toMatchObject({
      payments: 2,
      paidAmount: 1000.2,
      refundedAmount: 1000,
    });
  });

  it('gives the same figures from the day totals and from the payments, equal to a raw SUM', async () => {
    const db = t.database.db;
    const filters = [
      { dateFrom: '2003-03-01', dateTo: '2003-03-31' },
      { dateFrom: '2003-03-02', dateTo: '2003-03-04', type: 'with-ref' as const },
      { dateFrom: '2003-03-01', dateTo: '2003-03-31', provider: 'tinkoff' as const },
      { dateFrom: '2003-03-01', dateTo: '2003-03-31', status: 'refunded' as const },
      { dateFrom: '2004-06-15', dateTo: '2004-06-15', type: 'without-ref' as const },
      {},
    ];
    for (const filter of filters) {
      const query = { type: 'all' as const, ...filter };
      expect(readsDayTotals(query)).toBe(true);
      const fromDays = await dayTotals(db, query);
      expect(fromDays, JSON.stringify(filter)).toEqual(
        await rawTotals(db, paymentsList.where(paymentsList.filter(query))),
      );
      const where = paymentsList.where(paymentsList.filter(query)) ?? sql`true`;
      const raw = await rawPaymentSums(db, where);
      expect(fromDays.payments).toBe(raw.payments);
      expect(fromDays.refundedAmount).toBe(Number(raw.refunded));
      expect(fromDays.fee).toBe(Number(raw.fee));
    }
    // The raw path, chosen for what the day totals do not hold.
    for (const filter of [
      `studentId=${studentA}`,
      `courseId=${courseId}`,
      'product=subscription',
      'search=Евлампия',
    ]) {
      expect(readsDayTotals(Object.fromEntries(new URLSearchParams(filter)))).toBe(false);
      const where = sql`${paymentsList.where(paymentsList.filter({ ...Object.fromEntries(new URLSearchParams(filter)), dateFrom: '2003-03-01', dateTo: '2003-03-31' }))}`;
      const raw = await rawPaymentSums(db, where);
      const sums = await totals(`${MARCH}&${filter}`);
      expect([sums.payments, sums.refundedAmount, sums.fee], filter).toEqual([
        raw.payments,
        Number(raw.refunded),
        Number(raw.fee),
      ]);
    }
  });
});

describe('GET /api/payments/csv', () => {
  const csv = (query: string) => get(`/api/payments/csv?${query}`);

  it('streams payments.csv: BOM, Russian header, one row per payment in Moscow time, money with a decimal comma', async () => {
    const response = await csv(`${MARCH}&sort=up`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="payments.csv"');
    expect(response.rawPayload.subarray(0, 3).toString('hex')).toBe('efbbbf');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(lines[0]).toBe(
      'ID;Дата;Студент;E-mail;Покупка;Сумма;Возвращено;Комиссия;Провайдер;Статус;ID платежа у провайдера;Реферал',
    );
    expect(lines).toHaveLength(7);
    const buyer = (await get(`/api/payments?${MARCH}&take=1&sort=up`)).json<PaymentsListResponse>().items[0]
      ?.student;
    expect(lines[1]).toBe(
      `${p[1]};01.03.2003 23:59;${buyer?.lastName} Всеволодушка;${buyer?.email};Тестовая покупка;0,10;0,00;0,01;Т-Банк (Тинькофф);Оплачен;${providerIds[1]};нет`,
    );
    expect(lines[2]).toContain(';02.03.2003 00:00;');
    expect(lines[2]).toMatch(/;0,20;0,00;0,00;ЮKassa;Оплачен;[^;]+;да$/);
    expect(lines[5]).toMatch(/;99,99;10,00;0,00;Рассрочка;Автосписание;[^;]+;да$/);
    // No buyer: empty cells.
    expect(lines[6]).toMatch(new RegExp(`^${p[6]};05\\.03\\.2003 13:00;;;Тестовая покупка;12,34;`));
    // For machines: the decimal dot.
    const dotted = (await csv(`${MARCH}&sort=up&decimal=dot`)).body.trimEnd().split('\n');
    expect(dotted[5]).toMatch(/;99\.99;10\.00;0\.00;Рассрочка;/);
  });

  it('honours the list’s filters and order', async () => {
    const ids = (text: string) =>
      text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\n')
        .slice(1)
        .map((line) => Number(line.split(';')[0]));
    expect(ids((await csv(`${MARCH}&provider=tinkoff`)).body)).toEqual([p[4], p[1]]);
    expect(ids((await csv(`${MARCH}&orderBy=amount:desc`)).body)).toEqual([
      p[3],
      p[4],
      p[5],
      p[6],
      p[2],
      p[1],
    ]);
    expect(ids((await csv(`${MARCH}&search=Евлампия`)).body)).toEqual([p[4], p[3]]);
    expect(ids((await csv('dateFrom=2003-03-01&dateTo=2003-03-01')).body)).toEqual([p[1]]);
  });
});

describe('GET /api/payments/{id}', () => {
  it('leaves /statistics and /statistics/csv to the statistics routes (ids are integers)', async () => {
    for (const path of ['/api/payments/statistics', '/api/payments/statistics/csv']) {
      const response = await get(`${path}?dateFrom=2003-03-01&dateTo=2003-03-31&groupBy=month`);
      expect(response.statusCode, `${path}: ${response.body.slice(0, 200)}`).toBe(200);
    }
  });

  it('does not let /{id} take text', async () => {
    expect((await get('/api/payments/abc')).statusCode).toBe(400);
    expect((await get(`/api/payments/${p[1]}`)).statusCode).toBe(200);
  });
});
