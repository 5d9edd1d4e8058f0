import { PAID_PAYMENT_STATUSES, type StatisticsGrouping } from '@school/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { schoolDayEnd, schoolDayOf, schoolDayStart } from '../../db/school-day';
import type { Db } from '../../db/types';

/**
 * The «Прибыль» figures in SQL. A referrer is keyed by one integer: a staff id as is, a student id negated
 * (referrals and the ledger name exactly one of the two), so the aggregates group and join on one column.
 * Payments count on the day they were made (as the payments list and the sales statistics count them); the
 * commission figures are those payments' ledger entries owned by the referrer, whenever they were written.
 */

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  // Both drivers answer `{ rows }`; the shared Db type cannot say so.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const paidStatuses = sql.raw(PAID_PAYMENT_STATUSES.map((status) => `'${status}'`).join(', '));
const referrerKey = (staffColumn: SQL, studentColumn: SQL) =>
  sql`coalesce(${staffColumn}, -${studentColumn})`;

export type Period = { dateFrom?: string | undefined; dateTo?: string | undefined };

function inPeriod(column: SQL, period: Period): SQL {
  const parts: SQL[] = [sql`true`];
  if (period.dateFrom) parts.push(sql`${column} >= ${schoolDayStart(sql`${period.dateFrom}`)}`);
  if (period.dateTo) parts.push(sql`${column} < ${schoolDayEnd(sql`${period.dateTo}`)}`);
  return sql.join(parts, sql` and `);
}

/** The referred students' paid payments of the period, with the referrer's key. */
const referralPaymentsCte = (period: Period) => sql`ref_payments as (
    select p.id, p.amount, p.referral_id, p.created_at,
      ${referrerKey(sql`r.referrer_staff_id`, sql`r.referrer_student_id`)} as key
    from payments p join referrals r on r.id = p.referral_id
    where p.referral_id is not null and p.status in (${paidStatuses}) and ${inPeriod(sql`p.created_at`, period)}
  ), ref_ledger as (
    -- Per payment: the referrer's entries of it. held = what is still on hold; paid = what left the hold
    -- (released) net of the claw-backs from available money or debt; accrued − reversed = held + paid.
    select rp.id as payment_id,
      coalesce(sum(be.amount) filter (where be.kind = 'accrual'), 0) as accrued,
      coalesce(-sum(be.amount) filter (where be.kind = 'reversal'), 0) as reversed,
      coalesce(sum(be.amount) filter (where be.bucket = 'held'), 0) as held,
      coalesce(sum(be.amount) filter (where be.bucket <> 'held' and be.kind in ('release', 'reversal')), 0) as paid
    from ref_payments rp
    join balance_entries be on be.payment_id = rp.id
      and ${referrerKey(sql`be.staff_id`, sql`be.student_id`)} = rp.key
    group by rp.id
  )`;

export type TotalsRow = {
  sign_ups: number;
  paying: number;
  revenue: string;
  accrued: string;
  held: string;
  paid: string;
  reversed: string;
};

export async function periodTotals(db: Db, period: Period): Promise<TotalsRow> {
  const [row] = await rows<TotalsRow>(
    db,
    sql`with ${referralPaymentsCte(period)}
    select (select count(*)::int from referrals r where ${inPeriod(sql`r.created_at`, period)}) as sign_ups,
      (select count(distinct referral_id)::int from ref_payments) as paying,
      (select coalesce(sum(amount), 0)::text from ref_payments) as revenue,
      coalesce(sum(accrued), 0)::text as accrued, coalesce(sum(held), 0)::text as held,
      coalesce(sum(paid), 0)::text as paid, coalesce(sum(reversed), 0)::text as reversed
    from ref_ledger`,
  );
  return row!;
}

export type SeriesRow = { period: string; sign_ups: number; revenue: string; accrued: string };

/** The period's first day of a school day: itself, its Monday, or the 1st of its month. */
function periodOf(day: SQL, groupBy: StatisticsGrouping): SQL {
  if (groupBy === 'day') return sql`(${day})`;
  const unit = { week: "'week'", month: "'month'" }[groupBy];
  return sql`date_trunc(${sql.raw(unit)}, (${day})::timestamp)::date`;
}

