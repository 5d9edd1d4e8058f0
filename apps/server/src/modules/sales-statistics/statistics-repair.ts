import { PAID_PAYMENT_STATUSES, SCHOOL_TIME_ZONE, schoolToday } from '@school/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { Counter } from 'prom-client';
import { schoolDayOf, schoolDayStart } from '../../db/school-day';
import type { Db } from '../../db/types';
import type { JobQueue } from '../../jobs';
import { metricsRegistry } from '../../metrics';
import { type ApplicationCountsTable, applicationCountsDays, repairApplicationCounts } from '../applications';
import { addDays } from './statistics-periods';

/**
 * Repairs the sales statistics' pre-aggregates (docs/decisions/006) from the raw rows, and in the same run the
 * applications' kanban counts (their own module repairs them: `repairApplicationCounts`, composed here). The triggers keep them
 * exact in the same transaction as every write, so this normally corrects nothing; it is the safety net for
 * what the triggers cannot see (a `TRUNCATE`, a hand-made fix in psql, triggers disabled for a restore, a
 * tzdata change of Moscow's past offsets). docs/reliability.md «Ремонт предагрегатов статистики».
 */
export const STATISTICS_REPAIR_JOB = 'statistics.repair';
/** Nightly, 03:30 UTC (06:30 in Moscow: before the school day, after the night's auto-charges). */
export const STATISTICS_REPAIR_CRON = '30 3 * * *';
/** The nightly run's window: the last N school days (today included). */
export const STATISTICS_REPAIR_DAYS = 35;
/** School days rewritten per transaction: each batch locks the roll-ups against writes for its length. */
export const STATISTICS_REPAIR_BATCH_DAYS = 7;

export interface StatisticsRepairOptions {
  /** Repair every day that has rows (raw or roll-up); otherwise the last `days` days. */
  allTime?: boolean;
  days?: number;
  batchDays?: number;
  /** Now, in ms (tests). */
  now?: number;
}

export interface StatisticsRepairResult {
  from: string;
  /** Exclusive. */
  to: string;
  batches: number;
  /** Rows corrected per roll-up table (0 normally). */
  corrections: Record<RepairedTable, number>;
  total: number;
}

type RepairedTable =
  | 'payment_day_totals'
  | 'payment_day_sales'
  | 'student_day_signups'
  | 'subscription_month_spans'
  | ApplicationCountsTable;

export const statisticsRepairCorrections = new Counter({
  name: 'statistics_repair_corrections_total',
  help: 'Rows of the statistics pre-aggregates the statistics.repair job found wrong and rewrote, by table',
  labelNames: ['table'] as const,
  registers: [metricsRegistry],
});

const PAID = sql.raw(`(${PAID_PAYMENT_STATUSES.map((status) => `'${status}'`).join(', ')})`);

async function rowsOf<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The days to repair: [from, to). All time spans every day any raw row or roll-up row has (applications too). */
async function repairRange(db: Db, options: StatisticsRepairOptions): Promise<{ from: string; to: string }> {
  const today = schoolToday(options.now ?? Date.now());
  const tomorrow = addDays(today, 1);
  if (!options.allTime) {
    const asked = Number(options.days ?? STATISTICS_REPAIR_DAYS);
    const days = Number.isFinite(asked) ? Math.max(1, Math.floor(asked)) : STATISTICS_REPAIR_DAYS;
    return { from: addDays(today, 1 - days), to: tomorrow };
  }
  const [range] = await rowsOf<{ first: string | null; last: string | null }>(
    db,
    sql`select to_char(least(
          (select min(day) from payment_day_totals), (select min(day) from payment_day_sales),
          (select min(day) from student_day_signups),
          (select ${schoolDayOf(sql`min(created_at)`)} from payments),
          (select ${schoolDayOf(sql`min(created_at)`)} from students))::timestamp, 'YYYY-MM-DD') as first,
        to_char(greatest(
          (select max(day) from payment_day_totals), (select max(day) from payment_day_sales),
          (select max(day) from student_day_signups),
          (select ${schoolDayOf(sql`max(created_at)`)} from payments),
          (select ${schoolDayOf(sql`max(created_at)`)} from students))::timestamp, 'YYYY-MM-DD') as last`,
  );
  const applicationDays = await applicationCountsDays(db);
  const firsts = [range?.first, applicationDays.first, today].filter((day): day is string => !!day);
  const lasts = [range?.last, applicationDays.last].filter((day): day is string => !!day);
  const from = firsts.reduce((min, day) => (day < min ? day : min));
  const last = lasts.reduce<string | null>((max, day) => (max === null || day > max ? day : max), null);
  const to = last !== null && last >= tomorrow ? addDays(last, 1) : tomorrow;
  return { from, to };
}

