import type { PaymentCard, PaymentTotals } from '@school/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit-events.table';
import { payments } from '../../db/schema/payments.table';
import { refunds } from '../../db/schema/refunds.table';
import { insertTestPayments, insertTestStudent, rawPaymentSums } from '../../test/payment-fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

/** Refunds and status changes: one transaction each with the history line and the day totals. */
let t: TestApp;
let admin: Record<string, string>;
let studentId = 0;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.loginAs('admin'));
  studentId = await insertTestStudent(t.database.db, 'Возвратова');
});
afterAll(() => t.close());

const refund = (id: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/payments/${id}/refunds`, headers: admin, payload });
const setStatus = (id: number, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/payments/${id}/status`, headers: admin, payload });
const card = async (id: number) =>
  (await t.app.inject({ url: `/api/payments/${id}`, headers: admin })).json<PaymentCard>();
const totalsOf = async (day: string) =>
  (
    await t.app.inject({ url: `/api/payments/totals?dateFrom=${day}&dateTo=${day}`, headers: admin })
  ).json<PaymentTotals>();

/** The day's totals (from payment_day_totals) beside a raw SUM over its payments. */
async function expectDayTotalsEqualRaw(day: string) {
  const fromDays = await totalsOf(day);
  const raw = await rawPaymentSums(
    t.database.db,
    sql`(created_at at time zone 'Europe/Moscow')::date = ${day}::date`,
  );
  expect([fromDays.payments, fromDays.refundedAmount, fromDays.fee]).toEqual([
    raw.payments,
    Number(raw.refunded),
    Number(raw.fee),
  ]);
  return fromDays;
}

describe('POST /api/payments/{id}/refunds', () => {
  it('takes two partial refunds then the rest: status refunded, three history lines, totals follow', async () => {
    const [id] = await insertTestPayments(t.database.db, [
      { studentId, amount: '100.30', createdAt: '2002-05-10T09:00:00Z' },
    ]);
    let response = await refund(id!, { amount: 0.1, reason: 'Не подошёл курс' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<PaymentCard>()).toMatchObject({
      status: 'confirmed',
      refundedAmount: 0.1,
      refundableAmount: 100.2,
    });
    response = await refund(id!, { amount: 0.2 });
    expect(response.json<PaymentCard>()).toMatchObject({
      status: 'confirmed',
      refundedAmount: 0.3,
      refundableAmount: 100,
    });
    expect(await expectDayTotalsEqualRaw('2002-05-10')).toMatchObject({
      refundedAmount: 0.3,
      netAmount: 100,
    });

    response = await refund(id!, { amount: 100 });
    expect(response.statusCode).toBe(201);
    const after = response.json<PaymentCard>();
    expect(after).toMatchObject({ status: 'refunded', refundedAmount: 100.3, refundableAmount: 0 });
    expect(after.refundedAt).not.toBeNull();
    expect(after.history.map((line) => [line.fromStatus, line.toStatus, line.refundAmount])).toEqual([
      ['confirmed', 'confirmed', 0.1],
      ['confirmed', 'confirmed', 0.2],
      ['confirmed', 'refunded', 100],
    ]);
    expect(after.history[0]).toMatchObject({
      comment: 'Не подошёл курс',
      staff: { firstName: expect.any(String) },
    });
    expect(after.refunds.map((line) => line.amount)).toEqual([0.1, 0.2, 100]);
    expect(after.refunds[0]?.reason).toBe('Не подошёл курс');
    expect(await expectDayTotalsEqualRaw('2002-05-10')).toMatchObject({
      payments: 1,
      paidAmount: 100.3,
      refundedAmount: 100.3,
      refundedPayments: 1,
      netAmount: 0,
    });
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, id!));
    expect(events.filter((event) => event.action === 'payment.refund')).toHaveLength(3);
  });

  it('refuses more than is left with a 400 on amount, and changes nothing', async () => {
    const [id] = await insertTestPayments(t.database.db, [
      { studentId, amount: '50.00', refundedAmount: '49.99', createdAt: '2002-05-11T09:00:00Z' },
    ]);
    const before = await card(id!);
    const response = await refund(id!, { amount: 0.02 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'amount', message: expect.any(String) }]);
    expect(await card(id!)).toEqual(before);
    const [row] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(refunds)
      .where(eq(refunds.paymentId, id!));
    expect(row?.count).toBe(0);
    expect((await refund(id!, { amount: 0.01 })).json<PaymentCard>().status).toBe('refunded');
    expect((await refund(id!, { amount: 0.01 })).statusCode).toBe(409);
  });

  it('refunds an auto-charge into repeat_refunded, and refuses unpaid payments and bad amounts', async () => {
    const [charge, attempt] = await insertTestPayments(t.database.db, [
      { studentId, amount: '10.00', status: 'repeat_confirmed', createdAt: '2002-05-12T09:00:00Z' },
      { studentId, amount: '10.00', status: 'new', createdAt: '2002-05-12T09:00:00Z' },
    ]);
    expect((await refund(charge!, { amount: 10 })).json<PaymentCard>().status).toBe('repeat_refunded');
    expect((await refund(attempt!, { amount: 1 })).statusCode).toBe(409);
    for (const amount of [0, -1, 0.001, '5']) {
      const response = await refund(attempt!, { amount });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors?.[0]?.path).toBe('amount');
    }
    expect((await refund(2_000_000_000, { amount: 1 })).statusCode).toBe(404);
    await expectDayTotalsEqualRaw('2002-05-12');
  });
});

