/**
 * Issue 10's hand-written anchors, served by hand-written.ts (bare node:http + pg):
 *
 * - the payments list: the one query an engineer would write by hand for each page —
 *   `select … from payments p left join students s … where … order by … limit … offset …`, the buyer search
 *   as `p.student_id in (select id from students where search_text like '%word%')` (the trigram index) or the
 *   provider's payment id; the total counted once per filter (capped, then the planner's estimate) and kept
 *   30 s, so each measured request is exactly one statement. Mapped to the same JSON as `GET /api/payments`.
 * - the statistics: the raw `SUM … GROUP BY` over the payments (and the students for sign-ups) of the period's
 *   school days, no pre-aggregates, shaped like `GET /api/payments/statistics` so the bench can compare
 *   every figure.
 * - COPY of the payments (the same columns as payments.csv, the list's order) for the export's rows/s.
 */

import {
  PAID_PAYMENT_STATUSES,
  PAYMENT_LIST_MAX_ROWS,
  PAYMENT_PROVIDERS,
  STUDENT_SEARCH_MIN_LENGTH,
  studentSearchWords,
} from '@school/contracts';
import type pg from 'pg';
import { statisticsPeriods } from '../src/modules/sales-statistics/statistics-periods';
import { cappedTotals, copyLines, type Statement, totalStatements } from './anchor-total';
import { PAYMENT_LIST_CASES, statisticsCases } from './sales-cases';

/** pg's Pool or PGlite: both answer `query(text, values)` with `{ rows }`. */
type Row = Record<string, unknown>;
type Queryable = { query(text: string, values?: unknown[]): Promise<{ rows: Row[] }> };

const ORDERS: Record<string, string> = {
  'createdAt:desc': 'p.created_at desc, p.id desc',
  'createdAt:asc': 'p.created_at asc, p.id asc',
  'amount:desc': 'p.amount desc, p.id desc',
  'amount:asc': 'p.amount asc, p.id asc',
};

function handWrittenPayments(query: string): { page: Statement; count: Statement; estimate: Statement } {
  const params = new URLSearchParams(query);
  const conditions: string[] = [];
  const values: unknown[] = [];
  const search = (params.get('search') ?? '').trim();
  if (search) {
    const words = studentSearchWords(search).filter((word) => word.length >= STUDENT_SEARCH_MIN_LENGTH);
    const matches = words.map((word) => {
      values.push(`%${word}%`);
      return `search_text like $${values.length}`;
    });
    values.push(search);
    conditions.push(
      `(p.student_id in (select id from students where ${matches.join(' and ') || 'false'})` +
        ` or p.provider_payment_id = $${values.length})`,
    );
  }
  for (const field of ['status', 'provider'] as const) {
    const value = params.get(field);
    if (value !== null) {
      values.push(value);
      conditions.push(`p.${field} = $${values.length}`);
    }
  }
  const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
  const order = ORDERS[params.get('orderBy') ?? 'createdAt:desc'];
  const skip = Number(params.get('skip') ?? 0);
  const take = Number(params.get('take') ?? 15);
  return {
    page: {
      text: `select p.id, p.product, p.course_id, p.subscription_id, p.title, p.amount::text,
          p.refunded_amount::text, p.fee::text, p.provider, p.status, p.provider_payment_id,
          p.referral_id is not null as has_referral, p.paid_at, p.created_at,
          s.id as student_id, s.first_name, s.last_name, s.email
        from payments p left join students s on s.id = p.student_id
        ${where}
        order by ${order}
        limit ${take} offset ${skip}`,
      values,
    },
    ...totalStatements('payments p', where, values, PAYMENT_LIST_MAX_ROWS),
  };
}

const cases = PAYMENT_LIST_CASES.map(({ query }) => handWrittenPayments(query));
const totalOf = cappedTotals<number>(PAYMENT_LIST_MAX_ROWS);

const iso = (date: unknown) => (date instanceof Date ? date.toISOString() : null);
const payment = (r: Row) => ({
  id: r.id,
  student:
    r.student_id === null
      ? null
      : { id: r.student_id, firstName: r.first_name, lastName: r.last_name, email: r.email },
  product: r.product,
  courseId: r.course_id,
  subscriptionId: r.subscription_id,
  title: r.title,
  amount: Number(r.amount),
  refundedAmount: Number(r.refunded_amount),
  fee: Number(r.fee),
  provider: r.provider,
  status: r.status,
  providerPaymentId: r.provider_payment_id,
  hasReferral: r.has_referral,
  paidAt: iso(r.paid_at),
  createdAt: iso(r.created_at),
});

export async function paymentsPage(pool: pg.Pool, index: number): Promise<string> {
  const { total, exact } = await totalOf(pool, index, cases[index]!);
  const { page } = cases[index]!;
  const { rows } = await pool.query(page.text, page.values);
  return JSON.stringify({ items: rows.map(payment), total, totalExact: exact });
}

