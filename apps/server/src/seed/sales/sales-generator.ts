import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { type WrittenPayments, writePlannedPayments } from './payments-writer';
import { CLUB_PLANS } from './sales.seed-data';

export interface GenerateSalesOptions {
  /** The students with ids in `[fromStudentId, toStudentId]` buy; nothing of theirs predates their sign-up. */
  fromStudentId: number;
  toStudentId: number;
  /** At most this many payments (whole students first, the last one's history cut short). */
  limit: number;
  /** The admin who made the refunds. */
  refundedBy: number | null;
  /** Share of students who buy no course (default 40 %); the others buy 1 … maxCourses (default 3). */
  noCoursePercent?: number;
  maxCourses?: number;
  /** Share of students with a «Клуб» subscription (default 50 %). */
  subscriberPercent?: number;
}

const plans = sql.raw(
  CLUB_PLANS.map((plan) => `(${plan.periodMonths}, ${plan.price}::numeric(12,2))`).join(', '),
);

// r(k) of a student, h(k) of their j-th payment: well-mixed pseudo-random numbers in 0 … 2^32-1.
const r = (k: number) => sql.raw(`(hashint8(b.student_id::bigint * 64 + ${k})::bigint + 2147483648)`);
const h = (k: number) =>
  sql.raw(`(hashint8(p.student_id::bigint * 4096 + p.j * 8 + ${k})::bigint + 2147483648)`);

/**
 * The purchases of a range of students, in ONE set-based statement (no rows through JS), deterministic per
 * student: course purchases after sign-up (by default none for 40 %, else 1–3; 80 % paid, the rest attempts, rejections and refunds, some with
 * bonus roubles spent, so kopecks), and for about half a «Клуб» subscription (monthly mostly, some quarterly or
 * yearly) charged again every period until the student cancels with a reason or a charge fails, or still
 * running today. Providers by market share, fees of 2–3.5 % by provider, a referral for about one in eight.
 */
