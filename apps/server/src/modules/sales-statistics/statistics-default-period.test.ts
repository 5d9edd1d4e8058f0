import { schoolToday } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 29, item 9: the spec lists the statistics as plain GETs, so one without a period answers this month
 * on the school's clock (the 1st to today, the web's «Этот месяц») instead of an English 400.
 */
let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAs('super-admin');
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: bearer(token) });

const today = schoolToday();
const thisMonth = `dateFrom=${today.slice(0, 7)}-01&dateTo=${today}`;

describe('statistics without dateFrom and dateTo', () => {
  it.each([
    '/api/payments/statistics',
    '/api/payments/statistics?groupBy=week',
    '/api/payments/statistics/csv',
    '/api/subscriptions/statistics',
    '/api/subscriptions/statistics/refund',
    '/api/students/onboarding/statistics',
    '/api/referrals/statistics',
    '/api/cancel-reasons/statistics',
  ])('GET %s answers this month', async (url) => {
    const bare = await get(url);
    expect(bare.statusCode, bare.body).toBe(200);
    const explicit = await get(`${url}${url.includes('?') ? '&' : '?'}${thisMonth}`);
    expect(explicit.statusCode).toBe(200);
    expect(bare.body).toBe(explicit.body);
  });

  it('names the first day of the month and today as the series ends', async () => {
    const answer = (await get('/api/payments/statistics')).json<{
      periods: { start: string; end: string }[];
    }>();
    expect(answer.periods[0]?.start).toBe(`${today.slice(0, 7)}-01`);
    expect(answer.periods.at(-1)?.end).toBe(today);
  });

  it('takes a lone dateTo as the 1st of its month to that day, and a lone dateFrom up to today', async () => {
    const lone = await get('/api/payments/statistics?dateTo=2026-02-10');
    expect(lone.statusCode).toBe(200);
    const periods = lone.json<{ periods: { start: string; end: string }[] }>().periods;
    expect([periods[0]?.start, periods.at(-1)?.end]).toEqual(['2026-02-01', '2026-02-10']);
    const from = (await get('/api/payments/statistics?dateFrom=2026-01-01&groupBy=month')).json<{
      periods: { end: string }[];
    }>();
    expect(from.periods.at(-1)?.end).toBe(today);
  });

  it('lists the cancellations of a reason for this month', async () => {
    const reasons = (await get('/api/cancel-reasons')).json<{ items: { id: number }[] }>();
    const id = reasons.items[0]?.id;
    expect(id).toBeDefined();
    const bare = await get(`/api/cancel-reasons/${id}/cancellations`);
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.body).toBe((await get(`/api/cancel-reasons/${id}/cancellations?${thisMonth}`)).body);
  });

  it('still refuses a period that ends before it starts, in the field dateTo', async () => {
    const response = await get('/api/payments/statistics?dateFrom=2026-02-10&dateTo=2026-02-01');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(expect.objectContaining({ path: 'dateTo' }));
  });
});
