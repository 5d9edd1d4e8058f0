import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { EMAIL_DOMAINS, FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from './student-names';

export interface GenerateStudentsOptions {
  /** Sequence numbers `from … from + count - 1` pick the names and appear in the e-mails. */
  from: number;
  count: number;
  passwordHash: string;
  /** Who granted the manual accesses and custom subscriptions (a super-admin), or null. */
  grantedBy: number | null;
  /** Sign-ups spread over this many days up to now (default 365). */
  registeredWithinDays?: number;
}

export interface GeneratedCounts {
  students: number;
  accesses: number;
  subscriptions: number;
}

const RANDOMS = Array.from(
  { length: 13 },
  (_, k) => `(hashint4(g * 13 + ${k})::bigint + 2147483648) as r${k}`,
).join(', ');

const list = (values: readonly string[]) => values.join('|');

/**
 * Inserts generated students with their course accesses and subscriptions in ONE set-based statement
 * (generate_series, no rows through JS), so a million takes minutes. Deterministic: number `g` always gives
 * the same person, so the demo data is stable and seeding twice skips the existing e-mails.
 * `r(k)` is a well-mixed pseudo-random number in 0 … 2^32-1 from `g` and a salt `k`.
 */
export async function generateStudents(db: Db, options: GenerateStudentsOptions): Promise<GeneratedCounts> {
  const to = options.from + options.count - 1;
  const result = await db.execute(sql`
    with names as (
      select string_to_array(${list(MALE_FIRST_NAMES.map((n) => n[0]))}, '|') as mf,
             string_to_array(${list(MALE_FIRST_NAMES.map((n) => n[1]))}, '|') as mfl,
             string_to_array(${list(FEMALE_FIRST_NAMES.map((n) => n[0]))}, '|') as ff,
             string_to_array(${list(FEMALE_FIRST_NAMES.map((n) => n[1]))}, '|') as ffl,
             string_to_array(${list(LAST_NAMES.map((n) => n[0]))}, '|') as ml,
             string_to_array(${list(LAST_NAMES.map((n) => n[1]))}, '|') as fl,
             string_to_array(${list(LAST_NAMES.map((n) => n[2]))}, '|') as ll,
             string_to_array(${list(EMAIL_DOMAINS)}, '|') as domains,
             (select coalesce(array_agg(id order by id), '{}') from courses) as course_ids
    ),
    rnd as (
      select g, ${sql.raw(RANDOMS)}
      from generate_series(${options.from}::int, ${to}::int) as g
    ),
    people as (
      select rnd.*, names.*, r0 % 2 = 0 as male,
             1 + r1 % 32 as fi, 1 + r2 % cardinality(names.ml) as li,
             now() - make_interval(mins => (r3 % (${options.registeredWithinDays ?? 365}::int * 24 * 60))::int) as registered
      from rnd, names
    ),
    ins as (
      insert into students (email, first_name, last_name, phone, gender, birth_date, status, is_viewed,
                            password_hash, referral_code, subscription_ends_at, last_seen_at, created_at, updated_at)
      select
        (case when male then mfl[1 + (fi - 1) % cardinality(mfl)] else ffl[1 + (fi - 1) % cardinality(ffl)] end)
          || '.' || (case when male then ll[li] when ll[li] like '%y' then regexp_replace(ll[li], 'y$', 'aya')
                          else ll[li] || 'a' end)
          || g || '@' || domains[1 + r4 % cardinality(domains)],
        case when male then mf[1 + (fi - 1) % cardinality(mf)] else ff[1 + (fi - 1) % cardinality(ff)] end,
        case when male then ml[li] else fl[li] end,
        case when r5 % 10 = 0 then null else '+79' || lpad((r6 % 1000000000)::text, 9, '0') end,
        case when male then 'male' else 'female' end,
        case when r7 % 8 = 0 then null else date '1968-01-01' + (r7 % 13000)::int end,
        case when r8 % 100 < 4 then 0 else 1 end,
        r9 % 3 = 0,
        ${options.passwordHash},
        'R' || upper(lpad(to_hex(g), 8, '0')),
        case when r10 % 100 < 20 then registered + make_interval(days => (30 * (1 + r11 % 12))::int) end,
        case when r12 % 4 = 0 then null else registered + (now() - registered) * ((r12 % 1000) / 1000.0) end,
        registered,
        registered
      from people
      on conflict do nothing
      returning id, created_at, subscription_ends_at
    ),
    acc as (
      insert into course_accesses (student_id, course_id, source, granted_by_staff_id, granted_at)
      select ins.id,
             names.course_ids[1 + ((hashint4(ins.id * 8 + n)::bigint + 2147483648) % cardinality(names.course_ids))],
             case when n = 3 then 'manual' else 'payment' end,
             case when n = 3 then ${options.grantedBy}::int end,
             ins.created_at + (now() - ins.created_at) * (n / 4.0)
      from ins, names, generate_series(1, 3) as n
      where cardinality(names.course_ids) > 0
        and (hashint4(ins.id)::bigint + 2147483648) % 10 >= n * 2
      on conflict do nothing
      returning 1
    ),
    sub as (
      insert into subscriptions (student_id, plan, status, started_at, current_period_end, is_custom,
                                 granted_by_staff_id)
      select id,
             case when id % 4 = 0 then 'custom' else 'monthly' end,
             case when subscription_ends_at > now() then 'active' else 'finished' end,
             created_at, subscription_ends_at, id % 4 = 0,
             case when id % 4 = 0 then ${options.grantedBy}::int end
      from ins where subscription_ends_at is not null
      returning 1
    )
    select (select count(*) from ins)::int as students, (select count(*) from acc)::int as accesses,
           (select count(*) from sub)::int as subscriptions
  `);
  const [row] = (result as unknown as { rows: GeneratedCounts[] }).rows;
  return row ?? { students: 0, accesses: 0, subscriptions: 0 };
}