export async function generateSales(db: Db, options: GenerateSalesOptions): Promise<WrittenPayments> {
  const ctes = sql`
    plans (period, price) as (values ${plans}),
    lookups as (
      select (select coalesce(array_agg(id order by id), '{}') from courses where cost > 0) as course_ids,
        (select coalesce(array_agg(cost order by id), '{}') from courses where cost > 0) as course_costs,
        (select coalesce(array_agg(name order by id), '{}') from courses where cost > 0) as course_names,
        (select coalesce(array_agg(id order by position, id), '{}') from cancel_reasons where not is_hidden)
          as reasons,
        (select coalesce(array_agg(id order by position, id), '{}') from cancel_reasons where is_hidden)
          as retired_reasons
    ),
    buyers as (
      select b.student_id, b.t0, ${r(1)} as r1, ${r(2)} as r2, ${r(3)} as r3, ${r(4)} as r4, ${r(5)} as r5,
        ${r(6)} as r6, ${r(7)} as r7, ${r(8)} as r8, ${r(9)} as r9, ${r(10)} as r10, ${r(11)} as r11
      from (select id as student_id, created_at as t0 from students
            where id between ${options.fromStudentId}::int and ${options.toStudentId}::int) as b
    ),
    referred as (
      -- About one buyer in eight came by another student's link (one of the 500 who signed up before them).
      insert into referrals (referrer_student_id, referred_student_id, code, created_at)
      select b.student_id - 1 - (r11 / 100) % least(b.student_id - 1, 500), b.student_id,
        'S' || (b.student_id - 1 - (r11 / 100) % least(b.student_id - 1, 500)), b.t0
      from buyers b
      where r11 % 100 < 12 and b.student_id > 1
      on conflict (referred_student_id) do nothing
      returning id, referred_student_id
    ),
    shaped as (
      select b.*,
        case when cardinality(lookups.course_ids) = 0 or r1 % 100 < ${options.noCoursePercent ?? 40}::int then 0
             else 1 + floor(${options.maxCourses ?? 3}::int * power(((r1 / 100) % 1000) / 1000.0, 1.7))::int
        end as course_count,
        r2 % 100 < ${options.subscriberPercent ?? 50}::int as subscriber,
        case when r3 % 10 < 7 then 1 when r3 % 10 < 9 then 3 else 12 end as period,
        t0 + (now() - t0) * ((r4 % 400) / 1000.0) as sub_start,
        case when r10 % 100 < 38 then 'tinkoff' when r10 % 100 < 63 then 'yookassa' when r10 % 100 < 81 then 'sbp'
             when r10 % 100 < 93 then 'pay-selection' else 'credit' end as sub_provider,
        referred.id as referral_id
      from buyers b cross join lookups left join referred on referred.referred_student_id = b.student_id
    ),
    lived as (
      select s.*,
        ((extract(year from age(now(), sub_start)) * 12 + extract(month from age(now(), sub_start)))::int
          / period) as periods_due
      from shaped s
    ),
    lifetimes as (
      -- A geometric lifetime (most leave early, some stay for years), cut at today.
      select l.*, 1 + least(periods_due,
          floor(-ln(((r5 % 10000) + 1) / 10001.0) * case period when 1 then 9 when 3 then 3 else 1.5 end)::int)
        as charges
      from lived l
    ),
    fates as materialized (
      -- The subscription's id is drawn here, so the payments need no join back to the inserted rows (the
      -- planner has no statistics for students inserted a moment ago and would pick a nested loop).
      select l.*, case when subscriber then nextval(pg_get_serial_sequence('subscriptions', 'id')) end
          as subscription_id,
        charges - 1 = periods_due as running,
        sub_start + make_interval(months => (charges - 1) * period) as last_charge,
        sub_start + make_interval(months => charges * period) as next_charge,
        -- Running: maybe cancelled already (still paid up); ended: a charge failed or the student cancelled.
        case when charges - 1 = periods_due then r6 % 100 < 12 else r6 % 100 >= 35 end as cancelled,
        r7 % 100 < 5 as charge_pending
      from lifetimes l
    ),
    subs as (
      insert into subscriptions (id, student_id, plan, status, started_at, current_period_end, is_custom,
                                 cancelled_at, cancel_reason_id, price, period_months, ended_at, created_at, updated_at)
      overriding system value
      select f.subscription_id, f.student_id, 'Клуб, ' || f.period || ' мес.',
        case when not running then 'finished' when cancelled then 'notActive' else 'active' end,
        sub_start, next_charge, false, cancel_at,
        case when cancelled then
          case when cancel_at < now() - interval '4 months' and r9 % 4 = 0 and cardinality(retired_reasons) > 0
               then retired_reasons[1]
               when cardinality(reasons) > 0
               then reasons[1 + floor(cardinality(reasons) * power((r9 % 1000) / 1000.0, 1.6))::int] end
        end,
        plans.price, f.period, case when not running then next_charge end, sub_start,
        coalesce(case when not running then next_charge end, cancel_at, last_charge)
      from (select f.*, case when cancelled then last_charge + (least(now(), next_charge) - last_charge)
                                   * ((r8 % 900 + 50) / 1000.0) end as cancel_at
            from fates f) as f
      join plans on plans.period = f.period, lookups
      where f.subscriber
      returning id, student_id, current_period_end, ended_at
    ),
    subscribed as (
      update students st set subscription_ends_at = greatest(st.subscription_ends_at, f.next_charge)
      from fates f where f.subscriber and st.id = f.student_id
      returning 1
    ),
    counted as (
      select f.*,
        course_count + case when subscriber then charges
          + case when (running and charge_pending and not cancelled) or (not running and not cancelled) then 1
                 else 0 end else 0 end as k
      from fates f
    ),
    budget as (
      select c.*, sum(k) over (order by student_id) - k as before from counted c where k > 0
    ),
    slots as (
      select b.*, j, j - course_count - 1 as charge_no
      from budget b, generate_series(1, b.k) as j
      where b.before + j <= ${options.limit}::bigint
    ),
    kinds as (
      select p.*, ${h(1)} as h1, ${h(2)} as h2, ${h(3)} as h3, ${h(4)} as h4, ${h(5)} as h5,
        case when p.charge_no < 0 then 'course'
             when p.charge_no < p.charges then 'charge'
             when p.running then 'pending'
             else 'failed' end as kind
      from slots p
    ),
    priced as (
      select k.*,
        case when kind = 'course'
             then (array['tinkoff', 'yookassa', 'sbp', 'pay-selection', 'credit'])[
               case when h2 % 100 < 38 then 1 when h2 % 100 < 63 then 2 when h2 % 100 < 81 then 3
                    when h2 % 100 < 93 then 4 else 5 end]
             else sub_provider end as provider,
        case when kind = 'course' then lookups.course_ids[1 + h3 % cardinality(lookups.course_ids)] end as course_id,
        case when kind = 'course' then 1 + h3 % greatest(cardinality(lookups.course_ids), 1) end as course_no,
        case kind
          when 'course' then
            case when h1 % 1000 < 800 then 'confirmed' when h1 % 1000 < 860 then 'new'
                 when h1 % 1000 < 930 then 'rejected' when h1 % 1000 < 970 then 'refunded' else 'partial' end
          when 'charge' then
            case when h1 % 1000 < 960 then 'confirmed' when h1 % 1000 < 980 then 'refunded' else 'partial' end
          when 'pending' then 'new'
          else 'rejected' end as outcome,
        case kind
          when 'course' then t0 + (now() - t0) * power((h4 % 1000) / 1000.0, 2)
          when 'charge' then least(now(), sub_start + make_interval(months => charge_no * period, mins => (h4 % 30)::int))
          when 'pending' then greatest(last_charge, now() - make_interval(mins => (h4 % 600)::int))
          else next_charge end as at
      from kinds k, lookups
    ),
    amounts as (
      select p.*,
        case when kind = 'course' then
          case when h5 % 100 < 18 then lookups.course_costs[course_no]
                 - round(lookups.course_costs[course_no] * (1 + (h5 / 100) % 2000) / 10000.0, 2)
               else lookups.course_costs[course_no] end
          else plans.price end::numeric(12,2) as amount,
        case when kind = 'course' then 'Курс «' || lookups.course_names[course_no] || '»'
             else 'Подписка «Клуб», ' || p.period || ' мес.' end as title,
        case when kind = 'course' or charge_no = 0 then '' else 'repeat_' end as prefix
      from priced p join plans on plans.period = p.period, lookups
    ),
    planned as (
      select student_id, case when kind = 'course' then 'course' else 'subscription' end as product,
        course_id, case when kind = 'course' then null else subscription_id end as subscription_id, title, amount,
        case outcome when 'refunded' then amount
             when 'partial' then round(amount * (20 + h3 % 60) / 100.0, 2) else 0 end::numeric(12,2)
          as refunded_amount,
        case when outcome in ('confirmed', 'refunded', 'partial') then round(amount * case provider
            when 'tinkoff' then 0.0249 when 'yookassa' then 0.028 when 'sbp' then 0.02
            when 'pay-selection' then 0.023 else 0.035 end, 2) else 0 end::numeric(12,2) as fee,
        provider,
        prefix || case outcome when 'partial' then 'confirmed' else outcome end as status,
        referral_id, at as created_at,
        case when outcome in ('confirmed', 'refunded', 'partial')
             then least(now(), at + make_interval(secs => (5 + h2 % 175)::int)) end as paid_at,
        case when outcome in ('refunded', 'partial')
             then at + least(now() - at, make_interval(days => (1 + h4 % 14)::int)) end as refunded_at
      from amounts
    )`;
  return writePlannedPayments(db, ctes, { refundedBy: options.refundedBy, withSubscriptions: true });
}