/** Day-totals rows of [from, to) that differ from the raw payments, as the rows they should be. */
const wrongDayTotals = (from: string, to: string) => sql`
  with raw as (
    select ${schoolDayOf(sql`created_at`)} as day, provider, status, referral_id is not null as has_referral,
      count(*)::bigint as payments, sum(amount) as amount, sum(refunded_amount) as refunded_amount,
      sum(fee) as fee, (count(*) filter (where refunded_amount > 0))::int as refunded_payments
    from payments where created_at >= ${schoolDayStart(from)} and created_at < ${schoolDayStart(to)}
    group by 1, 2, 3, 4
  ), kept as (
    select * from payment_day_totals where day >= ${from}::date and day < ${to}::date
  )
  select day, provider, status, has_referral, coalesce(r.payments, 0) as payments,
    coalesce(r.amount, 0) as amount, coalesce(r.refunded_amount, 0) as refunded_amount,
    coalesce(r.fee, 0) as fee, coalesce(r.refunded_payments, 0) as refunded_payments
  from raw r full join kept k using (day, provider, status, has_referral)
  where (coalesce(r.payments, 0), coalesce(r.amount, 0), coalesce(r.refunded_amount, 0), coalesce(r.fee, 0),
      coalesce(r.refunded_payments, 0))
    is distinct from (coalesce(k.payments, 0), coalesce(k.amount, 0), coalesce(k.refunded_amount, 0),
      coalesce(k.fee, 0), coalesce(k.refunded_payments, 0))`;

/** Roll-up rows of [from, to) that differ from the raw payments (the same figures as migration 0013/0022). */
const wrongDaySales = (from: string, to: string) => sql`
  with raw as (
    select ${schoolDayOf(sql`created_at`)} as day, provider, status like 'repeat\\_%' as is_repeat,
      (count(*) filter (where status in ${PAID}))::bigint as paid_payments,
      coalesce(sum(amount * 100) filter (where status in ${PAID}), 0)::bigint as paid_kopecks,
      (count(*) filter (where refunded_amount > 0))::bigint as refunded_payments,
      coalesce(sum(refunded_amount * 100), 0)::bigint as refunded_kopecks
    from payments where created_at >= ${schoolDayStart(from)} and created_at < ${schoolDayStart(to)}
    group by 1, 2, 3
  ), kept as (
    select * from payment_day_sales where day >= ${from}::date and day < ${to}::date
  )
  select day, provider, is_repeat, coalesce(r.paid_payments, 0) as paid_payments,
    coalesce(r.paid_kopecks, 0) as paid_kopecks, coalesce(r.refunded_payments, 0) as refunded_payments,
    coalesce(r.refunded_kopecks, 0) as refunded_kopecks
  from raw r full join kept k using (day, provider, is_repeat)
  where (coalesce(r.paid_payments, 0), coalesce(r.paid_kopecks, 0), coalesce(r.refunded_payments, 0),
      coalesce(r.refunded_kopecks, 0))
    is distinct from (coalesce(k.paid_payments, 0), coalesce(k.paid_kopecks, 0),
      coalesce(k.refunded_payments, 0), coalesce(k.refunded_kopecks, 0))`;

const wrongSignups = (from: string, to: string) => sql`
  with raw as (
    select ${schoolDayOf(sql`created_at`)} as day, count(*)::bigint as students
    from students where created_at >= ${schoolDayStart(from)} and created_at < ${schoolDayStart(to)}
    group by 1
  ), kept as (
    select * from student_day_signups where day >= ${from}::date and day < ${to}::date
  )
  select day, coalesce(r.students, 0) as students
  from raw r full join kept k using (day)
  where coalesce(r.students, 0) <> coalesce(k.students, 0)`;

/** Spans of subscriptions that started in the month of `from` or later (the table's key starts with it). */
const wrongSpans = (from: string) => {
  const month = (column: string) =>
    sql.raw(`date_trunc('month', ${column} at time zone '${SCHOOL_TIME_ZONE}')::date`);
  return sql`
  with raw as (
    select ${month('started_at')} as start_month, coalesce(${month('ended_at')}, '9999-12-01'::date) as end_month,
      count(*)::bigint as subscriptions, sum(round(price / period_months, 2)) as monthly_amount
    from subscriptions
    where not is_custom and price is not null
      and started_at >= (date_trunc('month', ${from}::date)::timestamp at time zone ${SCHOOL_TIME_ZONE})
    group by 1, 2
  ), kept as (
    select * from subscription_month_spans where start_month >= date_trunc('month', ${from}::date)::date
  )
  select start_month, end_month, coalesce(r.subscriptions, 0) as subscriptions,
    coalesce(r.monthly_amount, 0) as monthly_amount
  from raw r full join kept k using (start_month, end_month)
  where (coalesce(r.subscriptions, 0), coalesce(r.monthly_amount, 0))
    is distinct from (coalesce(k.subscriptions, 0), coalesce(k.monthly_amount, 0))`;
};

/**
 * Recomputes the pre-aggregates of [from, to) from the raw rows, `batchDays` days per transaction. Each
 * transaction first locks its roll-up tables in SHARE ROW EXCLUSIVE mode: it waits for the writers in flight
 * (their triggers hold ROW EXCLUSIVE on the roll-up until they commit) and holds new ones back until it
 * commits, so a payment written meanwhile is either in the raw rows it reads or applied by its trigger after
 * the rewrite — never lost nor counted twice. Payments, students and applications are separate transactions
 * (a writer touching two of them could lock them in the other order). Readers (the statistics) are never blocked.
 */
