import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import {
  DEMO_MARKETPLACE_OFFERS,
  DEMO_MESSAGES,
  DEMO_PAID_COMMENTS,
  DEMO_REJECTION_COMMENTS,
  DEMO_WORK_COMMENTS,
  GUEST_FEMALE_NAMES,
  GUEST_MAIL_DOMAINS,
  GUEST_MALE_NAMES,
  GUEST_SURNAMES,
} from './applications.seed-data';
import { readResponseSettings, responseDueSql } from './response-due-sql';

export interface GenerateApplicationsOptions {
  /** How many applications. */
  count: number;
  /** The first row's key: rows are a pure function of their key, so the same key gives the same row. */
  fromKey: number;
  /** Created within this many days before now. */
  withinDays: number;
  /** > 1 crowds the applications towards today (age = withinDays × u^bias). */
  recentBias: number;
}

export interface WrittenApplications {
  applications: number;
  events: number;
}

/** A Postgres text[] literal of the values (quoted, backslashes and quotes escaped). */
const textArray = (values: readonly string[]): SQL =>
  sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;

// h(k): well-mixed pseudo-random numbers in 0 … 2^32-1 of the row's key and k.
const h = (k: number) => sql.raw(`(hashint8(g.key * 32 + ${k})::bigint + 2147483648)`);
/** A pick from a text[] column of `lookups` by a random number. */
const pick = (array: string, r: string) => sql.raw(`${array}[1 + ${r} % cardinality(${array})]`);

/**
 * Applications of all three queues with what working them leaves behind, in ONE set-based statement (no rows
 * through JS), deterministic per key: the applicant (a demo student for about 45 %, else a guest with a
 * Russian name, an e-mail and/or a phone), the target (an active service with its owner, a published course
 * with its author, or a marketplace offer), a status that follows the age (the last hours mostly «new»,
 * older ones mostly closed; a «new» one past its deadline is overdue), the first response (minutes to days
 * later), an assignee, the latest comment, and the history in application_events: created, assigned, each
 * status change by the staff member who made it, the comment. `response_due_at` is the contracts'
 * `responseDueAt` of the stored settings (response-due-sql.ts). The statement triggers of migration 0015 keep
 * application_day_counts in the same statement.
 */
