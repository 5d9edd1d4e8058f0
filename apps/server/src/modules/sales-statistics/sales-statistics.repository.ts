import { PAYMENT_PROVIDERS, type PaymentProvider, type StatisticsGrouping } from '@school/contracts';
import { type SQL, sql } from 'drizzle-orm';
import {
  cohortMonthSales as cohorts,
  paymentDaySales as sales,
  studentDaySignups as signups,
  subscriptionMonthSpans as spans,
} from '../../db/schema/payment-day-totals.table';
import type { Db } from '../../db/types';

/**
 * The statistics read only the pre-aggregates of migration 0011 (a few rows per school day), never the
 * payments. Money is summed in kopecks as bigint (PostgreSQL adds int8 in 128-bit integers; numeric sums cost
 * three times as much over three years of days) and leaves as integer text; `roubles` writes it with two
 * decimals by moving the point, so no figure is ever a float. Counts leave as text too.
 */

const kopecks = (sum: SQL) => sql`(coalesce(${sum}, 0))::text`;
/** A numeric sum (the subscriptions' monthly amounts) as text with two decimals. */
const money = (sum: SQL) => sql`(coalesce(${sum}, 0)::numeric(18, 2))::text`;
const count = (sum: SQL) => sql`(coalesce(${sum}, 0))::text`;
/**
 * The state of a roll-up's rows (`count.sum of versions`): an insert adds a row, and an update that changes a
 * figure gives its row a newer value of `statistics_version_seq` (migration 0024; taken once the row is locked,
 * so a row's versions only grow): the text moves with every change (the triggers never delete a row).
 */
const rowsVersion = (version: unknown) => sql`count(*)::text || '.' || coalesce(sum(${version}), 0)::text`;
/** `rowsVersion` on the whole range's row of a `rollup`/grouping sets (null on the periods' rows). */
const rangeVersion = (period: unknown, version: unknown) =>
  sql`case when grouping(${period}) = 1 then ${rowsVersion(version)} end`;

/**
 * The state of the roll-ups a payments-statistics answer for these days reads, in one statement (one snapshot);
 * the same text as the `version` the figures below carry on their whole-range rows.
 */
export async function readStatisticsVersion(db: Db, dateFrom: string, dateTo: string): Promise<string> {
  const [found] = await rows<{ version: string }>(
    db,
    sql`select (select ${rowsVersion(sales.version)} from ${sales}
        where ${sales.day} >= ${dateFrom}::date and ${sales.day} <= ${dateTo}::date)
      || '/' || (select ${rowsVersion(signups.version)} from ${signups}
        where ${signups.day} >= ${dateFrom}::date and ${signups.day} <= ${dateTo}::date) as version`,
  );
  return found!.version;
}

