import {
  PAYMENT_PROVIDERS,
  type PaymentProvider,
  type PaymentsStatisticsQuery,
  type PaymentsStatisticsResponse,
  type RefundStatisticsResponse,
  type RefundStatisticsRow,
  type RetentionCohort,
  type SignUpStatistics,
  type StatisticsPeriod,
  type SubscriptionStatisticsResponse,
} from '@school/contracts';
import type { Db } from '../../db/types';
import { createTtlCache } from '../../lists/ttl-cache';
import {
  NO_PAYMENT_FIGURES,
  type PaymentFiguresRow,
  readCohortRevenue,
  readCohortSpans,
  readPaymentFigures,
  readRangeTotals,
  readRefundFigures,
  readSignups,
  readStatisticsVersion,
  readSubscriptionMonths,
} from './sales-statistics.repository';
import { monthDistance, monthsBetween, statisticsPeriods } from './statistics-periods';
import { addVersions, previousPeriod } from './statistics-versions';

/**
 * One period's figures as SQL sent them: money as numeric text with two decimals (`1234.50`), counts as
 * integer text. JSON turns each into a number once (conventions: money is a number of roubles); the CSV
 * writes the text itself, so both carry the same figures.
 */
export interface PeriodFigures {
  start: string;
  end: string;
  countSingUp: string;
  countFirstPaySubscriptions: string;
  sumAmountFirstPaySubscriptions: string;
  countNextPaySubscriptions: string;
  sumAmountNextPaySubscriptions: string;
  sumAmount: string;
  countRefunds: string;
  sumRefunds: string;
  sumNet: string;
  byProvider: Record<PaymentProvider, string>;
}

export interface PaymentsStatisticsFigures {
  totals: PeriodFigures;
  periods: PeriodFigures[];
  /** The period of the same length just before (its totals; `start`/`end` are its days). */
  previous: PeriodFigures;
  /**
   * The state of the roll-ups the figures were read from — the days of both periods, from the previous one's
   * first to `dateTo` — as `readStatisticsVersion` gives it for those days.
   */
  version: string;
}

const NO_PAYMENTS = NO_PAYMENT_FIGURES;

function periodFigures(row: PaymentFiguresRow, students: string, start: string, end: string): PeriodFigures {
  const byProvider = {} as Record<PaymentProvider, string>;
  for (const [index, provider] of PAYMENT_PROVIDERS.entries())
    byProvider[provider] = row.providerSums[index]!;
  return {
    start,
    end,
    countSingUp: students,
    countFirstPaySubscriptions: row.firstCount,
    sumAmountFirstPaySubscriptions: row.firstSum,
    countNextPaySubscriptions: row.nextCount,
    sumAmountNextPaySubscriptions: row.nextSum,
    sumAmount: row.paidSum,
    countRefunds: row.refundCount,
    sumRefunds: row.refundSum,
    sumNet: row.netSum,
    byProvider,
  };
}

/**
 * The whole range's figures, without periods: one statement over its roll-up rows (today, 7 or 30 days are a
 * few hundred). `version` is the state of those rows.
 */
export async function rangeTotals(
  db: Db,
  dateFrom: string,
  dateTo: string,
): Promise<{ totals: PeriodFigures; version: string }> {
  const found = await readRangeTotals(db, dateFrom, dateTo);
  return { totals: periodFigures(found.payments, found.students, dateFrom, dateTo), version: found.version };
}

/** The sign-up statistics of every period from `dateFrom` to `dateTo`, empty periods as zeros. */
export async function paymentsStatisticsFigures(
  db: Db,
  { dateFrom, dateTo, groupBy }: PaymentsStatisticsQuery,
): Promise<PaymentsStatisticsFigures> {
  const before = previousPeriod(dateFrom, dateTo);
  const [payments, signups, previous] = await Promise.all([
    readPaymentFigures(db, dateFrom, dateTo, groupBy),
    readSignups(db, dateFrom, dateTo, groupBy),
    rangeTotals(db, before.dateFrom, before.dateTo),
  ]);
  const paymentRows = new Map(payments.map((row) => [row.period ?? '*', row]));
  const signupRows = new Map(signups.map((row) => [row.period ?? '*', row.students]));
  const signupsVersion = signups.find((row) => row.period === null)?.version ?? '0.0';
  const figures = (period: string | null, start: string, end: string): PeriodFigures =>
    periodFigures(
      paymentRows.get(period ?? '*') ?? NO_PAYMENTS,
      signupRows.get(period ?? '*') ?? '0',
      start,
      end,
    );
  return {
    totals: figures(null, dateFrom, dateTo),
    periods: statisticsPeriods(dateFrom, dateTo, groupBy).map((period) =>
      figures(period.key, period.start, period.end),
    ),
    previous: previous.totals,
    version: addVersions(
      `${(paymentRows.get('*') ?? NO_PAYMENTS).version}/${signupsVersion}`,
      previous.version,
    ),
  };
}

