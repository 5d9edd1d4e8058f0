import type { HistoryType } from '@school/contracts/history';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';

/**
 * A student's story in SQL: one small select per kind of event, each reading an index on the student's id
 * (or on its parent's, joined through one: a payment's refunds, an application's events), ordered by time and
 * cut at skip + take, then merged, sorted and cut again. Any page of one student reads at most
 * branches × (skip + take) rows; the total is the branches' counts summed.
 */

/** One kind of event: its type (the filter), its source name, and `from … where …` with the columns. */
type Branch = {
  type: HistoryType;
  source: string;
  /** `id, at, actor_id, data` (jsonb) in this order. */
  columns: SQL;
  /** `from … where …`, the student's id inside. */
  from: SQL;
  at: SQL;
};

export type HistoryRow = {
  source: string;
  row_id: number;
  at: Date | string;
  type: HistoryType;
  actor_id: number | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
  data: Record<string, unknown>;
};

/** Audit actions that other branches already tell from their own tables (with the same actor). */
const TOLD_ELSEWHERE = sql.raw(
  [
    'student.create',
    'student.access-grant',
    'student.access-remove',
    'student.custom-subscription',
    'student.custom-subscription-cancel',
  ]
    .map((action) => `'${action}'`)
    .join(', '),
);

function branches(studentId: number): Branch[] {
  const id = sql`${studentId}::int`;
  return [
    {
      type: 'signup',
      source: 'student',
      columns: sql`s.id, s.created_at, (select e.staff_id from audit_events e
          where e.entity = 'student' and e.entity_id = s.id and e.action = 'student.create' limit 1),
        '{}'::jsonb`,
      from: sql`from students s where s.id = ${id}`,
      at: sql`s.created_at`,
    },
    {
      type: 'payment',
      source: 'payment',
      columns: sql`p.id, p.created_at, null::int,
        jsonb_build_object('title', p.title, 'amount', p.amount::text, 'status', p.status)`,
      from: sql`from payments p where p.student_id = ${id}`,
      at: sql`p.created_at`,
    },
    {
      type: 'payment',
      source: 'payment-status',
      columns: sql`c.id, c.at, c.staff_id,
        jsonb_build_object('paymentId', p.id, 'from', c.from_status, 'to', c.to_status, 'comment', c.comment)`,
      // A refund's change is the refund's own entry.
      from: sql`from payment_status_changes c join payments p on p.id = c.payment_id
        where p.student_id = ${id} and c.from_status is not null and c.refund_amount is null`,
      at: sql`c.at`,
    },
    {
      type: 'refund',
      source: 'refund',
      columns: sql`r.id, r.created_at, r.staff_id,
        jsonb_build_object('paymentId', p.id, 'amount', r.amount::text, 'reason', r.reason)`,
      from: sql`from refunds r join payments p on p.id = r.payment_id where p.student_id = ${id}`,
      at: sql`r.created_at`,
    },
    {
      type: 'subscription',
      source: 'subscription',
      columns: sql`u.id, u.started_at, null::int, jsonb_build_object('plan', u.plan, 'until', u.current_period_end)`,
      // A custom subscription's grant, move and end are audit events with their dates (below).
      from: sql`from subscriptions u where u.student_id = ${id} and not u.is_custom`,
      at: sql`u.started_at`,
    },
    {
      type: 'subscription',
      source: 'subscription-cancel',
      columns: sql`u.id, u.cancelled_at, null::int, jsonb_build_object('plan', u.plan,
        'reason', (select cr.title from cancel_reasons cr where cr.id = u.cancel_reason_id))`,
      from: sql`from subscriptions u
        where u.student_id = ${id} and not u.is_custom and u.cancelled_at is not null`,
      at: sql`u.cancelled_at`,
    },
    {
      type: 'subscription',
      source: 'custom-subscription',
      columns: sql`e.id, e.at, e.staff_id, jsonb_build_object('action', e.action, 'changes', e.changes)`,
      from: sql`from audit_events e where e.entity = 'student' and e.entity_id = ${id}
        and e.action in ('student.custom-subscription', 'student.custom-subscription-cancel')`,
      at: sql`e.at`,
    },
    {
      type: 'access',
      source: 'access',
      columns: sql`a.id, a.granted_at, a.granted_by_staff_id, jsonb_build_object('courseId', a.course_id,
        'course', (select c.name from courses c where c.id = a.course_id), 'source', a.source)`,
      from: sql`from course_accesses a where a.student_id = ${id}`,
      at: sql`a.granted_at`,
    },
    {
      type: 'access',
      source: 'access-revoke',
      columns: sql`a.id, a.revoked_at, a.revoked_by_staff_id, jsonb_build_object('courseId', a.course_id,
        'course', (select c.name from courses c where c.id = a.course_id))`,
      from: sql`from course_accesses a where a.student_id = ${id} and a.revoked_at is not null`,
      at: sql`a.revoked_at`,
    },
    {
      type: 'application',
      source: 'application',
      columns: sql`a.id, a.created_at, null::int,
        jsonb_build_object('kind', a.kind, 'target', a.target_title, 'message', a.message)`,
      from: sql`from applications a where a.student_id = ${id}`,
      at: sql`a.created_at`,
    },
    {
      type: 'application',
      source: 'application-status',
      columns: sql`v.id, v.at, v.staff_id, jsonb_build_object('applicationId', a.id, 'kind', a.kind,
        'from', v.from_status, 'to', v.to_status, 'comment', v.comment)`,
      from: sql`from application_events v join applications a on a.id = v.application_id
        where a.student_id = ${id} and v.type = 'status'`,
      at: sql`v.at`,
    },
    {
      type: 'question',
      source: 'question',
      columns: sql`q.id, q.created_at, null::int, jsonb_build_object('courseId', q.course_id,
        'course', (select c.name from courses c where c.id = q.course_id), 'text', q.text)`,
      from: sql`from questions q where q.student_id = ${id}`,
      at: sql`q.created_at`,
    },
    {
      type: 'question',
      source: 'answer',
      columns: sql`n.id, n.created_at, n.staff_id, jsonb_build_object('courseId', q.course_id,
        'course', (select c.name from courses c where c.id = q.course_id), 'text', n.text)`,
      from: sql`from answers n join questions q on q.id = n.question_id where q.student_id = ${id}`,
      at: sql`n.created_at`,
    },
    {
      type: 'referral',
      source: 'referred-by',
      columns: sql`r.id, r.created_at, null::int, jsonb_build_object(
        'studentId', r.referrer_student_id, 'staffId', r.referrer_staff_id,
        'name', coalesce(
          (select s.last_name || ' ' || s.first_name from students s where s.id = r.referrer_student_id),
          (select t.last_name || ' ' || t.first_name from staff t where t.id = r.referrer_staff_id)))`,
      from: sql`from referrals r where r.referred_student_id = ${id}`,
      at: sql`r.created_at`,
    },
    {
      type: 'referral',
      source: 'referred',
      columns: sql`r.id, r.created_at, null::int, jsonb_build_object('studentId', r.referred_student_id,
        'name', (select s.last_name || ' ' || s.first_name from students s where s.id = r.referred_student_id))`,
      from: sql`from referrals r where r.referrer_student_id = ${id}`,
      at: sql`r.created_at`,
    },
    {
      type: 'staff',
      source: 'audit',
      columns: sql`e.id, e.at, e.staff_id, jsonb_build_object('action', e.action, 'changes', e.changes)`,
      from: sql`from audit_events e where e.entity = 'student' and e.entity_id = ${id}
        and e.action not in (${TOLD_ELSEWHERE})`,
      at: sql`e.at`,
    },
  ];
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  // Both drivers answer `{ rows }`; the shared Db type cannot say so.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** One page of the story, newest first (ties: by source, then newest row), and the total of the types. */
export async function pageStudentHistory(
  db: Db,
  studentId: number,
  types: readonly HistoryType[],
  skip: number,
  take: number,
): Promise<{ rows: HistoryRow[]; total: number }> {
  const chosen = branches(studentId).filter((branch) => types.includes(branch.type));
  if (chosen.length === 0) return { rows: [], total: 0 };
  const reach = skip + take;
  const selects = chosen.map(
    (branch) => sql`(select ${branch.source}::text as source, ${branch.type}::text as type, ${branch.columns}
      ${branch.from} order by ${branch.at} desc limit ${reach})`,
  );
  const page = await rows<HistoryRow>(
    db,
    sql`select u.source, u.type, u.row_id, u.at, u.actor_id, u.data,
        st.first_name as actor_first_name, st.last_name as actor_last_name
      from (${sql.join(selects, sql` union all `)}) as u(source, type, row_id, at, actor_id, data)
      left join staff st on st.id = u.actor_id
      order by u.at desc, u.source, u.row_id desc
      limit ${take} offset ${skip}`,
  );
  const counts = chosen.map((branch) => sql`(select count(*) ${branch.from})`);
  const [count] = await rows<{ total: number | string }>(
    db,
    sql`select ${sql.join(counts, sql` + `)} as total`,
  );
  return { rows: page, total: Number(count?.total ?? 0) };
}