/** `123450` → `1234.50`, `-5` → `-0.05`: kopecks as integer text to roubles with two decimals, exactly. */
export function roubles(kopecksText: string): string {
  const negative = kopecksText.startsWith('-');
  const digits = (negative ? kopecksText.slice(1) : kopecksText).padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** The period (its own first day: the day, the ISO week's Monday, the month's 1st) of a `date` column. */
function periodOf(day: SQL | unknown, groupBy: StatisticsGrouping): SQL {
  if (groupBy === 'day') return sql`${day}`;
  // Inlined, not bound: a grouping set must repeat the select list's expression exactly.
  const unit = { week: "'week'", month: "'month'" }[groupBy];
  return sql`date_trunc(${sql.raw(unit)}, (${day})::timestamp)::date`;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  // Both drivers answer `{ rows }`; the shared Db type cannot say so.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface PaymentFiguresRow {
  /** Null on the row of the whole range. */
  period: string | null;
  firstCount: string;
  firstSum: string;
  nextCount: string;
  nextSum: string;
  paidSum: string;
  refundCount: string;
  refundSum: string;
  netSum: string;
  /** The paid sum of each provider, in PAYMENT_PROVIDERS' order. */
  providerSums: string[];
  /** The state of the rows summed (`rowsVersion`) on the whole range's row, null on a period's. */
  version: string | null;
}

/**
 * Per period and for the whole range (`rollup`), from `payment_day_sales` (10 rows a day: provider ×
 * first/repeat, paid and refunded already summed by migration 0013's trigger), each provider's paid sum a
 * filtered column of the period's row: one output row per period. (Grouping sets per period and provider
 * as well made six rows per period: three years by day took ~3× the database time.) Text is made only for
 * the output rows.
 */
export async function readPaymentFigures(
  db: Db,
  dateFrom: string,
  dateTo: string,
  groupBy: StatisticsGrouping,
): Promise<PaymentFiguresRow[]> {
  const period = periodOf(sales.day, groupBy);
  const found = await rows<PaymentFiguresText>(
    db,
    sql`select to_char((${period})::timestamp, 'YYYY-MM-DD') as period, ${paymentColumns()},
      ${rangeVersion(period, sales.version)} as version
    from ${sales}
    where ${sales.day} >= ${dateFrom}::date and ${sales.day} <= ${dateTo}::date
    group by rollup (${period})`,
  );
  return found.map(paymentFiguresRow);
}

type PaymentFiguresText = Omit<PaymentFiguresRow, 'providerSums'> & Record<`provider${number}`, string>;

/** The figures of `payment_day_sales` rows as the columns of PaymentFiguresRow (money in kopecks). */
function paymentColumns(): SQL {
  const paid = sql`sum(${sales.paidKopecks})`;
  const refunded = sql`sum(${sales.refundedKopecks})`;
  // One column per provider (`provider0` …), not an array: parsing 1,096 text arrays cost ~3 ms a request.
  const providerSums = sql.join(
    PAYMENT_PROVIDERS.map(
      (provider, index) =>
        sql`${kopecks(sql`sum(${sales.paidKopecks}) filter (where ${sales.provider} = ${provider})`)} as ${sql.identifier(`provider${index}`)}`,
    ),
    sql`, `,
  );
  return sql`${count(sql`sum(${sales.paidPayments}) filter (where not ${sales.isRepeat})`)} as "firstCount",
    ${kopecks(sql`sum(${sales.paidKopecks}) filter (where not ${sales.isRepeat})`)} as "firstSum",
    ${count(sql`sum(${sales.paidPayments}) filter (where ${sales.isRepeat})`)} as "nextCount",
    ${kopecks(sql`sum(${sales.paidKopecks}) filter (where ${sales.isRepeat})`)} as "nextSum",
    ${kopecks(paid)} as "paidSum",
    ${count(sql`sum(${sales.refundedPayments})`)} as "refundCount", ${kopecks(refunded)} as "refundSum",
    ${kopecks(sql`coalesce(${paid}, 0) - coalesce(${refunded}, 0)`)} as "netSum",
    ${providerSums}`;
}

function paymentFiguresRow(row: PaymentFiguresText): PaymentFiguresRow {
  return {
    period: row.period,
    firstCount: row.firstCount,
    firstSum: roubles(row.firstSum),
    nextCount: row.nextCount,
    nextSum: roubles(row.nextSum),
    paidSum: roubles(row.paidSum),
    refundCount: row.refundCount,
    refundSum: roubles(row.refundSum),
    netSum: roubles(row.netSum),
    providerSums: PAYMENT_PROVIDERS.map((_, index) => roubles(row[`provider${index}`]!)),
    version: row.version,
  };
}

export interface RangeTotalsRow {
  payments: PaymentFiguresRow;
  students: string;
  /** The state of the range's rows of both roll-ups, as `readStatisticsVersion` gives it. */
  version: string;
}

/**
 * The whole range's figures and sign-ups in one statement (no periods): the previous period of the
 * statistics, and any reader of a few ranges' totals (today, 7 or 30 days) — a few hundred roll-up rows.
 */
export async function readRangeTotals(db: Db, dateFrom: string, dateTo: string): Promise<RangeTotalsRow> {
  const signupRows = sql`from ${signups} where ${signups.day} >= ${dateFrom}::date and ${signups.day} <= ${dateTo}::date`;
  // An aggregate without GROUP BY: always one row, zeros for an empty range.
  const [found] = await rows<PaymentFiguresText & { students: string; signupsVersion: string }>(
    db,
    sql`select null as period, ${paymentColumns()}, ${rowsVersion(sales.version)} as version,
      (select ${count(sql`sum(${signups.students})`)} ${signupRows}) as students,
      (select ${rowsVersion(signups.version)} ${signupRows}) as "signupsVersion"
    from ${sales}
    where ${sales.day} >= ${dateFrom}::date and ${sales.day} <= ${dateTo}::date`,
  );
  return {
    payments: paymentFiguresRow(found!),
    students: found!.students,
    version: `${found!.version}/${found!.signupsVersion}`,
  };
}

/** The figures of a range without payment roll-up rows. */
export const NO_PAYMENT_FIGURES: PaymentFiguresRow = {
  period: null,
  firstCount: '0',
  firstSum: '0.00',
  nextCount: '0',
  nextSum: '0.00',
  paidSum: '0.00',
  refundCount: '0',
  refundSum: '0.00',
  netSum: '0.00',
  providerSums: PAYMENT_PROVIDERS.map(() => '0.00'),
  version: '0.0',
};

/** Sign-ups per period and for the whole range (`period` null). */
export function readSignups(db: Db, dateFrom: string, dateTo: string, groupBy: StatisticsGrouping) {
  return rows<{ period: string | null; students: string; version: string | null }>(
    db,
    sql`select to_char(period::timestamp, 'YYYY-MM-DD') as period, ${count(sql`sum(students)`)} as students,
      ${rangeVersion(sql`period`, sql`version`)} as version
    from (
      select ${periodOf(signups.day, groupBy)} as period, ${signups.students} as students,
        ${signups.version} as version
      from ${signups}
      where ${signups.day} >= ${dateFrom}::date and ${signups.day} <= ${dateTo}::date
    ) as s
    group by grouping sets ((period), ())`,
  );
}

export interface RefundFiguresRow {
  /** Null on the row of all providers. */
  provider: PaymentProvider | null;
  paidPayments: string;
  paidAmount: string;
  refundedPayments: string;
  refundedAmount: string;
}

/** Paid payments of the days and their refunds, per provider and over all (`provider` null). */
export async function readRefundFigures(db: Db, dateFrom: string, dateTo: string) {
  const found = await rows<RefundFiguresRow>(
    db,
    sql`select ${sales.provider} as provider,
      ${count(sql`sum(${sales.paidPayments})`)} as "paidPayments",
      ${kopecks(sql`sum(${sales.paidKopecks})`)} as "paidAmount",
      ${count(sql`sum(${sales.refundedPayments})`)} as "refundedPayments",
      ${kopecks(sql`sum(${sales.refundedKopecks})`)} as "refundedAmount"
    from ${sales}
    where ${sales.day} >= ${dateFrom}::date and ${sales.day} <= ${dateTo}::date
    group by grouping sets ((${sales.provider}), ())`,
  );
  return found.map((row) => ({
    ...row,
    paidAmount: roubles(row.paidAmount),
    refundedAmount: roubles(row.refundedAmount),
  }));
}

export interface SubscriptionMonthRow {
  month: string;
  active: string;
  mrr: string;
  newSubscriptions: string;
  newMrr: string;
  churned: string;
  churnedMrr: string;
  renewals: string;
  activeAtStart: string;
  churnedOfActive: string;
  payingStudents: string;
  /** Roubles with two decimals. */
  netRevenue: string;
  /** Roubles with two decimals; null when nobody paid in the month. */
  arpu: string | null;
}

/** `round(numerator / denominator)` of integers (kopecks), as integer text; null when the denominator is 0. */
const ratioKopecks = (numerator: SQL, denominator: SQL) =>
  sql`case when ${denominator} > 0 then round((${numerator})::numeric / ${denominator})::bigint::text end`;

/**
 * Each month from `firstMonth` to `lastMonth` (1sts): paid subscriptions active at its end (started by
 * then, ending later), their MRR, those that started and those that ended in it, and those active at its
 * start and of them the ones that ended in it (the churn rate); the auto-charges paid in it (repeat_confirmed,
 * repeat_refunded) and its net revenue from the payments' day roll-up; the students who paid in it from
 * `cohort_month_sales`, and ARPU = the net revenue / those students, in whole kopecks.
 */
export async function readSubscriptionMonths(db: Db, firstMonth: string, lastMonth: string) {
  const active = sql`${spans.startMonth} <= m.month and ${spans.endMonth} > m.month`;
  const activeAtStart = sql`${spans.startMonth} < m.month and ${spans.endMonth} >= m.month`;
  const net = sql`max(r.net_kopecks)`;
  const buyers = sql`max(b.buyers)`;
  const found = await rows<SubscriptionMonthRow>(
    db,
    sql`with months as (
      select generate_series(${firstMonth}::date::timestamp, ${lastMonth}::date::timestamp, interval '1 month')::date as month
    ), month_sales as (
      select date_trunc('month', ${sales.day}::timestamp)::date as month,
        sum(${sales.paidPayments}) filter (where ${sales.isRepeat}) as renewals,
        sum(${sales.paidKopecks}) - sum(${sales.refundedKopecks}) as net_kopecks
      from ${sales}
      where ${sales.day} >= ${firstMonth}::date and ${sales.day} < (${lastMonth}::date + interval '1 month')::date
      group by 1
    ), buyers as (
      select ${cohorts.month} as month, sum(${cohorts.buyers}) as buyers
      from ${cohorts}
      where ${cohorts.month} >= ${firstMonth}::date and ${cohorts.month} <= ${lastMonth}::date
      group by 1
    )
    select to_char(m.month::timestamp, 'YYYY-MM-DD') as month,
      ${count(sql`sum(${spans.subscriptions}) filter (where ${active})`)} as active,
      ${money(sql`sum(${spans.monthlyAmount}) filter (where ${active})`)} as mrr,
      ${count(sql`sum(${spans.subscriptions}) filter (where ${spans.startMonth} = m.month)`)} as "newSubscriptions",
      ${money(sql`sum(${spans.monthlyAmount}) filter (where ${spans.startMonth} = m.month)`)} as "newMrr",
      ${count(sql`sum(${spans.subscriptions}) filter (where ${spans.endMonth} = m.month)`)} as churned,
      ${money(sql`sum(${spans.monthlyAmount}) filter (where ${spans.endMonth} = m.month)`)} as "churnedMrr",
      ${count(sql`max(r.renewals)`)} as renewals,
      ${count(sql`sum(${spans.subscriptions}) filter (where ${activeAtStart})`)} as "activeAtStart",
      ${count(sql`sum(${spans.subscriptions}) filter (where ${spans.startMonth} < m.month and ${spans.endMonth} = m.month)`)} as "churnedOfActive",
      ${count(buyers)} as "payingStudents",
      ${kopecks(net)} as "netRevenue",
      ${ratioKopecks(sql`coalesce(${net}, 0)`, sql`coalesce(${buyers}, 0)`)} as arpu
    from months m
    left join ${spans} on ${spans.startMonth} <= m.month
    left join month_sales r on r.month = m.month
    left join buyers b on b.month = m.month
    group by m.month
    order by m.month`,
  );
  return found.map((row) => ({
    ...row,
    netRevenue: roubles(row.netRevenue),
    arpu: row.arpu === null ? null : roubles(row.arpu),
  }));
}

export interface CohortRevenueRow {
  month: string;
  students: string;
  /** Roubles with two decimals: paid minus refunded, every month to date. */
  revenue: string;
  /** revenue / students in whole kopecks, as roubles; null for a cohort of nobody. */
  ltv: string | null;
}

/**
 * The cohorts (a student's first month with a paid payment) from `firstMonth` to `lastMonth`: their students
 * and what they paid to date net of refunds, and LTV = that / the students — from `cohort_month_sales`.
 */
export async function readCohortRevenue(db: Db, firstMonth: string, lastMonth: string) {
  const students = sql`sum(${cohorts.buyers}) filter (where ${cohorts.month} = ${cohorts.cohortMonth})`;
  const revenue = sql`sum(${cohorts.paidKopecks}) - sum(${cohorts.refundedKopecks})`;
  const found = await rows<CohortRevenueRow>(
    db,
    sql`select to_char(${cohorts.cohortMonth}::timestamp, 'YYYY-MM-DD') as month,
      ${count(students)} as students, ${kopecks(revenue)} as revenue,
      ${ratioKopecks(sql`coalesce(${revenue}, 0)`, sql`coalesce(${students}, 0)`)} as ltv
    from ${cohorts}
    where ${cohorts.cohortMonth} >= ${firstMonth}::date and ${cohorts.cohortMonth} <= ${lastMonth}::date
    group by ${cohorts.cohortMonth}
    order by ${cohorts.cohortMonth}`,
  );
  return found.map((row) => ({
    ...row,
    revenue: roubles(row.revenue),
    ltv: row.ltv === null ? null : roubles(row.ltv),
  }));
}

/** The spans of subscriptions that started from `firstMonth` to `lastMonth`: the retention cohorts. */
export function readCohortSpans(db: Db, firstMonth: string, lastMonth: string) {
  return rows<{ startMonth: string; endMonth: string; subscriptions: string }>(
    db,
    sql`select to_char(${spans.startMonth}::timestamp, 'YYYY-MM-DD') as "startMonth",
      to_char(${spans.endMonth}::timestamp, 'YYYY-MM-DD') as "endMonth", ${spans.subscriptions}::text as subscriptions
    from ${spans}
    where ${spans.startMonth} >= ${firstMonth}::date and ${spans.startMonth} <= ${lastMonth}::date
      and ${spans.subscriptions} <> 0
    order by 1, 2`,
  );
}
