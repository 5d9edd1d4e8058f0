import {
  APPLICATION_KINDS,
  applicationCountsQuerySchema,
  COURSE_STATUS,
  coursesListQuerySchema,
  DASHBOARD_PERIOD_DAYS,
  DASHBOARD_PERIODS,
  type Dashboard,
  type DashboardPeriod,
  type DashboardQuery,
  type DashboardQueue,
  type DashboardSalesPeriod,
  isAdminRole,
  type OwnDashboard,
  type Role,
  type SchoolDashboard,
  schoolToday,
  staffSalesQuerySchema,
} from '@school/contracts';
import { withdrawalsListQuerySchema, withdrawalsMyQuerySchema } from '@school/contracts/balances';
import type { Db } from '../../db/types';
import { createTtlCache } from '../../lists/ttl-cache';
import { applicationsVersion, countApplications } from '../applications';
import {
  listMyWithdrawals,
  listWithdrawals,
  nextHeldRelease,
  readBalance,
  withdrawalSums,
} from '../balances';
import { listAllCourses } from '../courses';
import { listStaffSales, paymentTotals } from '../payments';
import { waitingCount } from '../questions';
import { addDays, readPaymentFigures, readSignups } from '../sales-statistics';
import { latestEvents } from './dashboard.repository';

export type Actor = { id: number; role: Role };

const FEED_LENGTH = 8;
const HOUR_MS = 3_600_000;

/**
 * `GET /api/dashboard` kept per server process: an answer is reused while the shell's activity (the pulse's
 * probes: the applications' newest id and change, the statistics' version sequence, the newest audit event and
 * question) is unchanged, for at most `keepMs` — what moves with the clock alone (overdue applications, stale
 * attempts) is at most that old. Ten admins with «Главная» open cost one reading of the figures, then a
 * statement of index probes each. The version is read first and the answer kept under it, so a change that lands
 * while the figures are read only makes the next request read them again.
 */
export function createDashboardAnswers({ keepMs = 15_000, maxEntries = 256 } = {}) {
  const answers = createTtlCache<Promise<Dashboard>>(keepMs, maxEntries);
  return async (db: Db, actor: Actor, query: DashboardQuery): Promise<Dashboard> => {
    const state = await applicationsVersion(db);
    const scope = isAdminRole(actor.role) ? 'school' : `own:${actor.id}`;
    const key = [
      scope,
      query.staleHours,
      state?.id,
      String(state?.updated),
      String(state?.settings),
      state?.activity,
    ].join('|');
    const kept = answers.get(key);
    if (kept) return kept;
    const answer = dashboardFor(db, actor, query);
    answers.set(key, answer);
    // A failed reading is not kept: the next request tries again.
    answer.catch(() => answers.delete(key));
    return answer;
  };
}

/**
 * `GET /api/dashboard`: «Главная» for the caller. Each figure is computed by the code of the list or page its
 * tile opens (the queues' counts, the questions' badge, the payments' totals, the statistics' roll-ups), so
 * the two cannot disagree; the parts run concurrently.
 */
export function dashboardFor(db: Db, actor: Actor, query: DashboardQuery, now = Date.now()) {
  return isAdminRole(actor.role) ? schoolDashboard(db, actor, query, now) : ownDashboard(db, actor, now);
}

async function schoolDashboard(
  db: Db,
  actor: Actor,
  query: DashboardQuery,
  now: number,
): Promise<SchoolDashboard> {
  const today = schoolToday(now);
  const before = new Date(now - query.staleHours * HOUR_MS).toISOString();
  const [periods, queues, questions, withdrawals, inReview, stale, events] = await Promise.all([
    Promise.all(DASHBOARD_PERIODS.map((period) => salesPeriod(db, period, today))),
    applicationQueues(db, actor),
    waitingCount(db, actor),
    listWithdrawals(db, withdrawalsListQuerySchema.parse({ status: 'requested', take: 1 })),
    listAllCourses(db, coursesListQuerySchema.parse({ status: COURSE_STATUS.forVerification, take: 1 })),
    paymentTotals(db, { status: 'new', type: 'all', createdBefore: before }),
    latestEvents(db, FEED_LENGTH),
  ]);
  return {
    scope: 'school',
    periods,
    queues,
    questionsWaiting: questions.waiting,
    withdrawalsRequested: withdrawals.total,
    coursesInReview: inReview.total,
    staleAttempts: { count: stale.payments, hours: query.staleHours, before },
    events,
  };
}