export async function repairStatistics(
  db: Db,
  options: StatisticsRepairOptions = {},
): Promise<StatisticsRepairResult> {
  const { from, to } = await repairRange(db, options);
  const batch = Number(options.batchDays ?? STATISTICS_REPAIR_BATCH_DAYS);
  const batchDays = Number.isFinite(batch) ? Math.max(1, Math.floor(batch)) : STATISTICS_REPAIR_BATCH_DAYS;
  const corrections: Record<RepairedTable, number> = {
    payment_day_totals: 0,
    payment_day_sales: 0,
    student_day_signups: 0,
    subscription_month_spans: 0,
    application_day_counts: 0,
    application_day_status_counts: 0,
  };
  let batches = 0;
  for (let start = from; start < to; start = addDays(start, batchDays)) {
    const end = addDays(start, batchDays) < to ? addDays(start, batchDays) : to;
    batches += 1;
    await db.transaction(async (tx) => {
      await tx.execute(sql`lock table payment_day_totals, payment_day_sales in share row exclusive mode`);
      // Counted before the day totals are rewritten: their row trigger moves the roll-up along with them.
      const [sales] = await rowsOf<{ count: number }>(
        tx,
        sql`select count(*)::int as count from (${wrongDaySales(start, end)}) wrong`,
      );
      const totals = await rowsOf(
        tx,
        sql`insert into payment_day_totals
            (day, provider, status, has_referral, payments, amount, refunded_amount, fee, refunded_payments)
          ${wrongDayTotals(start, end)}
          on conflict (day, provider, status, has_referral) do update set payments = excluded.payments,
            amount = excluded.amount, refunded_amount = excluded.refunded_amount, fee = excluded.fee,
            refunded_payments = excluded.refunded_payments
          returning 1`,
      );
      await tx.execute(sql`insert into payment_day_sales
          (day, provider, is_repeat, paid_payments, paid_kopecks, refunded_payments, refunded_kopecks)
        ${wrongDaySales(start, end)}
        on conflict (day, provider, is_repeat) do update set paid_payments = excluded.paid_payments,
          paid_kopecks = excluded.paid_kopecks, refunded_payments = excluded.refunded_payments,
          refunded_kopecks = excluded.refunded_kopecks`);
      corrections.payment_day_totals += totals.length;
      corrections.payment_day_sales += sales?.count ?? 0;
    });
    await db.transaction(async (tx) => {
      await tx.execute(sql`lock table student_day_signups in share row exclusive mode`);
      const signups = await rowsOf(
        tx,
        sql`insert into student_day_signups (day, students) ${wrongSignups(start, end)}
          on conflict (day) do update set students = excluded.students returning 1`,
      );
      corrections.student_day_signups += signups.length;
    });
    // The kanban's counts: their own transaction too (repairApplicationCounts opens it).
    const applicationCounts = await repairApplicationCounts(db, start, end);
    corrections.application_day_counts += applicationCounts.application_day_counts;
    corrections.application_day_status_counts += applicationCounts.application_day_status_counts;
  }
  // A few hundred rows for years of subscriptions: one transaction for the window's months.
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table subscription_month_spans in share row exclusive mode`);
    const spans = await rowsOf(
      tx,
      sql`insert into subscription_month_spans (start_month, end_month, subscriptions, monthly_amount)
        ${wrongSpans(from)}
        on conflict (start_month, end_month) do update set subscriptions = excluded.subscriptions,
          monthly_amount = excluded.monthly_amount returning 1`,
    );
    corrections.subscription_month_spans += spans.length;
  });
  for (const [table, count] of Object.entries(corrections)) {
    if (count > 0) statisticsRepairCorrections.inc({ table }, count);
  }
  const total = Object.values(corrections).reduce((sum, count) => sum + count, 0);
  return { from, to, batches, corrections, total };
}

interface RepairLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * The `statistics.repair` job: nightly (cron, UTC) over the last STATISTICS_REPAIR_DAYS days, and on demand
 * (`npm run statistics:repair`, or `jobs.send('statistics.repair', { allTime: true })`). Singleton: N instances
 * run it once per tick, never two at a time.
 */
export function scheduleStatisticsRepair(jobs: JobQueue, db: Db, log: RepairLog): void {
  jobs.define<{ allTime?: boolean; days?: number }>(
    STATISTICS_REPAIR_JOB,
    async (data) => {
      const result = await repairStatistics(db, { allTime: data?.allTime === true, days: data?.days });
      if (result.total > 0) {
        log.warn(result, 'statistics pre-aggregates repaired: rows corrected');
      } else {
        log.info(
          { from: result.from, to: result.to, batches: result.batches },
          'statistics pre-aggregates checked',
        );
      }
    },
    { policy: 'singleton' },
  );
  jobs.schedule(STATISTICS_REPAIR_JOB, STATISTICS_REPAIR_CRON);
}
