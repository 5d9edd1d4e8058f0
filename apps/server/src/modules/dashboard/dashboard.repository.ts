import type { DashboardEvent } from '@school/contracts/dashboard';
import { sql } from 'drizzle-orm';
import { applications } from '../../db/schema/applications.table';
import { courses } from '../../db/schema/courses.table';
import { payments } from '../../db/schema/payments.table';
import { questions } from '../../db/schema/questions.table';
import { students } from '../../db/schema/students.table';
import type { Db } from '../../db/types';

const iso = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const studentName = sql`coalesce(${students.lastName} || ' ' || ${students.firstName}, '')`;

/**
 * The feed of «Главная»: the newest paid payments, applications, sign-ups and questions, `limit` of each read
 * from the head of an index (payments and students by `created_at`, applications by id, questions by
 * `questions_created_idx`), merged and cut here: four short index walks whatever the tables' size.
 */
export async function latestEvents(db: Db, limit: number): Promise<DashboardEvent[]> {
  const result = (await db.execute(sql`
    (select 'payment' as kind, p.id, ${iso(sql`p.created_at`)} as at, ${studentName} as name, p.title as subject,
        p.amount::text as amount, p.student_id as "studentId", null as queue, p.created_at as sort_at
      from ${payments} p left join ${students} on ${students.id} = p.student_id
      where p.status in ('confirmed', 'repeat_confirmed')
      order by p.created_at desc, p.id desc limit ${limit})
    union all
    (select 'application', a.id, ${iso(sql`a.created_at`)}, a.name, a.target_title, null, a.student_id, a.kind,
        a.created_at
      from ${applications} a order by a.id desc limit ${limit})
    union all
    (select 'signup', ${students.id}, ${iso(students.createdAt)}, ${studentName}, '', null, ${students.id}, null,
        ${students.createdAt}
      from ${students} order by ${students.createdAt} desc, ${students.id} desc limit ${limit})
    union all
    (select 'question', q.id, ${iso(sql`q.created_at`)}, ${studentName}, coalesce(${courses.name}, ''), null,
        q.student_id, null, q.created_at
      from ${questions} q left join ${students} on ${students.id} = q.student_id
        left join ${courses} on ${courses.id} = q.course_id
      order by q.created_at desc, q.id desc limit ${limit})
    order by sort_at desc limit ${limit}`)) as unknown as { rows: (DashboardEvent & { sort_at: unknown })[] };
  return result.rows.map(({ sort_at: _, ...event }) => event);
}