function signUpStatistics(figures: PeriodFigures): SignUpStatistics {
  return {
    countSingUp: Number(figures.countSingUp),
    countFirstPaySubscriptions: Number(figures.countFirstPaySubscriptions),
    sumAmountFirstPaySubscriptions: Number(figures.sumAmountFirstPaySubscriptions),
    countNextPaySubscriptions: Number(figures.countNextPaySubscriptions),
    sumAmountNextPaySubscriptions: Number(figures.sumAmountNextPaySubscriptions),
    sumAmount: Number(figures.sumAmount),
    countRefunds: Number(figures.countRefunds),
    sumRefunds: Number(figures.sumRefunds),
    sumNet: Number(figures.sumNet),
  };
}

/** `GET /api/payments/statistics`. */
export async function paymentsStatistics(
  db: Db,
  query: PaymentsStatisticsQuery,
): Promise<PaymentsStatisticsResponse> {
  return statisticsResponse(await paymentsStatisticsFigures(db, query));
}

function statisticsResponse({
  totals,
  periods,
  previous,
}: PaymentsStatisticsFigures): PaymentsStatisticsResponse {
  return {
    totals: signUpStatistics(totals),
    // In the response schema's key order: the answer is sent as JSON.stringify gives it. Built by plain
    // assignment (not spread nor Object.fromEntries): three years by day are 1,096 of them per answer.
    periods: periods.map((period) => {
      const shaped = signUpStatistics(period) as PaymentsStatisticsResponse['periods'][number];
      shaped.start = period.start;
      shaped.end = period.end;
      const byProvider = {} as Record<PaymentProvider, number>;
      for (const provider of PAYMENT_PROVIDERS) byProvider[provider] = Number(period.byProvider[provider]);
      shaped.byProvider = byProvider;
      return shaped;
    }),
    previous: { dateFrom: previous.start, dateTo: previous.end, totals: signUpStatistics(previous) },
  };
}

/**
 * `GET /api/payments/statistics` as JSON text, each answer kept (per server process) under its range, grouping
 * and the state of the roll-ups it was read from. A request first reads that state (one statement over the
 * range's roll-up rows, ~1/10 of reading and shaping the figures): while no payment or sign-up of those days
 * changed, the same text is sent again; after any change the key differs and the answer is read anew — never
 * stale. The figures carry the state they were read in, so an answer is kept under its own state even when a
 * payment lands between the two reads.
 */
export function createPaymentsStatisticsAnswers({ maxEntries = 64, keepMs = 10 * 60_000 } = {}) {
  const answers = createTtlCache<string>(keepMs, maxEntries);
  const keyOf = ({ dateFrom, dateTo, groupBy }: PaymentsStatisticsQuery, version: string) =>
    `${dateFrom}|${dateTo}|${groupBy}|${version}`;
  return async (db: Db, query: PaymentsStatisticsQuery): Promise<string> => {
    // The days of both periods: the previous one ends the day before dateFrom.
    const { dateFrom } = previousPeriod(query.dateFrom, query.dateTo);
    const kept = answers.get(keyOf(query, await readStatisticsVersion(db, dateFrom, query.dateTo)));
    if (kept !== undefined) return kept;
    const figures = await paymentsStatisticsFigures(db, query);
    const answer = JSON.stringify(statisticsResponse(figures));
    answers.set(keyOf(query, figures.version), answer);
    return answer;
  };
}

