import { sql } from 'drizzle-orm';
import { cancelReasons } from '../../db/schema/cancel-reasons.table';
import { onboardingSteps } from '../../db/schema/onboarding.table';
import type { Db } from '../../db/types';
import type { DomainSeed } from '../domain-seed';
import { type WrittenPayments, writePlannedPayments } from './payments-writer';
import { DEMO_CANCEL_REASONS, DEMO_ONBOARDING_STEPS } from './sales.seed-data';
import { generateSales } from './sales-generator';

type Rows<T> = { rows: T[] };
const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

/** The admin who "made" the demo refunds: the first admin, else the first super-admin. */
export async function findRefundingAdmin(db: Db): Promise<number | null> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`select id from staff where role in ('admin', 'super-admin') order by role = 'admin' desc, id limit 1`,
  );
  return row?.id ?? null;
}

async function seedCancelReasons(db: Db): Promise<number> {
  const [existing] = await rows<{ n: number }>(db, sql`select count(*)::int as n from cancel_reasons`);
  if ((existing?.n ?? 0) > 0) return 0;
  const inserted = await db
    .insert(cancelReasons)
    .values(DEMO_CANCEL_REASONS.map((reason, index) => ({ ...reason, position: index + 1 })))
    .returning({ id: cancelReasons.id });
  return inserted.length;
}

/** The steps, and each demo student's progress through them: a funnel, each step later than the one before. */
async function seedOnboarding(db: Db): Promise<number> {
  const [existing] = await rows<{ n: number }>(db, sql`select count(*)::int as n from onboarding_steps`);
  if ((existing?.n ?? 0) > 0) return 0;
  await db
    .insert(onboardingSteps)
    .values(DEMO_ONBOARDING_STEPS.map((step, index) => ({ title: step.title, position: index + 1 })));
  const reached = sql.raw(`array[${DEMO_ONBOARDING_STEPS.map((step) => step.reachedBy).join(', ')}]`);
  const [progress] = await rows<{ n: number }>(
    db,
    sql`with steps as (select id, row_number() over (order by position, id)::int as n from onboarding_steps),
      people as (select id, created_at,
          ((hashint8(id::bigint * 16 + 13)::bigint + 2147483648) % 10000) / 10000.0 as u,
          0.05 + ((hashint8(id::bigint * 16 + 14)::bigint + 2147483648) % 900) / 1000.0 as pace
        from students),
      ins as (insert into student_onboarding (student_id, step_id, completed_at)
        select people.id, steps.id, created_at + (now() - created_at) * pace * steps.n / ${DEMO_ONBOARDING_STEPS.length + 1}
        from people join steps on people.u < (${reached})[steps.n]
        on conflict do nothing returning 1)
      select count(*)::int as n from ins`,
  );
  return progress?.n ?? 0;
}

/**
 * One payment of every provider in every status this month (the first few today), so each filter and the
 * default period show something whatever the random draw gave.
 */
async function seedShowcase(db: Db, refundedBy: number | null): Promise<WrittenPayments> {
  return writePlannedPayments(
    db,
    sql`combos as (
      select provider, status, row_number() over (order by provider, status)::int as n
      from unnest(array['tinkoff', 'yookassa', 'sbp', 'pay-selection', 'credit']) as provider,
        unnest(array['new', 'confirmed', 'rejected', 'refunded', 'repeat_new', 'repeat_confirmed',
                     'repeat_rejected', 'repeat_refunded']) as status
    ),
    course as (select id, name, cost from courses where cost > 0 order by id limit 1),
    club as (select id, student_id, plan, price, period_months, started_at,
               row_number() over (order by id)::int as n
             from subscriptions where price is not null),
    demo as (select id, row_number() over (order by id)::int as n from students),
    month_start as (select date_trunc('month', now() at time zone 'Europe/Moscow') at time zone 'Europe/Moscow' as at),
    spread as (
      select combos.*, greatest(month_start.at, now() - make_interval(mins => n * 7)
        - case when n > 6 then make_interval(hours => n * 13) else interval '0' end) as at
      from combos, month_start
    ),
    timed as (
      -- A repeat_* payment belongs to a subscription; never before the buyer signed up or it started.
      select spread.provider, spread.status, spread.n, buyer.id as student_id,
        club.id as club_id, club.plan, club.price, club.period_months,
        least(now(), greatest(spread.at, buyer.created_at + interval '1 minute', club.started_at)) as at
      from spread
      left join club on club.n = spread.n and spread.status like 'repeat%'
      left join demo on demo.n = spread.n * 7
      join students buyer on buyer.id = coalesce(club.student_id, demo.id)
    ),
    planned as (
      select t.student_id,
        case when t.club_id is not null then 'subscription' else 'course' end as product,
        case when t.club_id is not null then null else course.id end as course_id,
        t.club_id as subscription_id,
        case when t.club_id is not null
             then 'Подписка «' || split_part(t.plan, ',', 1) || '», ' || t.period_months || ' мес.'
             else 'Курс «' || course.name || '»' end as title,
        amount,
        case when t.status like '%refunded' then amount
             when t.n % 5 = 0 and t.status like '%confirmed' then round(amount * 0.37, 2)
             else 0 end::numeric(12,2) as refunded_amount,
        case when t.status like any (array['%confirmed', '%refunded']) then round(amount * 0.0249, 2)
             else 0 end::numeric(12,2) as fee,
        t.provider, t.status,
        (select id from referrals where referred_student_id = t.student_id) as referral_id, t.at as created_at,
        case when t.status like any (array['%confirmed', '%refunded']) then least(now(), t.at + interval '40 seconds')
        end as paid_at,
        case when t.status like '%refunded' or (t.n % 5 = 0 and t.status like '%confirmed')
             then least(now(), t.at + interval '1 hour') end as refunded_at
      from timed t
      cross join lateral (select coalesce(t.price, (select cost from course), 990.50)::numeric(12,2) as amount) as a
      left join course on true
    )`,
    { refundedBy, withSubscriptions: false },
  );
}

/**
 * Sales demo data: cancel reasons, onboarding steps with the demo students' progress, and 12 months of their
 * purchases (see sales-generator.ts) plus one payment of every provider × status this month. Skips each part
 * that already has rows, so seeding twice is harmless.
 */
export const salesSeed: DomainSeed = {
  name: 'sales',
  async run(db, context) {
    const reasons = await seedCancelReasons(db);
    const onboarding = await seedOnboarding(db);
    const [existing] = await rows<{ n: number; first: number | null; last: number | null }>(
      db,
      sql`select (select count(*)::int from payments) as n, min(id)::int as first, max(id)::int as last from students`,
    );
    if (existing && existing.n === 0 && existing.first !== null && existing.last !== null) {
      const refundedBy = await findRefundingAdmin(db);
      const sales = await generateSales(db, {
        fromStudentId: existing.first,
        toStudentId: existing.last,
        limit: 1_000_000,
        refundedBy,
        // The demo's 300 people buy more than the load seed's, so twelve months look lived in.
        noCoursePercent: 15,
        maxCourses: 8,
        subscriberPercent: 70,
      });
      const showcase = await seedShowcase(db, refundedBy);
      context.info(
        `seed: ${sales.payments + showcase.payments} payments, ${sales.subscriptions} paid subscriptions, ` +
          `${sales.refunds + showcase.refunds} refunds`,
      );
    }
    if (reasons || onboarding)
      context.info(`seed: ${reasons} cancel reasons, ${onboarding} onboarding steps done`);
  },
};