describe('PATCH /api/payments/{id}/status', () => {
  it('confirms a new payment: paid_at set, a history line, the day totals move', async () => {
    const [id] = await insertTestPayments(t.database.db, [
      { studentId, amount: '77.70', status: 'new', createdAt: '2002-06-01T09:00:00Z' },
    ]);
    expect((await totalsOf('2002-06-01')).paidAmount).toBe(0);
    const response = await setStatus(id!, { status: 'confirmed', comment: 'Оплата пришла выпиской' });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<PaymentCard>();
    expect(after.status).toBe('confirmed');
    expect(after.paidAt).not.toBeNull();
    expect(after.refundableAmount).toBe(77.7);
    expect(after.history).toEqual([
      expect.objectContaining({
        fromStatus: 'new',
        toStatus: 'confirmed',
        comment: 'Оплата пришла выпиской',
      }),
    ]);
    expect((await expectDayTotalsEqualRaw('2002-06-01')).paidAmount).toBe(77.7);
  });

  it('answers 409 to a change outside the transitions, and 400 to an unknown status', async () => {
    const [paid, attempt, charge] = await insertTestPayments(t.database.db, [
      { studentId, amount: '1.00', createdAt: '2002-06-02T09:00:00Z' },
      { studentId, amount: '1.00', status: 'new', createdAt: '2002-06-02T09:00:00Z' },
      { studentId, amount: '1.00', status: 'repeat_new', createdAt: '2002-06-02T09:00:00Z' },
    ]);
    expect((await setStatus(paid!, { status: 'rejected' })).statusCode).toBe(409);
    expect((await setStatus(paid!, { status: 'refunded' })).statusCode).toBe(409);
    expect((await setStatus(attempt!, { status: 'repeat_confirmed' })).statusCode).toBe(409);
    expect((await setStatus(attempt!, { status: 'new' })).statusCode).toBe(409);
    const bad = await setStatus(attempt!, { status: 'paid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors?.[0]?.path).toBe('status');
    expect((await setStatus(attempt!, { status: 'rejected' })).json<PaymentCard>().status).toBe('rejected');
    const confirmed = await setStatus(charge!, { status: 'repeat_confirmed' });
    expect(confirmed.json<PaymentCard>().status).toBe('repeat_confirmed');
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, attempt!));
    expect(row?.paidAt).toBeNull();
    await expectDayTotalsEqualRaw('2002-06-02');
  });
});
