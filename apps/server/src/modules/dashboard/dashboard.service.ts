import { COURSE_STATUS, isAdminRole, type Role, schoolToday } from '@school/contracts';
import {
  DASHBOARD_PERIOD_DAYS,
  DASHBOARD_PERIODS,
  type Dashboard,
  type DashboardQuery,
  type DashboardSalesPeriod,
  type OwnDashboard,
  type SchoolDashboard,
} from '@school/contracts/dashboard';
import type { Db } from '../../db/types';
import { createTtlCache } from '../../lists/ttl-cache';
import { applicationsVersion, countQueues } from '../applications';
import {
  countMyWithdrawals,
  countWithdrawals,
  nextHeldRelease,
  readBalance,
  withdrawalSums,
} from '../balances';
import { countAllCourses } from '../courses';
import { kopecksOfText, paymentsList, staffSalesTotals, textOfKopecks } from '../payments';
import { waitingCount } from '../questions';
import { addDays, readPaymentFigures, readSignups } from '../sales-statistics';
import { latestEvents } from './dashboard.repository';

export type Actor = { id: number; role: Role };

const FEED_LENGTH = 8;
const HOUR_MS = 3_600_000;

/**
 * `GET /api/dashboard` kept per server process: an answer is reused while the shell's activity (the pulse's
 * probes: the applications' newest id and change, the recent statistics roll-up rows' newest version, the newest audit event and
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
    salesPeriods(db, today),
    countQueues(db, actor),
    waitingCount(db, actor),
    countWithdrawals(db, { status: 'requested' }),
    countAllCourses(db, { status: COURSE_STATUS.forVerification }),
    paymentsList.count(db, { status: 'new', type: 'all', createdBefore: before }),
    latestEvents(db, FEED_LENGTH),
  ]);
  return {
    scope: 'school',
    periods,
    queues,
    questionsWaiting: questions.waiting,
    withdrawalsRequested: withdrawals,
    coursesInReview: inReview,
    staleAttempts: { count: stale, hours: query.staleHours, before },
    events,
  };
}

async function ownDashboard(db: Db, actor: Actor, now: number): Promise<OwnDashboard> {
  const dateTo = schoolToday(now);
  const dateFrom = addDays(dateTo, 1 - DASHBOARD_PERIOD_DAYS.month);
  const owner = { staffId: actor.id };
  const [sales, queues, questions, balance, next, open, requested] = await Promise.all([
    staffSalesTotals(db, actor.id, { dateFrom, dateTo }),
    countQueues(db, actor),
    waitingCount(db, actor),
    readBalance(db, owner),
    nextHeldRelease(db, actor.id),
    countMyWithdrawals(db, actor.id, { status: 'requested' }),
    withdrawalSums(db, owner),
  ]);
  return {
    scope: 'own',
    staffId: actor.id,
    sales: {
      dateFrom,
      dateTo,
      count: sales.paidPayments,
      sum: sales.paidAmount.toFixed(2),
    },
    queues,
    questionsWaiting: questions.waiting,
    balance: {
      available: balance.available,
      held: balance.held,
      nextReleaseAt: next?.at ?? null,
      nextReleaseAmount: next?.amount ?? null,
    },
    withdrawalsOpen: { count: open, sum: requested.requested },
  };
}

/**
 * The sales of today, 7 and 30 school days, each against the days just before it of the same length: the 60
 * days' rows of the statistics' roll-ups read once by day (`readPaymentFigures`, `readSignups`: the figures
 * «Статистика платежей» shows for the same days), summed per range here in kopecks.
 */
async function salesPeriods(db: Db, today: string): Promise<DashboardSalesPeriod[]> {
  const longest = Math.max(...Object.values(DASHBOARD_PERIOD_DAYS));
  const first = addDays(today, 1 - 2 * longest);
  const [figures, signups] = await Promise.all([
    readPaymentFigures(db, first, today, 'day'),
    readSignups(db, first, today, 'day'),
  ]);
  const days = figures.filter((row) => row.period !== null);
  const signupDays = signups.filter((row) => row.period !== null);
  const range = (from: string, to: string) => {
    const inRange = days.filter((row) => row.period! >= from && row.period! <= to);
    const money = (key: 'netSum' | 'firstSum' | 'nextSum' | 'refundSum') =>
      textOfKopecks(inRange.reduce((sum, row) => sum + kopecksOfText(row[key]), 0));
    const count = (key: 'firstCount' | 'nextCount' | 'refundCount') =>
      inRange.reduce((sum, row) => sum + Number(row[key]), 0);
    return {
      revenue: money('netSum'),
      firstPayments: count('firstCount'),
      firstPaymentsSum: money('firstSum'),
      renewals: count('nextCount'),
      renewalsSum: money('nextSum'),
      refunds: count('refundCount'),
      refundsSum: money('refundSum'),
      signups: signupDays
        .filter((row) => row.period! >= from && row.period! <= to)
        .reduce((sum, row) => sum + Number(row.students), 0),
    };
  };
  return DASHBOARD_PERIODS.map((period): DashboardSalesPeriod => {
    const dateFrom = addDays(today, 1 - DASHBOARD_PERIOD_DAYS[period]);
    const previousTo = addDays(dateFrom, -1);
    const previousFrom = addDays(previousTo, 1 - DASHBOARD_PERIOD_DAYS[period]);
    const current = range(dateFrom, today);
    const previous = range(previousFrom, previousTo);
    const pair = <K extends keyof typeof current>(key: K) => ({
      current: current[key],
      previous: previous[key],
    });
    return {
      period,
      dateFrom,
      dateTo: today,
      previousFrom,
      previousTo,
      revenue: pair('revenue'),
      firstPayments: pair('firstPayments'),
      firstPaymentsSum: pair('firstPaymentsSum'),
      renewals: pair('renewals'),
      renewalsSum: pair('renewalsSum'),
      refunds: pair('refunds'),
      refundsSum: pair('refundsSum'),
      signups: pair('signups'),
    };
  });
}