async function ownDashboard(db: Db, actor: Actor, now: number): Promise<OwnDashboard> {
  const dateTo = schoolToday(now);
  const dateFrom = addDays(dateTo, 1 - DASHBOARD_PERIOD_DAYS.month);
  const owner = { staffId: actor.id };
  const [sales, queues, questions, balance, next, open, requested] = await Promise.all([
    listStaffSales(db, actor, actor.id, staffSalesQuerySchema.parse({ dateFrom, dateTo, take: 1 })),
    applicationQueues(db, actor),
    waitingCount(db, actor),
    readBalance(db, owner),
    nextHeldRelease(db, actor.id),
    listMyWithdrawals(db, actor.id, withdrawalsMyQuerySchema.parse({ status: 'requested', take: 1 })),
    withdrawalSums(db, owner),
  ]);
  return {
    scope: 'own',
    staffId: actor.id,
    sales: {
      dateFrom,
      dateTo,
      count: sales.totals.paidPayments,
      sum: sales.totals.paidAmount.toFixed(2),
    },
    queues,
    questionsWaiting: questions.waiting,
    balance: {
      available: balance.available,
      held: balance.held,
      nextReleaseAt: next?.at ?? null,
      nextReleaseAmount: next?.amount ?? null,
    },
    withdrawalsOpen: { count: open.total, sum: requested.requested },
  };
}

/** Each queue's new and overdue applications, as its counts endpoint gives them (own only for curators). */
function applicationQueues(db: Db, actor: Actor): Promise<DashboardQueue[]> {
  return Promise.all(
    APPLICATION_KINDS.map(async (kind) => {
      const counts = await countApplications(db, actor, applicationCountsQuerySchema.parse({ kind }));
      return { kind, new: counts.counts.new, overdue: counts.overdue };
    }),
  );
}

/**
 * A period's sales against the period of the same length just before it, from the statistics' roll-ups
 * (`readPaymentFigures`, `readSignups`): the figures «Статистика платежей» shows for the same days.
 */
async function salesPeriod(db: Db, period: DashboardPeriod, today: string): Promise<DashboardSalesPeriod> {
  const days = DASHBOARD_PERIOD_DAYS[period];
  const dateFrom = addDays(today, 1 - days);
  const previousTo = addDays(dateFrom, -1);
  const previousFrom = addDays(previousTo, 1 - days);
  const [current, previous] = await Promise.all([
    rangeFigures(db, dateFrom, today),
    rangeFigures(db, previousFrom, previousTo),
  ]);
  const count = (key: keyof typeof current) => ({
    current: Number(current[key]),
    previous: Number(previous[key]),
  });
  const money = (key: keyof typeof current) => ({ current: current[key], previous: previous[key] });
  return {
    period,
    dateFrom,
    dateTo: today,
    previousFrom,
    previousTo,
    revenue: money('netSum'),
    firstPayments: count('firstCount'),
    firstPaymentsSum: money('firstSum'),
    renewals: count('nextCount'),
    renewalsSum: money('nextSum'),
    refunds: count('refundCount'),
    refundsSum: money('refundSum'),
    signups: count('signups'),
  };
}

/** The whole range's row of the statistics (grouped by month: at most two periods' rows besides it). */
async function rangeFigures(db: Db, dateFrom: string, dateTo: string) {
  const [figures, signups] = await Promise.all([
    readPaymentFigures(db, dateFrom, dateTo, 'month'),
    readSignups(db, dateFrom, dateTo, 'month'),
  ]);
  const whole = figures.find((row) => row.period === null);
  const signed = signups.find((row) => row.period === null);
  return {
    netSum: whole?.netSum ?? '0.00',
    firstCount: whole?.firstCount ?? '0',
    firstSum: whole?.firstSum ?? '0.00',
    nextCount: whole?.nextCount ?? '0',
    nextSum: whole?.nextSum ?? '0.00',
    refundCount: whole?.refundCount ?? '0',
    refundSum: whole?.refundSum ?? '0.00',
    signups: signed?.students ?? '0',
  };
}
