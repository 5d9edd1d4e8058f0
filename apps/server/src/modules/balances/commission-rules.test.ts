import {
  amountBelowMinimumMessage,
  COMMISSION_MESSAGES,
  type CommissionRulesResponse,
  type EarningsSettings,
} from '@school/contracts/balances';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

/** /settings-earnings: the commission rules and the payout minimum. */
let t: TestApp;
const headers: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['admin', 'super-admin', 'curator', 'speaker'] as const)
    headers[role] = bearer(await t.loginAs(role));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, role: string, payload?: object) =>
  t.app.inject({ method, url, headers: headers[role], ...(payload ? { payload } : {}) });

const rule = (patch: object = {}) => ({
  beneficiary: 'author',
  scope: 'course',
  courseId: null,
  payment: 'first',
  percent: 40,
  holdDays: 14,
  ...patch,
});

describe('GET /api/commission-rules', () => {
  it('gives every role the migration’s default rules', async () => {
    for (const role of ['admin', 'curator', 'speaker']) {
      const response = await call('GET', '/api/commission-rules', role);
      expect(response.statusCode).toBe(200);
      const { items } = response.json<CommissionRulesResponse>();
      expect(items).toHaveLength(6);
      expect(items).toContainEqual(
        expect.objectContaining({
          beneficiary: 'author',
          scope: 'course',
          payment: 'first',
          percent: 40,
          holdDays: 14,
        }),
      );
    }
  });
});

describe('PUT /api/commission-rules', () => {
  it('replaces the set: same keys keep their ids, a course rule names its course, missing ones go', async () => {
    const before = (await call('GET', '/api/commission-rules', 'admin')).json<CommissionRulesResponse>()
      .items;
    const courses = await call('GET', '/api/courses?take=1', 'admin');
    const course = courses.json<{ items: { id: number; name: string }[] }>().items[0]!;
    const response = await call('PUT', '/api/commission-rules', 'admin', {
      items: [
        rule({ percent: 35.5 }),
        rule({ courseId: course.id, percent: 50, holdDays: 7 }),
        rule({ beneficiary: 'referrer', scope: 'subscription', payment: 'repeat', percent: 5 }),
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json<CommissionRulesResponse>();
    expect(items).toHaveLength(3);
    const kept = before.find(
      (row) => row.beneficiary === 'author' && row.payment === 'first' && !row.courseId,
    );
    expect(items.find((row) => row.id === kept?.id)).toMatchObject({ percent: 35.5, holdDays: 14 });
    expect(items.find((row) => row.courseId === course.id)).toMatchObject({
      courseName: course.name,
      percent: 50,
    });
  });

  it('answers 400 naming the field in Russian', async () => {
    const cases: Array<[object[], string, string]> = [
      [
        [rule(), rule({ payment: 'repeat' }), rule({ payment: 'repeat', percent: 100.5 })],
        'items.2.percent',
        COMMISSION_MESSAGES.percentRange,
      ],
      [[rule({ percent: 10.123 })], 'items.0.percent', COMMISSION_MESSAGES.percentDecimals],
      [[rule({ holdDays: 366 })], 'items.0.holdDays', COMMISSION_MESSAGES.holdRange],
      [[rule(), rule()], 'items.1.courseId', COMMISSION_MESSAGES.duplicate],
      [
        [rule({ beneficiary: 'referrer', scope: 'subscription', courseId: 1 })],
        'items.0.courseId',
        COMMISSION_MESSAGES.subscriptionCourse,
      ],
      [[rule({ scope: 'subscription' })], 'items.0.scope', COMMISSION_MESSAGES.authorScope],
      [[rule({ courseId: 2_000_000 })], 'items.0.courseId', COMMISSION_MESSAGES.courseNotFound],
    ];
    for (const [items, path, message] of cases) {
      const response = await call('PUT', '/api/commission-rules', 'admin', { items });
      expect(response.statusCode, path).toBe(400);
      expect(response.json<{ errors: { path: string; message: string }[] }>().errors).toContainEqual({
        path,
        message,
      });
    }
  });

  it('answers 403 to a curator and a speaker', async () => {
    for (const role of ['curator', 'speaker']) {
      const response = await call('PUT', '/api/commission-rules', role, { items: [rule()] });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('/api/earnings-settings', () => {
  it('is read by any staff, changed by admins; the withdrawal names the current minimum', async () => {
    const read = await call('GET', '/api/earnings-settings', 'speaker');
    expect(read.statusCode).toBe(200);
    expect(read.json<EarningsSettings>().minWithdrawal).toBe(3000);
    expect((await call('PUT', '/api/earnings-settings', 'curator', { minWithdrawal: 100 })).statusCode).toBe(
      403,
    );
    const changed = await call('PUT', '/api/earnings-settings', 'super-admin', { minWithdrawal: 5000 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<EarningsSettings>()).toMatchObject({ minWithdrawal: 5000 });
    const withdraw = await call('POST', '/api/balances-withdraws', 'curator', {
      amount: 4000,
      requisites: { type: 'card', cardNumber: '4111 1111 1111 1111' },
    });
    expect(withdraw.statusCode).toBe(400);
    expect(withdraw.json<{ errors: unknown[] }>().errors).toEqual([
      { path: 'amount', message: amountBelowMinimumMessage(5000) },
    ]);
    expect(amountBelowMinimumMessage(5000)).toMatch(/^Минимальная сумма вывода — 5\s000 ₽$/);
  });

  it('answers 400 to a minimum ≤ 0 or with more than 2 decimals', async () => {
    for (const minWithdrawal of [0, -1, 10.123]) {
      const response = await call('PUT', '/api/earnings-settings', 'admin', { minWithdrawal });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('minWithdrawal');
    }
  });
});
