import { COURSE_STATUS } from '@school/contracts';
import type { OwnDashboard, SchoolDashboard } from '@school/contracts/dashboard';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestApplications, insertTestService } from '../../test/application-fixtures';
import { courseFixtures } from '../../test/course-fixtures';
import { insertTestPayments, insertTestStudent } from '../../test/payment-fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

/**
 * «Главная» (issue 31): every figure equals the total of the list or page its tile opens, asked through the
 * API as the page asks it, for an admin and for a curator (whose answer holds only their own).
 */
let t: TestApp;
let admin = '';
let curator = '';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
  curator = await t.loginAs('curator');
  // Attempts older and younger than a day, one of them on yesterday's school day, and a paid one now.
  const studentId = await insertTestStudent(t.database.db, 'Попыткина');
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
  await insertTestPayments(t.database.db, [
    { studentId, amount: '100.00', status: 'new', createdAt: hoursAgo(2) },
    { studentId, amount: '200.00', status: 'new', createdAt: hoursAgo(25) },
    { studentId, amount: '300.00', status: 'new', createdAt: hoursAgo(24 * 40) },
    { studentId, amount: '400.00', status: 'confirmed', createdAt: hoursAgo(1) },
  ]);
  // A course in review, and new applications for a service of the curator's (one of them overdue).
  const fx = courseFixtures(t);
  await fx.forceStatus((await fx.createCourse()).id, COURSE_STATUS.forVerification);
  const serviceId = await insertTestService(t.database.db, { staffId: await fx.staffId('curator') });
  await insertTestApplications(t.database.db, [
    { kind: 'service', serviceId, createdAt: hoursAgo(1) },
    { kind: 'service', serviceId, createdAt: hoursAgo(24 * 5), responseDueAt: hoursAgo(24 * 4) },
  ]);
});
afterAll(() => t.close());

const get = async <T>(token: string, url: string) => {
  const response = await t.app.inject({ url, headers: bearer(token) });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
};

