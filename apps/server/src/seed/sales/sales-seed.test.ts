import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '@school/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { nextPaymentsPerStudent, seedManyPayments } from './payments-bulk-seed';
import { salesSeed } from './sales.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Rows<T> = { rows: T[] };
const query = async <T>(text: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(text)) as unknown as Rows<T>).rows;

/** Every pre-aggregate row against the same grouping computed raw from the payments. */
async function aggregateMismatches() {
  return query<Record<string, unknown>>(sql`
    with raw as (
      select (created_at at time zone 'Europe/Moscow')::date as day, provider, status,
        referral_id is not null as has_referral, count(*)::bigint as payments, sum(amount) as amount,
        sum(refunded_amount) as refunded_amount, sum(fee) as fee,
        count(*) filter (where refunded_amount > 0)::int as refunded_payments
      from payments group by 1, 2, 3, 4),
    kept as (select * from payment_day_totals where payments <> 0 or amount <> 0)
    (select 'raw' as side, * from raw except select 'raw', * from kept)
    union all
    (select 'kept', * from kept except select 'kept', * from raw)`);
}

describe('sales demo data', () => {
  it('has every provider in every status, with history, refunds no larger than paid, and kopecks', async () => {
    const combos = await query<{ provider: string; status: string }>(
      sql`select distinct provider, status from payments`,
    );
    const seen = new Set(combos.map((row) => `${row.provider}/${row.status}`));
    for (const provider of PAYMENT_PROVIDERS) {
      for (const status of PAYMENT_STATUSES)
        expect(seen, `${provider}/${status}`).toContain(`${provider}/${status}`);
    }
    const [stats] = await query<Record<string, number>>(sql`select count(*)::int as total,
      count(*) filter (where amount <> trunc(amount))::int as with_kopecks,
      count(*) filter (where refunded_amount > amount)::int as over_refunded,
      count(*) filter (where referral_id is not null)::int as referred,
      count(*) filter (where created_at >= date_trunc('month', now()))::int as this_month,
      count(*) filter (where created_at > now() or created_at < now() - interval '366 days')::int as out_of_range,
      (select count(*)::int from payments p where not exists
        (select 1 from payment_status_changes c where c.payment_id = p.id and c.from_status is null)) as no_creation,
      (select count(*)::int from payments p where status not in ('new', 'repeat_new') and not exists
        (select 1 from payment_status_changes c where c.payment_id = p.id and c.to_status = p.status)) as no_final,
      (select count(*)::int from payments p where refunded_amount <>
        coalesce((select sum(amount) from refunds r where r.payment_id = p.id), 0)) as refunds_disagree,
      (select count(*)::int from payments p join students s on s.id = p.student_id
        where p.created_at < s.created_at) as before_sign_up
      from payments`);
    expect(stats?.total).toBeGreaterThan(1000);
    expect(stats?.total).toBeLessThan(5000);
    expect(stats).toMatchObject({
      over_refunded: 0,
      out_of_range: 0,
      no_creation: 0,
      no_final: 0,
      refunds_disagree: 0,
      before_sign_up: 0,
    });
    expect(stats?.with_kopecks).toBeGreaterThan(20);
    expect(stats?.referred).toBeGreaterThan(50);
    expect(stats?.this_month).toBeGreaterThan(39);
    const [refunds] = await query<{ full: number; partial: number; by_staff: number }>(sql`select
      count(*) filter (where r.amount = p.amount)::int as full, count(*) filter (where r.amount < p.amount)::int as partial,
      count(*) filter (where r.staff_id is not null)::int as by_staff
      from refunds r join payments p on p.id = r.payment_id`);
    expect(refunds?.full).toBeGreaterThan(10);
    expect(refunds?.partial).toBeGreaterThan(5);
    expect(refunds?.by_staff).toBe((refunds?.full ?? 0) + (refunds?.partial ?? 0));
    const [events] = await query<{ n: number }>(
      sql`select count(*)::int as n from payment_status_changes where provider_event = 'tinkoff:CONFIRMED'`,
    );
    expect(events?.n).toBeGreaterThan(0);
  });

  it('has paid subscriptions renewed every period, cancelled with reasons (one retired) or ended, and a funnel', async () => {
    const [subs] = await query<Record<string, number>>(sql`select
      count(*) filter (where status = 'active')::int as active,
      count(*) filter (where status = 'notActive')::int as cancelling,
      count(*) filter (where status = 'finished')::int as finished,
      count(*) filter (where cancel_reason_id is not null)::int as with_reason,
      count(*) filter (where cancel_reason_id in (select id from cancel_reasons where is_hidden))::int as retired,
      (select count(*)::int from subscriptions s where s.price is not null and (select count(*) from payments p
        where p.subscription_id = s.id and p.status like 'repeat%') > 2) as renewed
      from subscriptions where price is not null`);
    expect(subs?.active).toBeGreaterThan(10);
    expect(subs?.cancelling).toBeGreaterThan(0);
    expect(subs?.finished).toBeGreaterThan(10);
    expect(subs?.with_reason).toBeGreaterThan(10);
    expect(subs?.retired).toBeGreaterThan(0);
    expect(subs?.renewed).toBeGreaterThan(10);
    const reasons = await query<{ title: string; is_hidden: boolean }>(
      sql`select title, is_hidden from cancel_reasons order by position`,
    );
    expect(reasons.length).toBeGreaterThanOrEqual(6);
    expect(reasons.filter((reason) => reason.is_hidden)).toHaveLength(1);
    const funnel = await query<{
      title: string;
      students: number;
    }>(sql`select s.title, count(o.student_id)::int as students
      from onboarding_steps s left join student_onboarding o on o.step_id = s.id group by s.id order by s.position`);
    expect(funnel[0]?.title).toBe('Заполнил профиль');
    for (let step = 1; step < funnel.length; step++) {
      expect(funnel[step]!.students).toBeLessThan(funnel[step - 1]!.students);
    }
    expect(funnel.at(-1)?.students).toBeGreaterThan(0);
  });

  it('leaves the pre-aggregates equal to raw sums, and seeding again adds nothing', async () => {
    expect(await aggregateMismatches()).toEqual([]);
    const before = await query<{ n: number }>(sql`select count(*)::int as n from payments`);
    await salesSeed.run(t.database.db, { info: () => {}, fileStore: undefined as never });
    expect(await query<{ n: number }>(sql`select count(*)::int as n from payments`)).toEqual(before);
  });

  it('--payments 2000 adds exactly 2000 payments over three years with new students, ids unique per provider', async () => {
    const [before] = await query<{ payments: number; students: number }>(
      sql`select (select count(*)::int from payments) as payments, count(*)::int as students from students`,
    );
    const counts = await seedManyPayments(t.database.db, 2000, () => {});
    expect(counts.payments).toBe(2000);
    const [after] = await query<Record<string, number>>(sql`select
      (select count(*)::int from payments) as payments, (select count(*)::int from students) as students,
      (select count(*)::int from (select distinct provider, provider_payment_id from payments) d) as distinct_ids,
      (select (extract(epoch from now() - min(created_at)) / 86400)::int from payments) as days`);
    expect(after?.payments).toBe((before?.payments ?? 0) + 2000);
    expect(after?.distinct_ids).toBe(after?.payments);
    expect(after?.students).toBeGreaterThan((before?.students ?? 0) + 100);
    expect(after?.days).toBeGreaterThan(900);
    expect(await aggregateMismatches()).toEqual([]);
  });

  it('in two parts side by side with the indexes built at the end: exactly N more, each student bought for once', async () => {
    const indexCount = sql`(select count(*)::int from pg_indexes where tablename in
      ('students', 'course_accesses', 'subscriptions', 'payments', 'refunds', 'payment_status_changes'))`;
    const [before] = await query<{ payments: number; indexes: number }>(
      sql`select (select count(*)::int from payments) as payments, ${indexCount} as indexes`,
    );
    // A gap in the students' ids, as a statement rolled back leaves: the parts still get as many students each.
    await t.database.db.execute(
      sql`select setval(pg_get_serial_sequence('students', 'id'), (select max(id) from students) + 5000)`,
    );
    const counts = await seedManyPayments(t.database.db, 1500, () => {}, {
      paymentsPerChunk: 700,
      parallel: 2,
      deferIndexes: true,
    });
    expect(counts.payments).toBe(1500);
    const [after] = await query<Record<string, number>>(sql`select
      (select count(*)::int from payments) as payments, ${indexCount} as indexes,
      (select count(*)::int from (select student_id from subscriptions where plan like 'Клуб,%'
        group by student_id having count(*) > 1) twice) as subscribed_twice,
      (select count(*)::int from (select distinct provider, provider_payment_id from payments) d) as distinct_ids`);
    expect(after).toMatchObject({
      payments: (before?.payments ?? 0) + 1500,
      indexes: before?.indexes,
      subscribed_twice: 0,
      distinct_ids: (before?.payments ?? 0) + 1500,
    });
    expect(await aggregateMismatches()).toEqual([]);
  });
});

describe('students asked for per chunk', () => {
  it('follow the rate of a chunk that ran out of students, and never drop after one cut at its limit', () => {
    // Both parts ran out: 300 payments from 100 students is the rate.
    expect(
      nextPaymentsPerStudent(4, 100, [
        { payments: 140, limit: 150 },
        { payments: 160, limit: 170 },
      ]),
    ).toBe(3);
    // One part hit its limit: some students bought nothing, 3.6 understates; the estimate stays.
    expect(
      nextPaymentsPerStudent(3.8, 100, [
        { payments: 180, limit: 180 },
        { payments: 180, limit: 190 },
      ]),
    ).toBe(3.8);
    // Twenty chunks cut at their limit with 5 % more students than estimated: the estimate does not creep down.
    let estimate = 3.8;
    for (let chunk = 0; chunk < 20; chunk++) {
      const students = Math.ceil((1000 / estimate) * 1.05);
      estimate = nextPaymentsPerStudent(estimate, students, [{ payments: 1000, limit: 1000 }]);
    }
    expect(estimate).toBe(3.8);
  });
});
