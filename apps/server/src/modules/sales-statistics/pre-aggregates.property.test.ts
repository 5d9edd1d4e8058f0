import {
  PAID_PAYMENT_STATUSES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  type PaymentProvider,
  type PaymentStatus,
} from '@school/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { payments } from '../../db/schema/payments.table';
import { students } from '../../db/schema/students.table';
import { subscriptions } from '../../db/schema/subscriptions.table';
import type { Db } from '../../db/types';
import { openEmptyTestDatabase } from '../../test/test-app';
import {
  createPaymentsStatisticsAnswers,
  paymentsStatistics,
  subscriptionStatistics,
} from './sales-statistics.service';

/**
 * The pre-aggregates of migration 0011 equal the same GROUP BY over the raw rows after any sequence of
 * writes: single and multi-row inserts, partial and full refunds, status changes, moves across a Moscow
 * midnight, deletes (a student's delete cascading to their subscriptions), a payment moved to another student
 * (migration 0031's per-student months and cohorts), and a transaction rolled back.
 * Rows are of 2001–2002 (Moscow then had summer time: midnight is 21:00Z in winter, 20:00Z in summer).
 */
let database: Database;
let db: Db;
let sequence = 0;
/** Payments an upsert updated, so the runs provably exercised ON CONFLICT DO UPDATE. */
let upserted = 0;
/** Referrals a payment may name (payments.referral_id is a foreign key). */
let referralIds: number[] = [];
beforeAll(async () => {
  database = await openEmptyTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

/** Three referrals (each run deletes every student, and their referrals with them). */
async function makeReferrals() {
  const made = await rows<{ id: number }>(sql`
    with referred as (
      insert into students (email, first_name, last_name, password_hash)
      select 'referred-' || n || '@prop.test', 'Р', 'Ф', 'x' from generate_series(1, 3) as n returning id
    )
    insert into referrals (referrer_staff_id, referred_student_id, code)
    select 1, id, 'PROP' || id from referred returning id`);
  referralIds = made.map((row) => row.id);
}

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

// Days around both summer-time switches and a year's end; instants within 90 minutes of 20:00Z / 21:00Z.
const DAYS = [
  '2001-03-24',
  '2001-03-25',
  '2001-10-27',
  '2001-10-28',
  '2001-12-31',
  '2002-01-01',
  '2002-06-30',
];
const instantArb = fc
  .tuple(fc.constantFrom(...DAYS), fc.integer({ min: -90, max: 90 }), fc.constantFrom(20, 21))
  .map(([day, minutes, hour]) => new Date(Date.parse(`${day}T${hour}:00:00Z`) + minutes * 60_000));
const kopecksArb = fc.integer({ min: 1, max: 2_000_000 });
const money = (kopecks: number) => (kopecks / 100).toFixed(2); // exact: at most 2 decimals of an integer

const paymentArb = fc.record({
  provider: fc.constantFrom(...PAYMENT_PROVIDERS),
  status: fc.constantFrom(...PAYMENT_STATUSES),
  referral: fc.boolean(),
  amount: kopecksArb,
  fee: fc.integer({ min: 0, max: 5_000 }),
  createdAt: instantArb,
  /** Which existing student bought it (null: none, as a payment whose student was deleted). */
  student: fc.option(fc.nat(), { freq: 5 }),
});

const commandArb = fc.oneof(
  // A provider's notice sent again: INSERT … ON CONFLICT DO UPDATE fires the insert and the update triggers.
  fc.record({
    kind: fc.constant('upsertPayments' as const),
    pick: fc.nat(),
    rows: fc.array(paymentArb, { minLength: 1, maxLength: 4 }),
  }),
  fc.record({
    kind: fc.constant('insertPayments' as const),
    rows: fc.array(paymentArb, { minLength: 1, maxLength: 6 }),
  }),
  fc.record({
    kind: fc.constant('refund' as const),
    pick: fc.nat(),
    share: fc.double({ min: 0.01, max: 1, noNaN: true }),
  }),
  fc.record({
    kind: fc.constant('setStatus' as const),
    pick: fc.nat(),
    status: fc.constantFrom(...PAYMENT_STATUSES),
  }),
  fc.record({
    kind: fc.constant('movePayments' as const),
    every: fc.integer({ min: 1, max: 3 }),
    minutes: fc.integer({ min: -120, max: 120 }),
  }),
  fc.record({
    kind: fc.constant('bulkStatus' as const),
    every: fc.integer({ min: 1, max: 3 }),
    status: fc.constantFrom(...PAYMENT_STATUSES),
  }),
  fc.record({ kind: fc.constant('deletePayments' as const), every: fc.integer({ min: 2, max: 5 }) }),
  // Another buyer: the payment's month leaves one student (maybe their cohort) and joins another's.
  fc.record({ kind: fc.constant('reassignPayment' as const), pick: fc.nat(), student: fc.nat() }),
  fc.record({
    kind: fc.constant('insertStudents' as const),
    at: fc.array(instantArb, { minLength: 1, maxLength: 4 }),
  }),
  fc.record({ kind: fc.constant('moveStudent' as const), pick: fc.nat(), at: instantArb }),
  fc.record({ kind: fc.constant('deleteStudent' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('insertSubscriptions' as const),
    rows: fc.array(
      fc.record({
        startedAt: instantArb,
        endedAt: fc.option(instantArb),
        price: fc.option(kopecksArb),
        period: fc.constantFrom(1, 3, 6, 12),
        custom: fc.boolean(),
      }),
      { minLength: 1, maxLength: 4 },
    ),
  }),
  fc.record({ kind: fc.constant('endSubscription' as const), pick: fc.nat(), at: fc.option(instantArb) }),
  fc.record({
    kind: fc.constant('reprice' as const),
    every: fc.integer({ min: 1, max: 3 }),
    price: kopecksArb,
  }),
  fc.record({ kind: fc.constant('deleteSubscription' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('rolledBack' as const),
    rows: fc.array(paymentArb, { minLength: 1, maxLength: 3 }),
  }),
);
type Command = typeof commandArb extends fc.Arbitrary<infer C> ? C : never;

async function ids(table: 'payments' | 'students' | 'subscriptions'): Promise<number[]> {
  // The referred students behind makeReferrals() stay: the payments' referral ids name their referrals.
  const kept = table === 'students' ? sql`where email not like 'referred-%'` : sql``;
  return (await rows<{ id: number }>(sql`select id from ${sql.identifier(table)} ${kept} order by id`)).map(
    (r) => r.id,
  );
}
const pickOf = async (table: 'payments' | 'students' | 'subscriptions', pick: number) => {
  const all = await ids(table);
  return all.length ? all[pick % all.length] : undefined;
};

type PaymentInput = typeof paymentArb extends fc.Arbitrary<infer P> ? P : never;

async function paymentValues(rows: PaymentInput[]) {
  const buyers = await ids('students');
  return rows.map((row) => {
    sequence += 1;
    const refunded = (row.status as PaymentStatus).endsWith('refunded');
    return {
      product: 'course' as const,
      title: 'Свойство',
      amount: money(row.amount),
      refundedAmount: refunded ? money(row.amount) : '0',
      fee: money(row.fee),
      provider: row.provider,
      status: row.status,
      providerPaymentId: `prop-${sequence}`,
      referralId: row.referral ? (referralIds[sequence % referralIds.length] ?? null) : null,
      createdAt: row.createdAt,
      studentId: row.student === null || !buyers.length ? null : buyers[row.student % buyers.length]!,
    };
  });
}

async function ownerId(): Promise<number> {
  const existing = await ids('students');
  if (existing.length) return existing[existing.length - 1]!;
  sequence += 1;
  const [row] = await db
    .insert(students)
    .values({
      email: `owner-${sequence}@prop.test`,
      firstName: 'В',
      lastName: 'Л',
      passwordHash: 'x',
      createdAt: new Date('2001-01-01T12:00:00Z'),
    })
    .returning({ id: students.id });
  return row!.id;
}

async function run(command: Command): Promise<void> {
  switch (command.kind) {
    case 'insertPayments':
      await db.insert(payments).values(await paymentValues(command.rows));
      return;
    case 'upsertPayments': {
      const known = await rows<{ provider: PaymentProvider; key: string }>(
        sql`select provider, provider_payment_id as key from payments order by id`,
      );
      const values = (await paymentValues(command.rows)).map((value, index) => {
        const again =
          known.length && command.rows[index]!.referral
            ? known[(command.pick + index) % known.length]
            : undefined;
        return again ? { ...value, provider: again.provider, providerPaymentId: again.key } : value;
      });
      const unique = [
        ...new Map(values.map((value) => [`${value.provider}|${value.providerPaymentId}`, value])).values(),
      ];
      const result = await db
        .insert(payments)
        .values(unique)
        .onConflictDoUpdate({
          target: [payments.provider, payments.providerPaymentId],
          set: {
            status: sql`excluded.status`,
            amount: sql`excluded.amount`,
            refundedAmount: sql`least(${payments.refundedAmount}, excluded.amount)`,
            createdAt: sql`excluded.created_at`,
          },
        })
        // xmax is set on a row the statement updated rather than inserted.
        .returning({ updated: sql<boolean>`xmax <> 0` });
      upserted += result.filter((row) => row.updated).length;
      return;
    }
    case 'refund': {
      const id = await pickOf('payments', command.pick);
      if (id === undefined) return;
      // A full refund turns the status to refunded / repeat_refunded; a partial one keeps it.
      await db.execute(sql`update payments set
          refunded_amount = least(amount, refunded_amount + greatest(0.01, round(amount * ${command.share}::numeric, 2))),
          status = case when refunded_amount + greatest(0.01, round(amount * ${command.share}::numeric, 2)) >= amount
            then case when status like 'repeat%' then 'repeat_refunded' else 'refunded' end else status end
        where id = ${id}`);
      return;
    }
    case 'setStatus': {
      const id = await pickOf('payments', command.pick);
      if (id !== undefined)
        await db.execute(sql`update payments set status = ${command.status} where id = ${id}`);
      return;
    }
    case 'movePayments':
      await db.execute(sql`update payments set created_at = created_at + make_interval(mins => ${command.minutes}::int)
        where id % ${command.every}::int = 0`);
      return;
    case 'bulkStatus':
      await db.execute(sql`update payments set status = ${command.status}, refunded_amount = 0
        where id % ${command.every}::int = 1 % ${command.every}::int`);
      return;
    case 'deletePayments':
      await db.execute(sql`delete from payments where id % ${command.every}::int = 0`);
      return;
    case 'reassignPayment': {
      const id = await pickOf('payments', command.pick);
      const studentId = await pickOf('students', command.student);
      if (id !== undefined && studentId !== undefined)
        await db.execute(sql`update payments set student_id = ${studentId} where id = ${id}`);
      return;
    }
    case 'insertStudents':
      await db.insert(students).values(
        command.at.map((createdAt) => {
          sequence += 1;
          return {
            email: `s-${sequence}@prop.test`,
            firstName: 'С',
            lastName: 'П',
            passwordHash: 'x',
            createdAt,
          };
        }),
      );
      return;
    case 'moveStudent': {
      const id = await pickOf('students', command.pick);
      if (id !== undefined)
        await db.execute(sql`update students set created_at = ${command.at.toISOString()} where id = ${id}`);
      return;
    }
    case 'deleteStudent': {
      const id = await pickOf('students', command.pick);
      if (id !== undefined) await db.execute(sql`delete from students where id = ${id}`);
      return;
    }
    case 'insertSubscriptions': {
      const studentId = await ownerId();
      await db.insert(subscriptions).values(
        command.rows.map((row) => ({
          studentId,
          plan: 'Клуб',
          startedAt: row.startedAt,
          currentPeriodEnd: new Date(row.startedAt.getTime() + 30 * 86_400_000),
          isCustom: row.custom,
          price: row.price === null ? null : money(row.price),
          periodMonths: row.period,
          endedAt: row.endedAt,
        })),
      );
      return;
    }
    case 'endSubscription': {
      const id = await pickOf('subscriptions', command.pick);
      if (id !== undefined)
        await db.execute(
          sql`update subscriptions set ended_at = ${command.at?.toISOString() ?? null}::timestamptz where id = ${id}`,
        );
      return;
    }
    case 'reprice':
      await db.execute(sql`update subscriptions set price = ${money(command.price)}::numeric, is_custom = false
        where id % ${command.every}::int = 0`);
      return;
    case 'deleteSubscription': {
      const id = await pickOf('subscriptions', command.pick);
      if (id !== undefined) await db.execute(sql`delete from subscriptions where id = ${id}`);
      return;
    }
    case 'rolledBack': {
      // Read the buyers before the transaction: PGlite has one connection, so a read through `db` inside
      // it would wait for the transaction to end — which waits for the read.
      const values = await paymentValues(command.rows);
      await db
        .transaction(async (tx) => {
          await tx.insert(payments).values(values);
          await tx.execute(sql`update payments set refunded_amount = amount where id % 2 = 0`);
          throw new Error('roll back');
        })
        .catch((error: Error) => {
          if (error.message !== 'roll back') throw error;
        });
      return;
    }
  }
}

const PAID = sql.raw(`(${PAID_PAYMENT_STATUSES.map((status) => `'${status}'`).join(', ')})`);

const day = (column: string) =>
  sql.raw(`to_char((${column} at time zone 'Europe/Moscow')::date::timestamp, 'YYYY-MM-DD')`);
const month = (column: string) =>
  sql.raw(`to_char(date_trunc('month', ${column} at time zone 'Europe/Moscow'), 'YYYY-MM-DD')`);

/** One answer cache for every run, as a server process keeps it across writes. */
const answers = createPaymentsStatisticsAnswers();
let answersChecked = 0;

/** The kept answer is never stale: it equals the one read afresh after the write just made. */
async function expectAnswersFresh() {
  for (const groupBy of ['day', 'month'] as const) {
    const query = { dateFrom: '2001-03-01', dateTo: '2002-12-31', groupBy };
    expect(await answers(db, query)).toBe(JSON.stringify(await paymentsStatistics(db, query)));
    answersChecked += 1;
  }
}

async function expectAggregatesEqualRaw() {
  const kept =
    await rows(sql`select to_char(day::timestamp, 'YYYY-MM-DD') as day, provider, status, has_referral,
      payments::int as payments, amount::text as amount, refunded_amount::text as refunded, fee::text as fee,
      refunded_payments::int as refunded_payments
    from payment_day_totals
    where payments <> 0 or amount <> 0 or refunded_amount <> 0 or fee <> 0 or refunded_payments <> 0
    order by 1, 2, 3, 4`);
  const raw =
    await rows(sql`select ${day('created_at')} as day, provider, status, referral_id is not null as has_referral,
      count(*)::int as payments, sum(amount)::text as amount, sum(refunded_amount)::text as refunded,
      sum(fee)::text as fee, (count(*) filter (where refunded_amount > 0))::int as refunded_payments
    from payments group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
  expect(kept).toEqual(raw);

  const sales = await rows(sql`select to_char(day::timestamp, 'YYYY-MM-DD') as day, provider, is_repeat,
      paid_payments::int as paid, paid_kopecks::text as paid_kopecks,
      refunded_payments::int as refunded, refunded_kopecks::text as refunded_kopecks
    from payment_day_sales
    where paid_payments <> 0 or paid_kopecks <> 0 or refunded_payments <> 0 or refunded_kopecks <> 0
    order by 1, 2, 3`);
  const rawSales =
    await rows(sql`select ${day('created_at')} as day, provider, left(status, 7) = 'repeat_' as is_repeat,
      (count(*) filter (where status in ${PAID}))::int as paid,
      (coalesce(sum(amount) filter (where status in ${PAID}), 0) * 100)::bigint::text as paid_kopecks,
      (count(*) filter (where refunded_amount > 0))::int as refunded,
      (sum(refunded_amount) * 100)::bigint::text as refunded_kopecks
    from payments group by 1, 2, 3
    having count(*) filter (where status in ${PAID}) <> 0 or sum(refunded_amount) <> 0
      or count(*) filter (where refunded_amount > 0) <> 0
    order by 1, 2, 3`);
  expect(sales).toEqual(rawSales);

  const signups =
    await rows(sql`select to_char(day::timestamp, 'YYYY-MM-DD') as day, students::int as students
    from student_day_signups where students <> 0 order by 1`);
  const rawSignups = await rows(sql`select ${day('created_at')} as day, count(*)::int as students
    from students group by 1 order by 1`);
  expect(signups).toEqual(rawSignups);

  const spans = await rows(sql`select to_char(start_month::timestamp, 'YYYY-MM-DD') as start,
      to_char(end_month::timestamp, 'YYYY-MM-DD') as end, subscriptions::int as subscriptions,
      monthly_amount::text as mrr
    from subscription_month_spans where subscriptions <> 0 or monthly_amount <> 0 order by 1, 2`);
  const rawSpans = await rows(sql`select ${month('started_at')} as start,
      coalesce(${month('ended_at')}, '9999-12-01') as end, count(*)::int as subscriptions,
      sum(round(price / period_months, 2))::text as mrr
    from subscriptions where not is_custom and price is not null group by 1, 2 order by 1, 2`);
  expect(spans).toEqual(rawSpans);

  const studentMonths = await rows(sql`select student_id, to_char(month::timestamp, 'YYYY-MM-DD') as month,
      paid_payments::int as paid, paid_kopecks::text as paid_kopecks, refunded_kopecks::text as refunded_kopecks
    from student_month_sales where paid_payments <> 0 or paid_kopecks <> 0 or refunded_kopecks <> 0
    order by 1, 2`);
  const rawStudentMonths = await rows(sql`select student_id, ${month('created_at')} as month,
      (count(*) filter (where status in ${PAID}))::int as paid,
      (coalesce(sum(amount) filter (where status in ${PAID}), 0) * 100)::bigint::text as paid_kopecks,
      (sum(refunded_amount) * 100)::bigint::text as refunded_kopecks
    from payments where student_id is not null group by 1, 2
    having count(*) filter (where status in ${PAID}) <> 0 or sum(refunded_amount) <> 0
    order by 1, 2`);
  expect(studentMonths).toEqual(rawStudentMonths);

  const cohorts = await rows(sql`select to_char(cohort_month::timestamp, 'YYYY-MM-DD') as cohort,
      to_char(month::timestamp, 'YYYY-MM-DD') as month, buyers::int as buyers,
      paid_kopecks::text as paid_kopecks, refunded_kopecks::text as refunded_kopecks
    from cohort_month_sales where buyers <> 0 or paid_kopecks <> 0 or refunded_kopecks <> 0 order by 1, 2`);
  const rawCohorts = await rows(sql`with firsts as (
      select student_id, min(${month('created_at')}) as cohort from payments
      where student_id is not null and status in ${PAID} group by 1
    )
    select f.cohort, ${month('p.created_at')} as month,
      (count(distinct p.student_id) filter (where p.status in ${PAID}))::int as buyers,
      (coalesce(sum(p.amount) filter (where p.status in ${PAID}), 0) * 100)::bigint::text as paid_kopecks,
      (sum(p.refunded_amount) * 100)::bigint::text as refunded_kopecks
    from payments p join firsts f using (student_id)
    group by 1, 2
    having count(*) filter (where p.status in ${PAID}) <> 0 or sum(p.refunded_amount) <> 0
    order by 1, 2`);
  expect(cohorts).toEqual(rawCohorts);
}

/**
 * The owners' figures of the subscriptions' answer (ARPU, churn rate, LTV) and the cards' previous period
 * each equal a raw computation over the payments and subscriptions themselves.
 */
async function expectOwnerFiguresEqualRaw() {
  const { months, ltv } = await subscriptionStatistics(
    db,
    { dateFrom: '2001-01-01', dateTo: '2002-12-31' },
    '2003-01-15',
  );
  const rawMonths = await rows<{
    month: string;
    net: string;
    buyers: number;
    arpu: string | null;
    at_start: number;
    churned: number;
  }>(sql`with months as (
      select generate_series('2001-01-01'::timestamp, '2002-12-01'::timestamp, interval '1 month')::date as month
    ), pays as (
      select date_trunc('month', created_at at time zone 'Europe/Moscow')::date as month,
        coalesce(sum(amount) filter (where status in ${PAID}), 0) - sum(refunded_amount) as net,
        count(distinct student_id) filter (where status in ${PAID}) as buyers
      from payments group by 1
    ), subs as (
      select date_trunc('month', started_at at time zone 'Europe/Moscow')::date as start_month,
        coalesce(date_trunc('month', ended_at at time zone 'Europe/Moscow')::date, '9999-12-01') as end_month
      from subscriptions where not is_custom and price is not null
    )
    select to_char(m.month::timestamp, 'YYYY-MM-DD') as month, coalesce(p.net, 0)::text as net,
      coalesce(p.buyers, 0)::int as buyers,
      case when p.buyers > 0 then round(p.net / p.buyers, 2)::text end as arpu,
      (select count(*) from subs where start_month < m.month and end_month >= m.month)::int as at_start,
      (select count(*) from subs where start_month < m.month and end_month = m.month)::int as churned
    from months m left join pays p using (month) order by 1`);
  expect(
    months.map((row) => ({
      month: row.month,
      net: row.netRevenue.toFixed(2),
      buyers: row.payingStudents,
      arpu: row.arpu === null ? null : row.arpu.toFixed(2),
      rate: row.churnRate,
    })),
  ).toEqual(
    rawMonths.map((row) => ({
      month: row.month,
      net: Number(row.net).toFixed(2),
      buyers: row.buyers,
      arpu: row.arpu,
      rate: row.at_start === 0 ? null : row.churned / row.at_start,
    })),
  );
  const rawLtv = await rows<{ month: string; students: number; revenue: string; ltv: string }>(sql`
    with firsts as (
      select student_id, date_trunc('month', min(created_at) at time zone 'Europe/Moscow')::date as cohort
      from payments where student_id is not null and status in ${PAID} group by 1
    )
    select to_char(f.cohort::timestamp, 'YYYY-MM-DD') as month, count(distinct f.student_id)::int as students,
      (coalesce(sum(p.amount) filter (where p.status in ${PAID}), 0) - sum(p.refunded_amount))::text as revenue,
      round((coalesce(sum(p.amount) filter (where p.status in ${PAID}), 0) - sum(p.refunded_amount))
        / count(distinct f.student_id), 2)::text as ltv
    from firsts f join payments p using (student_id)
    where f.cohort >= '2001-01-01' and f.cohort <= '2002-12-01'
    group by 1 order by 1`);
  expect(
    ltv
      .filter((row) => row.students > 0)
      .map((row) => ({
        month: row.month,
        students: row.students,
        revenue: row.revenue.toFixed(2),
        ltv: row.ltv?.toFixed(2),
      })),
  ).toEqual(
    rawLtv.map((row) => ({
      month: row.month,
      students: row.students,
      revenue: Number(row.revenue).toFixed(2),
      ltv: Number(row.ltv).toFixed(2),
    })),
  );

  const { previous } = await paymentsStatistics(db, {
    dateFrom: '2002-01-01',
    dateTo: '2002-12-31',
    groupBy: 'month',
  });
  const [rawPrevious] = await rows<{ paid: string; refunded: string; first: number }>(sql`
    select (coalesce(sum(amount) filter (where status in ${PAID}), 0))::text as paid,
      coalesce(sum(refunded_amount), 0)::text as refunded,
      (count(*) filter (where status in ('confirmed', 'refunded')))::int as first
    from payments where created_at >= '2000-12-31T21:00:00Z' and created_at < '2001-12-31T21:00:00Z'`);
  expect(previous.dateFrom).toBe('2001-01-01');
  expect({
    paid: previous.totals.sumAmount.toFixed(2),
    refunded: previous.totals.sumRefunds.toFixed(2),
    first: previous.totals.countFirstPaySubscriptions,
  }).toEqual({
    paid: Number(rawPrevious!.paid).toFixed(2),
    refunded: Number(rawPrevious!.refunded).toFixed(2),
    first: rawPrevious!.first,
  });
}

describe('pre-aggregates of the sales statistics (migrations 0011–0013, 0031)', () => {
  it('equal the raw GROUP BY after any sequence of writes, and a kept statistics answer is never stale', async () => {
    const seen = { payments: 0, refunded: 0, students: 0, subscriptions: 0, cohorts: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { minLength: 1, maxLength: 10 }), async (commands) => {
        // Each run starts from nothing, its pre-aggregates included (truncate fires no trigger), so a
        // counterexample stands alone. Rows go by delete: truncating students would cascade to every table.
        await db.execute(sql`delete from payments`);
        await db.execute(sql`delete from students`);
        await db.execute(
          sql`truncate payment_day_totals, payment_day_sales, student_day_signups, subscription_month_spans,
            student_month_sales, cohort_month_sales`,
        );
        await makeReferrals();
        for (const command of commands) {
          await run(command);
          await expectAnswersFresh();
        }
        await expectAggregatesEqualRaw();
        await expectOwnerFiguresEqualRaw();
        const [left] = await rows<typeof seen>(sql`select (select count(*) from payments)::int as payments,
          (select count(*) from payments where refunded_amount > 0)::int as refunded,
          (select count(*) from students)::int as students, (select count(*) from subscriptions)::int as subscriptions,
          (select count(*) from cohort_month_sales where buyers > 0)::int as cohorts`);
        for (const key of Object.keys(seen) as (keyof typeof seen)[]) seen[key] += left![key];
      }),
      { seed: 20_011, numRuns: 25, endOnFailure: true },
    );
    // Not vacuous: the runs left rows of every kind, refunded ones among them, and an upsert updated some.
    const tally = { ...seen, upserted, answersChecked };
    expect(
      Object.values(tally).every((count) => count > 0),
      JSON.stringify(tally),
    ).toBe(true);
    // 8–27 s measured on 2 cores with load averages of 9–12 (other test runs beside it): the default 20 s is
    // too tight when the cores are shared.
  }, 60_000);
});