const list = (statuses: readonly string[]) => statuses.map((status) => `'${status}'`).join(', ');
const PAID = list(PAID_PAYMENT_STATUSES);
const FIRST = list(PAID_PAYMENT_STATUSES.filter((status) => !status.startsWith('repeat_')));
const NEXT = list(PAID_PAYMENT_STATUSES.filter((status) => status.startsWith('repeat_')));
const periodOf = (groupBy: string) =>
  groupBy === 'day'
    ? `(created_at at time zone 'Europe/Moscow')::date`
    : `date_trunc('${groupBy}', (created_at at time zone 'Europe/Moscow')::date::timestamp)::date`;
const inDays = `created_at >= ($1::date::timestamp at time zone 'Europe/Moscow')
  and created_at < (($2::date + 1)::timestamp at time zone 'Europe/Moscow')`;

/** The raw SUM … GROUP BY over the payments and the students of the case's days, as the endpoint's JSON. */
export async function rawStatistics(pool: Queryable, index: number): Promise<string> {
  const { dateFrom, dateTo, groupBy } = statisticsCases()[index]!;
  const [figures, signups] = await Promise.all([
    pool.query(
      `select to_char(period, 'YYYY-MM-DD') as period, provider,
        count(*) filter (where status in (${FIRST}))::int as first_count,
        coalesce(sum(amount) filter (where status in (${FIRST})), 0)::text as first_sum,
        count(*) filter (where status in (${NEXT}))::int as next_count,
        coalesce(sum(amount) filter (where status in (${NEXT})), 0)::text as next_sum,
        coalesce(sum(amount) filter (where status in (${PAID})), 0)::text as paid_sum,
        count(*) filter (where refunded_amount > 0)::int as refund_count,
        coalesce(sum(refunded_amount), 0)::text as refund_sum,
        (coalesce(sum(amount) filter (where status in (${PAID})), 0) - coalesce(sum(refunded_amount), 0))::text as net_sum
      from (select ${periodOf(groupBy)} as period, provider, status, amount, refunded_amount
            from payments where ${inDays}) p
      group by grouping sets ((period, provider), (period), ())`,
      [dateFrom, dateTo],
    ),
    pool.query(
      `select to_char(period, 'YYYY-MM-DD') as period, count(*)::int as students
      from (select ${periodOf(groupBy)} as period from students where ${inDays}) s
      group by grouping sets ((period), ())`,
      [dateFrom, dateTo],
    ),
  ]);
  const byKey = new Map(figures.rows.map((r: Row) => [`${r.period ?? '*'}|${r.provider ?? '*'}`, r]));
  const signed = new Map(signups.rows.map((r: Row) => [r.period ?? '*', r.students as number]));
  const shape = (period: string | null, start: string, end: string) => {
    const r = byKey.get(`${period ?? '*'}|*`);
    return {
      countSingUp: signed.get(period ?? '*') ?? 0,
      countFirstPaySubscriptions: (r?.first_count as number) ?? 0,
      sumAmountFirstPaySubscriptions: Number(r?.first_sum ?? 0),
      countNextPaySubscriptions: (r?.next_count as number) ?? 0,
      sumAmountNextPaySubscriptions: Number(r?.next_sum ?? 0),
      sumAmount: Number(r?.paid_sum ?? 0),
      countRefunds: (r?.refund_count as number) ?? 0,
      sumRefunds: Number(r?.refund_sum ?? 0),
      sumNet: Number(r?.net_sum ?? 0),
      ...(period === null
        ? {}
        : {
            start,
            end,
            byProvider: Object.fromEntries(
              PAYMENT_PROVIDERS.map((provider) => [
                provider,
                Number(byKey.get(`${period}|${provider}`)?.paid_sum ?? 0),
              ]),
            ),
          }),
    };
  };
  return JSON.stringify({
    totals: shape(null, dateFrom, dateTo),
    periods: statisticsPeriods(dateFrom, dateTo, groupBy).map((p) => shape(p.key, p.start, p.end)),
  });
}

/** COPY of every payment with its buyer, the columns of payments.csv, in the list's default order. */
export function copyPayments(pool: pg.Pool): Promise<{ rows: number; seconds: number }> {
  return copyLines(
    pool,
    `COPY (select p.id, p.created_at, s.last_name || ' ' || s.first_name, s.email, p.title, p.provider,
            p.provider_payment_id, p.status, p.amount, p.refunded_amount, p.fee, p.referral_id is not null, p.paid_at
          from payments p left join students s on s.id = p.student_id
          order by p.created_at desc, p.id desc) TO STDOUT WITH (FORMAT csv, DELIMITER ';')`,
  );
}