/** `GET /api/subscriptions/statistics/refund`: every provider, in the product's order, zeros included. */
export async function refundStatistics(
  db: Db,
  { dateFrom, dateTo }: StatisticsPeriod,
): Promise<RefundStatisticsResponse> {
  const rows = new Map((await readRefundFigures(db, dateFrom, dateTo)).map((row) => [row.provider, row]));
  const figures = (provider: PaymentProvider | null): Omit<RefundStatisticsRow, 'provider'> => {
    const row = rows.get(provider);
    const paidPayments = Number(row?.paidPayments ?? 0);
    const refundedPayments = Number(row?.refundedPayments ?? 0);
    return {
      paidPayments,
      paidAmount: Number(row?.paidAmount ?? 0),
      refundedPayments,
      refundedAmount: Number(row?.refundedAmount ?? 0),
      // A refund of a payment whose status went back to unpaid could exceed the paid count: a ratio stays ≤ 1.
      rate: paidPayments === 0 ? 0 : Math.min(1, refundedPayments / paidPayments),
    };
  };
  return {
    providers: PAYMENT_PROVIDERS.map((provider) => ({ provider, ...figures(provider) })),
    total: figures(null),
  };
}

/** Churned of those active at the start / active at the start; null when none was (a ratio ≤ 1). */
export function churnRate(churnedOfActive: number, activeAtStart: number): number | null {
  return activeAtStart === 0 ? null : Math.min(1, churnedOfActive / activeAtStart);
}

/**
 * `GET /api/subscriptions/statistics`: the months from dateFrom's to dateTo's, and the retention of each of
 * their cohorts up to `today`'s month (a later month is not known yet).
 */
export async function subscriptionStatistics(
  db: Db,
  { dateFrom, dateTo }: StatisticsPeriod,
  today: string,
): Promise<SubscriptionStatisticsResponse> {
  const months = monthsBetween(dateFrom, dateTo);
  const firstMonth = months[0]!;
  const lastMonth = months[months.length - 1]!;
  const [monthRows, cohortSpans, cohortRevenue] = await Promise.all([
    readSubscriptionMonths(db, firstMonth, lastMonth),
    readCohortSpans(db, firstMonth, lastMonth),
    readCohortRevenue(db, firstMonth, lastMonth),
  ]);
  const revenueOf = new Map(cohortRevenue.map((row) => [row.month, row]));
  const retention: RetentionCohort[] = months.map((month) => {
    const cohort = cohortSpans.filter((span) => span.startMonth === month);
    const known = Math.max(0, monthDistance(month, today) + 1);
    // endedBy[k]: the cohort's subscriptions that ended k months after the start month.
    const endedBy = new Array<number>(known).fill(0);
    let subscriptions = 0;
    for (const span of cohort) {
      subscriptions += Number(span.subscriptions);
      const ended = monthDistance(month, span.endMonth);
      if (ended < known) endedBy[Math.max(0, ended)]! += Number(span.subscriptions);
    }
    // Still active k months later: started, and ending after month + k (end_month > start + k).
    let active = subscriptions;
    const retained = endedBy.map((ended) => {
      active -= ended;
      return active;
    });
    return { month, subscriptions, retained };
  });
  return {
    months: monthRows.map((row) => ({
      month: row.month,
      active: Number(row.active),
      mrr: Number(row.mrr),
      newSubscriptions: Number(row.newSubscriptions),
      newMrr: Number(row.newMrr),
      renewals: Number(row.renewals),
      churned: Number(row.churned),
      churnedMrr: Number(row.churnedMrr),
      activeAtStart: Number(row.activeAtStart),
      churnedOfActive: Number(row.churnedOfActive),
      churnRate: churnRate(Number(row.churnedOfActive), Number(row.activeAtStart)),
      payingStudents: Number(row.payingStudents),
      netRevenue: Number(row.netRevenue),
      arpu: row.arpu === null ? null : Number(row.arpu),
    })),
    retention,
    ltv: months.map((month) => {
      const row = revenueOf.get(month);
      return {
        month,
        students: Number(row?.students ?? 0),
        revenue: Number(row?.revenue ?? 0),
        ltv: row?.ltv == null ? null : Number(row.ltv),
      };
    }),
  };
}
