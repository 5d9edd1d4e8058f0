import { PAID_PAYMENT_STATUSES, SCHOOL_TIME_ZONE } from '@school/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { schoolDayOf, schoolDayStart } from '../../db/school-day';
import type { Db } from '../../db/types';

/**
 * The statements of the statistics repair (statistics-repair.ts holds the batches, the transactions and their
 * order): for each roll-up, a lock and one set-based rewrite of the rows of a range that differ from the raw
 * rows, answering how many it corrected.
 */

const PAID = sql.raw(`(${PAID_PAYMENT_STATUSES.map((status) => `'${status}'`).join(', ')})`);

async function rowsOf<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The first and last school day (`YYYY-MM-DD`) any payment, student or sales roll-up row has. */
export async function statisticsDays(db: Db): Promise<{ first: string | null; last: string | null }> {
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
  return { first: range?.first ?? null, last: range?.last ?? null };
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

/** Holds the payments' writers back till the transaction ends (their triggers write these roll-ups). */
export async function lockPaymentRollups(tx: Db): Promise<void> {
  await tx.execute(sql`lock table payment_day_totals, payment_day_sales in share row exclusive mode`);
}

/** Rewrites the payment roll-ups of [from, to) that differ from the payments; the rows corrected per table. */
export async function rewriteWrongPaymentRollups(
  tx: Db,
  from: string,
  to: string,
): Promise<{ totals: number; sales: number }> {
  // Counted before the day totals are rewritten: their row trigger moves the roll-up along with them.
  const [sales] = await rowsOf<{ count: number }>(
    tx,
    sql`select count(*)::int as count from (${wrongDaySales(from, to)}) wrong`,
  );
  const totals = await rowsOf(
    tx,
    sql`insert into payment_day_totals
        (day, provider, status, has_referral, payments, amount, refunded_amount, fee, refunded_payments)
      ${wrongDayTotals(from, to)}
      on conflict (day, provider, status, has_referral) do update set payments = excluded.payments,
        amount = excluded.amount, refunded_amount = excluded.refunded_amount, fee = excluded.fee,
        refunded_payments = excluded.refunded_payments
      returning 1`,
  );
  await tx.execute(sql`insert into payment_day_sales
      (day, provider, is_repeat, paid_payments, paid_kopecks, refunded_payments, refunded_kopecks)
    ${wrongDaySales(from, to)}
    on conflict (day, provider, is_repeat) do update set paid_payments = excluded.paid_payments,
      paid_kopecks = excluded.paid_kopecks, refunded_payments = excluded.refunded_payments,
      refunded_kopecks = excluded.refunded_kopecks`);
  return { totals: totals.length, sales: sales?.count ?? 0 };
}

export async function lockSignups(tx: Db): Promise<void> {
  await tx.execute(sql`lock table student_day_signups in share row exclusive mode`);
}

/** Rewrites the sign-up counts of [from, to) that differ from the students; how many. */
export async function rewriteWrongSignups(tx: Db, from: string, to: string): Promise<number> {
  const signups = await rowsOf(
    tx,
    sql`insert into student_day_signups (day, students) ${wrongSignups(from, to)}
      on conflict (day) do update set students = excluded.students returning 1`,
  );
  return signups.length;
}

export async function lockSubscriptionSpans(tx: Db): Promise<void> {
  await tx.execute(sql`lock table subscription_month_spans in share row exclusive mode`);
}

/** Rewrites the subscription spans starting in the month of `from` or later that differ; how many. */
export async function rewriteWrongSpans(tx: Db, from: string): Promise<number> {
  const spans = await rowsOf(
    tx,
    sql`insert into subscription_month_spans (start_month, end_month, subscriptions, monthly_amount)
      ${wrongSpans(from)}
      on conflict (start_month, end_month) do update set subscriptions = excluded.subscriptions,
        monthly_amount = excluded.monthly_amount returning 1`,
  );
  return spans.length;
}

/** The first instant (Moscow) of the month of `from`. */
const monthStartOf = (from: string) =>
  sql`(date_trunc('month', ${from}::date)::timestamp at time zone ${SCHOOL_TIME_ZONE})`;

/** Student-month rows of the month of `from` or later that differ from the payments (migration 0031's figures). */
const wrongStudentMonths = (from: string) => sql`
  with raw as (
    select student_id, date_trunc('month', created_at at time zone ${SCHOOL_TIME_ZONE})::date as month,
      (count(*) filter (where status in ${PAID}))::bigint as paid_payments,
      coalesce(sum(amount * 100) filter (where status in ${PAID}), 0)::bigint as paid_kopecks,
      coalesce(sum(refunded_amount * 100), 0)::bigint as refunded_kopecks
    from payments where student_id is not null and created_at >= ${monthStartOf(from)}
    group by 1, 2
  ), kept as (
    select * from student_month_sales where month >= date_trunc('month', ${from}::date)::date
  )
  select student_id, month, coalesce(r.paid_payments, 0) as paid_payments,
    coalesce(r.paid_kopecks, 0) as paid_kopecks, coalesce(r.refunded_kopecks, 0) as refunded_kopecks
  from raw r full join kept k using (student_id, month)
  where (coalesce(r.paid_payments, 0), coalesce(r.paid_kopecks, 0), coalesce(r.refunded_kopecks, 0))
    is distinct from (coalesce(k.paid_payments, 0), coalesce(k.paid_kopecks, 0), coalesce(k.refunded_kopecks, 0))`;

/**
 * Cohort rows that differ from the student months, over all time: a student's cohort is their first paying
 * month, so a month corrected in the window can move rows of any earlier cohort. The table is one row per
 * cohort month × month; the grouping reads `student_month_sales` once (one row per student and month).
 */
const wrongCohorts = sql`
  with raw as (
    select cohort_month, month, (count(*) filter (where paid_payments > 0))::bigint as buyers,
      sum(paid_kopecks)::bigint as paid_kopecks, sum(refunded_kopecks)::bigint as refunded_kopecks
    from (
      select month, paid_payments, paid_kopecks, refunded_kopecks,
        min(month) filter (where paid_payments > 0) over (partition by student_id) as cohort_month
      from student_month_sales
    ) s
    where cohort_month is not null
    group by 1, 2
  )
  select cohort_month, month, coalesce(r.buyers, 0) as buyers, coalesce(r.paid_kopecks, 0) as paid_kopecks,
    coalesce(r.refunded_kopecks, 0) as refunded_kopecks
  from raw r full join cohort_month_sales k using (cohort_month, month)
  where (coalesce(r.buyers, 0), coalesce(r.paid_kopecks, 0), coalesce(r.refunded_kopecks, 0))
    is distinct from (coalesce(k.buyers, 0), coalesce(k.paid_kopecks, 0), coalesce(k.refunded_kopecks, 0))`;

/**
 * Holds the payments' writers back till the transaction ends: their trigger writes the student months, then
 * the cohorts (in that order, as here), after its lock per student.
 */
export async function lockStudentMonths(tx: Db): Promise<void> {
  await tx.execute(sql`lock table student_month_sales, cohort_month_sales in share row exclusive mode`);
}

/**
 * Rewrites the student months of the month of `from` or later that differ from the payments, then every
 * cohort row that differs from the student months; the rows corrected per table.
 */
export async function rewriteWrongStudentMonths(
  tx: Db,
  from: string,
): Promise<{ months: number; cohorts: number }> {
  const months = await rowsOf(
    tx,
    sql`insert into student_month_sales (student_id, month, paid_payments, paid_kopecks, refunded_kopecks)
      ${wrongStudentMonths(from)}
      on conflict (student_id, month) do update set paid_payments = excluded.paid_payments,
        paid_kopecks = excluded.paid_kopecks, refunded_kopecks = excluded.refunded_kopecks
      returning 1`,
  );
  const cohorts = await rowsOf(
    tx,
    sql`insert into cohort_month_sales (cohort_month, month, buyers, paid_kopecks, refunded_kopecks)
      ${wrongCohorts}
      on conflict (cohort_month, month) do update set buyers = excluded.buyers,
        paid_kopecks = excluded.paid_kopecks, refunded_kopecks = excluded.refunded_kopecks
      returning 1`,
  );
  return { months: months.length, cohorts: cohorts.length };
}