export async function generateApplications(
  db: Db,
  options: GenerateApplicationsOptions,
): Promise<WrittenApplications> {
  const due = responseDueSql(await readResponseSettings(db));
  const male = GUEST_MALE_NAMES;
  const female = GUEST_FEMALE_NAMES;
  const result = (await db.execute(sql`
    with due_table as materialized (${due.table}),
    lookups as materialized (
      select
        (select coalesce(array_agg(id order by id), '{}') from services where is_active) as service_ids,
        (select coalesce(array_agg(name order by id), '{}') from services where is_active) as service_names,
        (select coalesce(array_agg(coalesce(staff_id, 0) order by id), '{}') from services where is_active)
          as service_owners,
        (select coalesce(array_agg(c.id order by c.id), '{}') from courses c
          where c.status = 3 or not exists (select 1 from courses where status = 3)) as course_ids,
        (select coalesce(array_agg(c.name order by c.id), '{}') from courses c
          where c.status = 3 or not exists (select 1 from courses where status = 3)) as course_names,
        (select coalesce(array_agg(coalesce((select min(a.staff_id) from course_authors a where a.course_id = c.id), 0)
          order by c.id), '{}') from courses c
          where c.status = 3 or not exists (select 1 from courses where status = 3)) as course_authors,
        (select coalesce(array_agg(id order by role = 'admin' desc, id), '{}') from staff
          where role in ('admin', 'super-admin')) as admin_ids,
        (select min(id) from students) as first_student, (select max(id) from students) as last_student,
        ${textArray(male.map(([name]) => name))} as male_names,
        ${textArray(male.map(([, latin]) => latin))} as male_latin,
        ${textArray(female.map(([name]) => name))} as female_names,
        ${textArray(female.map(([, latin]) => latin))} as female_latin,
        ${textArray(GUEST_SURNAMES.map(([name]) => name))} as surnames,
        ${textArray(GUEST_SURNAMES.map(([, latin]) => latin))} as surnames_latin,
        ${textArray(GUEST_MAIL_DOMAINS)} as domains,
        ${textArray(DEMO_MARKETPLACE_OFFERS)} as offers,
        ${textArray(DEMO_MESSAGES.service)} as service_messages,
        ${textArray(DEMO_MESSAGES.training)} as training_messages,
        ${textArray(DEMO_MESSAGES.marketplace)} as marketplace_messages,
        ${textArray(DEMO_WORK_COMMENTS)} as work_comments,
        ${textArray(DEMO_PAID_COMMENTS)} as paid_comments,
        ${textArray(DEMO_REJECTION_COMMENTS)} as rejection_comments
    ),
    drawn as (
      select g.key, ${h(1)} as r1, ${h(2)} as r2, ${h(3)} as r3, ${h(4)} as r4, ${h(5)} as r5, ${h(6)} as r6,
        ${h(7)} as r7, ${h(8)} as r8, ${h(9)} as r9, ${h(10)} as r10, ${h(11)} as r11, ${h(12)} as r12,
        date_trunc('second', now() - make_interval(secs => ${options.withinDays}::int * 86400.0
          * power(((${h(0)} % 1000000) / 1000000.0)::float8, ${options.recentBias}::float8))) as created_at
      from (select generate_series(${options.fromKey}::bigint, ${options.fromKey + options.count - 1}::bigint) as key) g
    ),
    shaped as (
      select d.*, l.*,
        case when r2 % 100 < 45 and cardinality(l.service_ids) > 0 then 'service'
             when r2 % 100 < 85 then 'training' else 'marketplace' end as kind,
        extract(epoch from now() - d.created_at) / 86400 as age_days,
        case when l.first_student is not null and r4 % 100 < 45
             then l.first_student + ((r4 / 100) % (l.last_student - l.first_student + 1))::int end as student_pick,
        r5 % 2 = 0 as female, (r5 / 2) % 10 as first_i, (r5 / 20) % 20 as surname_i,
        case when r6 % 100 < 15 then 'phone' when r6 % 100 < 30 then 'email' else 'both' end as contact
      from drawn d, lookups l
    ),
    statused as (
      select s.*,
        case when age_days < 0.5 then (case when r3 % 100 < 75 then 'new' else 'inProgress' end)
             when age_days < 7 then (case when r3 % 100 < 25 then 'new' when r3 % 100 < 70 then 'inProgress'
                                          when r3 % 100 < 80 then 'rejection' else 'paid' end)
             else (case when r3 % 100 < 4 then 'new' when r3 % 100 < 20 then 'inProgress'
                        when r3 % 100 < 55 then 'rejection' else 'paid' end) end as status,
        1 + (r9 / 7) % greatest(1, cardinality(service_ids)) as service_i,
        1 + (r9 / 7) % greatest(1, cardinality(course_ids)) as course_i,
        admin_ids[1 + r11 % greatest(1, cardinality(admin_ids))] as admin_id
      from shaped s
    ),
    targeted as (
      select t.*,
        case when kind = 'service' then service_ids[service_i]
             when kind = 'marketplace' and r10 % 100 < 25 and cardinality(service_ids) > 0 then service_ids[service_i]
        end as service_id,
        case when kind = 'training' then course_ids[course_i] end as course_id,
        case when kind = 'training' and cardinality(course_ids) > 0 then course_names[course_i]
             when kind = 'training' then 'Обучение'
             when kind = 'service' or (r10 % 100 < 25 and cardinality(service_ids) > 0) then service_names[service_i]
             else ${pick('offers', 'r10 / 100')} end as target_title,
        -- Who takes it: a service's owner, a course's author, else an admin; most are taken once answered.
        case when (case when status = 'new' then r10 / 100 % 100 < 30 else r10 / 100 % 100 < 92 end) then
          coalesce(nullif(case when kind = 'service' and r11 / 100 % 100 < 65 then service_owners[service_i]
                               when kind = 'training' and r11 / 100 % 100 < 40 then course_authors[course_i] end, 0),
                   admin_id)
        end as assignee_id,
        -- The first response: within the target mostly, some the next day or later.
        least(now(), created_at + case when r8 % 100 < 65 then make_interval(mins => 5 + (r8 / 100 % 100)::int)
                                       when r8 % 100 < 90 then make_interval(mins => 120 + (r8 / 100 % 1320)::int)
                                       else make_interval(mins => 1440 + (r8 / 100 % 4320)::int) end) as t1,
        status in ('rejection', 'paid') and r9 % 100 < 55 as two_step,
        case when status <> 'new' and r12 % 100 < 60 then
          case status when 'paid' then ${pick('paid_comments', 'r12 / 100')}
                      when 'rejection' then ${pick('rejection_comments', 'r12 / 100')}
                      else ${pick('work_comments', 'r12 / 100')} end end as comment,
        case when r12 / 100 % 100 < 70 then 'site' else 'admin' end as source,
        case kind when 'service' then ${pick('service_messages', 'r7 / 7')}
                  when 'training' then ${pick('training_messages', 'r7 / 7')}
                  else ${pick('marketplace_messages', 'r7 / 7')} end as message
      from statused t
    ),
    planned as (
      select t.*, st.id as student_id,
        case when st.id is not null then st.last_name || ' ' || st.first_name
             when female then female_names[1 + first_i] || ' ' || surnames[1 + surname_i] || 'а'
             else male_names[1 + first_i] || ' ' || surnames[1 + surname_i] end as name,
        case when st.id is not null then st.email
             when contact <> 'phone' then (case when female then female_latin[1 + first_i] else male_latin[1 + first_i] end)
               || '.' || surnames_latin[1 + surname_i] || (case when female then 'a' else '' end) || (10 + r6 / 100 % 90)
               || '@' || ${pick('domains', 'r6 / 10000')} end as email,
        case when st.id is not null then st.phone
             when contact <> 'email' then '+79' || lpad((r7 % 1000000000)::text, 9, '0') end as phone,
        case when t.status = 'new' then null::timestamptz else t.t1 end as first_response_at,
        case when t.two_step then t.t1 + (now() - t.t1) * (0.05 + (t.r9 / 100 % 50) / 100.0) end as t2,
        coalesce(t.assignee_id, t.admin_id) as actor_id
      from targeted t
      left join students st on st.id = t.student_pick
    ),
    numbered as materialized (
      select nextval(pg_get_serial_sequence('applications', 'id')) as id, p.*,
        greatest(p.created_at, p.first_response_at, p.t2,
          case when p.status = 'new' and p.assignee_id is not null then least(now(), p.created_at + interval '3 minutes') end)
          as last_at
      from planned p
    ),
    ins as (
      insert into applications (id, kind, status, student_id, name, email, phone, service_id, course_id, target_title,
                                message, assignee_staff_id, comment, source, first_response_at, response_due_at,
                                created_at, updated_at)
      overriding system value
      select n.id, n.kind, n.status, n.student_id, n.name,
        -- The table wants an e-mail or a phone: a student without a phone keeps the e-mail.
        n.email, case when n.email is null and n.phone is null then '+79000000000' else n.phone end,
        n.service_id, n.course_id, n.target_title, n.message, n.assignee_id, n.comment, n.source,
        n.first_response_at, ${due.at(sql.raw('n.created_at'), 'due_table')}, n.created_at, n.last_at
      from numbered n, due_table
      returning 1
    ),
    events as (
      insert into application_events (application_id, type, from_status, to_status, assignee_staff_id, staff_id,
                                      comment, at)
      select id, 'created', null, 'new', null::int, case when source = 'admin' then admin_id end, null::text, created_at
      from numbered
      union all
      select id, 'assignee', null, null, assignee_id, admin_id, null,
        case when status = 'new' then least(now(), created_at + interval '3 minutes') else first_response_at end
      from numbered where assignee_id is not null
      union all
      select id, 'status', 'new', case when two_step then 'inProgress' else status end, null, actor_id, null,
        first_response_at
      from numbered where status <> 'new'
      union all
      select id, 'status', 'inProgress', status, null, actor_id, null, t2
      from numbered where two_step
      union all
      select id, 'comment', null, null, null, actor_id, comment, coalesce(t2, first_response_at)
      from numbered where comment is not null
      returning 1
    )
    select (select count(*) from ins)::int as applications, (select count(*) from events)::int as events
  `)) as unknown as { rows: WrittenApplications[] };
  return result.rows[0] ?? { applications: 0, events: 0 };
}