describe('GET /api/dashboard for admins: the school', () => {
  it('counts what each tile opens, exactly as that list counts it', async () => {
    const board = await get<SchoolDashboard>(admin, '/api/dashboard');
    expect(board.scope).toBe('school');
    for (const queue of board.queues) {
      const counts = await get<{ counts: { new: number }; overdue: number }>(
        admin,
        `/api/applications/counts?kind=${queue.kind}`,
      );
      expect(queue.new).toBe(counts.counts.new);
      expect(queue.overdue).toBe(counts.overdue);
      const list = await get<{ total: number }>(admin, `/api/applications?kind=${queue.kind}&status=new`);
      expect(queue.new).toBe(list.total);
    }
    expect(board.questionsWaiting).toBe(
      (await get<{ waiting: number }>(admin, '/api/questions/waiting-count')).waiting,
    );
    expect(board.withdrawalsRequested).toBe(
      (await get<{ total: number }>(admin, '/api/balances-withdraws?status=requested')).total,
    );
    expect(board.coursesInReview).toBe((await get<{ total: number }>(admin, '/api/courses?status=1')).total);
    expect(board.coursesInReview).toBeGreaterThanOrEqual(1);
    expect(board.queues.find((queue) => queue.kind === 'service')!.new).toBeGreaterThanOrEqual(2);
  });

  it('counts the attempts older than the threshold as the payments list does, the boundary day included', async () => {
    const board = await get<SchoolDashboard>(admin, '/api/dashboard');
    const { before, count, hours } = board.staleAttempts;
    expect(hours).toBe(24);
    const totals = await get<{ payments: number }>(
      admin,
      `/api/payments/totals?status=new&createdBefore=${encodeURIComponent(before)}`,
    );
    expect(count).toBe(totals.payments);
    const raw = (await t.database.db.execute(
      sql`select count(*)::int as n from payments where status = 'new' and created_at < ${before}::timestamptz`,
    )) as unknown as { rows: { n: number }[] };
    expect(count).toBe(raw.rows[0]!.n);
    expect(count).toBeGreaterThanOrEqual(2);
    const list = await get<{ total: number }>(
      admin,
      `/api/payments?status=new&createdBefore=${encodeURIComponent(before)}`,
    );
    expect(list.total).toBe(count);
    const wider = await get<SchoolDashboard>(admin, '/api/dashboard?staleHours=1');
    expect(wider.staleAttempts.count).toBe(count + 1);
  });

  it('gives each period the statistics page’s figures for the same days and the days before', async () => {
    const board = await get<SchoolDashboard>(admin, '/api/dashboard');
    expect(board.periods.map((period) => period.period)).toEqual(['today', 'week', 'month']);
    for (const period of board.periods) {
      for (const [from, to, side] of [
        [period.dateFrom, period.dateTo, 'current'],
        [period.previousFrom, period.previousTo, 'previous'],
      ] as const) {
        const statistics = await get<{
          totals: {
            countSingUp: number;
            countFirstPaySubscriptions: number;
            sumNet: number;
            countRefunds: number;
          };
        }>(admin, `/api/payments/statistics?dateFrom=${from}&dateTo=${to}&groupBy=day`);
        expect(period.signups[side]).toBe(statistics.totals.countSingUp);
        expect(period.firstPayments[side]).toBe(statistics.totals.countFirstPaySubscriptions);
        expect(Number(period.revenue[side])).toBeCloseTo(statistics.totals.sumNet, 2);
        expect(period.refunds[side]).toBe(statistics.totals.countRefunds);
      }
    }
    expect(board.periods[0]!.firstPayments.current).toBeGreaterThanOrEqual(1);
  });

  it('lists the latest events newest first, each with its record', async () => {
    const board = await get<SchoolDashboard>(admin, '/api/dashboard');
    expect(board.events.length).toBeGreaterThan(0);
    expect(board.events.length).toBeLessThanOrEqual(8);
    const times = board.events.map((event) => event.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(board.events).toContainEqual(
      expect.objectContaining({
        kind: 'payment',
        amount: '400.00',
        name: expect.stringContaining('Попыткина'),
      }),
    );
    expect(board.events).toContainEqual(expect.objectContaining({ kind: 'signup', subject: '' }));
  });

  it('answers from its cache only while nothing happened: a new payment shows at once', async () => {
    const before = await get<SchoolDashboard>(admin, '/api/dashboard');
    const again = await get<SchoolDashboard>(admin, '/api/dashboard');
    expect(again).toEqual(before);
    await insertTestPayments(t.database.db, [{ amount: '50.00', status: 'confirmed' }]);
    // On the primary + replica pair the read may trail the write by a moment: the next answer shows it.
    await expect
      .poll(
        async () => (await get<SchoolDashboard>(admin, '/api/dashboard')).periods[0]!.firstPayments.current,
      )
      .toBe(before.periods[0]!.firstPayments.current + 1);
  });

  it('refuses a threshold outside 1–720 hours with the field named', async () => {
    const response = await t.app.inject({ url: '/api/dashboard?staleHours=0', headers: bearer(admin) });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('staleHours');
  });
});

describe('GET /api/dashboard for curators and speakers: their own', () => {
  it('counts their own queues, questions, sales and payouts as their own lists do', async () => {
    const board = await get<OwnDashboard>(curator, '/api/dashboard');
    expect(board.scope).toBe('own');
    expect(board).not.toHaveProperty('events');
    for (const queue of board.queues) {
      const counts = await get<{ counts: { new: number }; overdue: number }>(
        curator,
        `/api/applications/counts?kind=${queue.kind}`,
      );
      expect(queue.new).toBe(counts.counts.new);
      expect(queue.overdue).toBe(counts.overdue);
      const list = await get<{ total: number }>(curator, `/api/applications?kind=${queue.kind}&status=new`);
      expect(queue.new).toBe(list.total);
    }
    const service = board.queues.find((queue) => queue.kind === 'service')!;
    expect(service.new).toBeGreaterThanOrEqual(2);
    expect(service.overdue).toBeGreaterThanOrEqual(1);
    expect(board.questionsWaiting).toBe(
      (await get<{ waiting: number }>(curator, '/api/questions/waiting-count')).waiting,
    );
    const sales = await get<{ totals: { paidPayments: number; paidAmount: number } }>(
      curator,
      `/api/admins/${board.staffId}/sales?dateFrom=${board.sales.dateFrom}&dateTo=${board.sales.dateTo}`,
    );
    expect(board.sales.count).toBe(sales.totals.paidPayments);
    expect(Number(board.sales.sum)).toBeCloseTo(sales.totals.paidAmount, 2);
    const open = await get<{ total: number }>(curator, '/api/balances-withdraws/my?status=requested');
    expect(board.withdrawalsOpen.count).toBe(open.total);
    const statistics = await get<{ available: number; held: number }>(
      curator,
      '/api/balances-history/statistics/my',
    );
    expect(Number(board.balance.available)).toBeCloseTo(statistics.available, 2);
    expect(Number(board.balance.held)).toBeCloseTo(statistics.held, 2);
    if (Number(board.balance.held) > 0) expect(board.balance.nextReleaseAt).not.toBeNull();
  });
});

describe('the shell’s one pulse refreshes «Главная»', () => {
  it('moves its activity with a payment, a sign-up and a staff action, for every role', async () => {
    const activity = async (token: string) =>
      (await get<{ activity: string }>(token, '/api/applications/pulse')).activity;
    const before = await activity(curator);
    await insertTestPayments(t.database.db, [{ amount: '10.00', status: 'confirmed' }]);
    const afterPayment = await activity(curator);
    expect(afterPayment).not.toBe(before);
    await insertTestStudent(t.database.db, 'Пульсова');
    const afterSignup = await activity(admin);
    expect(afterSignup).not.toBe(afterPayment);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/admins/my-info',
      headers: bearer(admin),
      payload: { startPage: 'dashboard' },
    });
    expect(patch.json<{ startPage: string }>().startPage).toBe('dashboard');
    expect(await activity(admin)).not.toBe(afterSignup);
  });
});

describe('the start page, kept per account', () => {
  it('is «Мои курсы» until the person picks «Главная»; anything else is refused on its field', async () => {
    const speaker = await t.loginAs('speaker');
    const me = async () => get<{ startPage: string }>(speaker, '/api/admins/my-info');
    expect((await me()).startPage).toBe('courses');
    const patch = (startPage: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/admins/my-info',
        headers: bearer(speaker),
        payload: { startPage },
      });
    const refused = await patch('users');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('startPage');
    expect((await patch('dashboard')).statusCode).toBe(200);
    expect((await me()).startPage).toBe('dashboard');
    expect((await patch('courses')).statusCode).toBe(200);
    expect((await me()).startPage).toBe('courses');
  });
});