export async function periodSeries(
  db: Db,
  period: Required<Period>,
  groupBy: StatisticsGrouping,
): Promise<SeriesRow[]> {
  const step = sql.raw(`'1 ${groupBy}'`);
  const first = periodOf(sql`${period.dateFrom}::date`, groupBy);
  return rows<SeriesRow>(
    db,
    sql`with ${referralPaymentsCte(period)},
    periods as (
      select generate_series(${first}::timestamp, ${period.dateTo}::date::timestamp, interval ${step})::date as period
    ),
    signups as (
      select ${periodOf(schoolDayOf(sql`r.created_at`), groupBy)} as period, count(*)::int as sign_ups
      from referrals r where ${inPeriod(sql`r.created_at`, period)} group by 1
    ),
    money as (
      select ${periodOf(schoolDayOf(sql`rp.created_at`), groupBy)} as period, sum(rp.amount) as revenue,
        sum(coalesce(l.accrued, 0)) as accrued
      from ref_payments rp left join ref_ledger l on l.payment_id = rp.id group by 1
    )
    select to_char(ps.period::timestamp, 'YYYY-MM-DD') as period, coalesce(s.sign_ups, 0)::int as sign_ups,
      coalesce(m.revenue, 0)::text as revenue, coalesce(m.accrued, 0)::text as accrued
    from periods ps left join signups s on s.period = ps.period left join money m on m.period = ps.period
    order by ps.period`,
  );
}

export type ReferrerAggregateRow = {
  key: number;
  sign_ups: number;
  paying: number;
  revenue: string;
  accrued: string;
  name: string | null;
  email: string | null;
  total: number;
};

/** Sorted by the numbers, not by their text. */
export const REFERRER_SORTS = {
  signUps: 'coalesce(s.sign_ups, 0)',
  revenue: 'coalesce(p.revenue, 0)',
  accrued: 'coalesce(p.accrued, 0)',
} as const;

export interface ReferrerAggregateQuery extends Period {
  kind: 'all' | 'student' | 'staff';
  search: string;
  sort: { field: keyof typeof REFERRER_SORTS; order: 1 | -1 };
  skip: number;
  take: number;
}

/** Referrers with their sign-ups, paying referrals, revenue and accrued commission over the period; a page and the total. */
export async function referrerAggregates(
  db: Db,
  query: ReferrerAggregateQuery,
): Promise<ReferrerAggregateRow[]> {
  const conditions: SQL[] = [sql`true`];
  if (query.kind === 'staff') conditions.push(sql`k.key > 0`);
  if (query.kind === 'student') conditions.push(sql`k.key < 0`);
  for (const word of query.search.toLowerCase().split(/\s+/).filter(Boolean)) {
    const pattern = `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    conditions.push(
      sql`lower(coalesce(sf.last_name || ' ' || sf.first_name || ' ' || sf.email, st.last_name || ' ' || st.first_name || ' ' || st.email, '')) like ${pattern}`,
    );
  }
  const column = sql.raw(REFERRER_SORTS[query.sort.field]);
  const direction = sql.raw(query.sort.order === 1 ? 'asc' : 'desc');
  return rows<ReferrerAggregateRow>(
    db,
    sql`with ${referralPaymentsCte(query)},
    signups as (
      select ${referrerKey(sql`r.referrer_staff_id`, sql`r.referrer_student_id`)} as key, count(*)::int as sign_ups
      from referrals r where ${inPeriod(sql`r.created_at`, query)} group by 1
    ),
    paying as (
      select rp.key, count(distinct rp.referral_id)::int as paying, sum(rp.amount) as revenue,
        sum(coalesce(l.accrued, 0)) as accrued
      from ref_payments rp left join ref_ledger l on l.payment_id = rp.id group by rp.key
    ),
    keys as (select key from signups union select key from paying)
    select k.key, coalesce(s.sign_ups, 0)::int as sign_ups, coalesce(p.paying, 0)::int as paying,
      coalesce(p.revenue, 0)::text as revenue, coalesce(p.accrued, 0)::text as accrued,
      coalesce(sf.last_name || ' ' || sf.first_name, st.last_name || ' ' || st.first_name) as name,
      coalesce(sf.email, st.email) as email, count(*) over ()::int as total
    from keys k left join signups s on s.key = k.key left join paying p on p.key = k.key
      left join staff sf on k.key > 0 and sf.id = k.key
      left join students st on k.key < 0 and st.id = -k.key
    where ${sql.join(conditions, sql` and `)}
    order by ${column} ${direction}, k.key
    limit ${query.take} offset ${query.skip}`,
  );
}
