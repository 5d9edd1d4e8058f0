/**
 * Issue 11's hand-written anchor: bare node:http + pg (its own process, started by applications-run.ts),
 * running per request what a competent engineer would write by hand for each request of the applications
 * pages, from the same query string the server gets:
 *
 * - `/list?q=…`: `select … from applications a left join staff s … where … order by … limit … offset …`,
 *   the search as `a.search_text like '%word%'` per word of 3+ characters (the trigram index), overdue and
 *   «answered late» computed in the select; the total counted once per query (capped at 10,001 rows, the
 *   planner's estimate past that) and kept 30 s, so each measured request is exactly one statement.
 *   Mapped to the same JSON as `GET /api/applications`.
 * - `/counts?q=…`: `select status, count(*) … group by status` over the rows of the filter and the overdue
 *   ones' `count(*)`, no pre-aggregates, shaped like `GET /api/applications/counts` so the run can compare.
 * - `/copy?q=…`: COPY of the queue (the columns of applications_<kind>.csv, the list's order) to count rows/s.
 *
 * `GET /api/health` runs `select 1`.
 */

import {
  APPLICATION_LIST_MAX_ROWS,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  STUDENT_SEARCH_MIN_LENGTH,
  studentSearchWords,
} from '@school/contracts';
import pg from 'pg';
import { serveAnchor } from './anchor-http';
import { cappedTotals, copyLines, type Statement, totalStatements } from './anchor-total';

/**
 * A request still waiting for a connection after this long is dropped (a 500, counted as an error), and no
 * statement runs longer: a round of the bench is 2 s, and without this the queued counts and deep pages of
 * a round (tens of seconds of database work each) kept running through the server's next turn and the CSV.
 */
const DEADLINE_MS = Number(process.env.BENCH_RAW_DEADLINE_MS ?? 2_000);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const timedPool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  statement_timeout: DEADLINE_MS,
});

/**
 * One statement of a request that arrived at `arrived` (performance.now()), unless it waited too long;
 * `null`: no deadline (the comparison before measuring).
 */
async function run(arrived: number | null, text: string, values: unknown[]) {
  if (arrived === null) return pool.query(text, values);
  const client = await timedPool.connect();
  try {
    if (performance.now() - arrived > DEADLINE_MS) throw new Error('dropped: waited past the deadline');
    return await client.query(text, values);
  } finally {
    client.release();
  }
}

type Row = Record<string, unknown>;

const ORDERS: Record<string, string> = {
  createdAt: 'a.created_at %, a.id %',
  updatedAt: 'a.updated_at %, a.id %',
  responseDueAt: 'a.response_due_at %, a.id %',
  id: 'a.id %',
};
const OVERDUE = '(a.first_response_at is null and a.response_due_at < now())';
const LATE = 'coalesce(a.first_response_at > a.response_due_at, false)';
const KINDS = new Set(['service', 'training', 'marketplace']);
const STATUSES = new Set<string>(APPLICATION_STATUSES);

/** The WHERE of a query string (status left out for the counts), values bound. */
function whereOf(params: URLSearchParams, withStatus: boolean): { where: string; values: unknown[] } {
  const conditions: string[] = [];
  const values: unknown[] = [];
  const bind = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const kind = params.get('kind');
  if (kind && KINDS.has(kind)) conditions.push(`a.kind = '${kind}'`);
  const status = params.get('status');
  if (withStatus && status && STATUSES.has(status)) conditions.push(`a.status = '${status}'`);
  const words = studentSearchWords(params.get('search') ?? '').filter(
    (word) => word.length >= STUDENT_SEARCH_MIN_LENGTH,
  );
  for (const word of words) conditions.push(`a.search_text like ${bind(`%${word}%`)}`);
  const assignee = params.get('assignee');
  if (assignee === 'none') conditions.push('a.assignee_staff_id is null');
  else if (assignee) conditions.push(`a.assignee_staff_id = ${bind(Number(assignee))}`);
  const dateFrom = params.get('dateFrom');
  if (dateFrom)
    conditions.push(`a.created_at >= (${bind(dateFrom)}::date::timestamp at time zone 'Europe/Moscow')`);
  const dateTo = params.get('dateTo');
  if (dateTo)
    conditions.push(`a.created_at < ((${bind(dateTo)}::date + 1)::timestamp at time zone 'Europe/Moscow')`);
  if (params.get('overdue') === 'true') conditions.push(OVERDUE);
  return { where: conditions.length ? `where ${conditions.join(' and ')}` : '', values };
}

function listStatements(query: string): { page: Statement; count: Statement; estimate: Statement } {
  const params = new URLSearchParams(query);
  const { where, values } = whereOf(params, true);
  const [field = 'createdAt', direction = 'desc'] = (params.get('orderBy') ?? 'createdAt:desc').split(':');
  const order = (ORDERS[field] ?? ORDERS.createdAt!).replaceAll('%', direction === 'asc' ? 'asc' : 'desc');
  const skip = Number(params.get('skip') ?? 0);
  const take = Number(params.get('take') ?? 15);
  return {
    page: {
      text: `select a.id, a.kind, a.status, a.student_id, a.name, a.email, a.phone, a.service_id, a.course_id,
          a.target_title, a.message, s.id as assignee_id, s.first_name, s.last_name, a.comment, a.source,
          a.created_at, a.updated_at, a.first_response_at, a.response_due_at,
          ${OVERDUE} as overdue, ${LATE} as responded_late
        from applications a left join staff s on s.id = a.assignee_staff_id
        ${where}
        order by ${order}
        limit ${take} offset ${skip}`,
      values,
    },
    ...totalStatements('applications a', where, values, APPLICATION_LIST_MAX_ROWS),
  };
}

const statements = new Map<string, ReturnType<typeof listStatements>>();
// Counted without the deadline: once per 30 s, and a capped count of a selective filter may take seconds.
const totalOf = cappedTotals<string>(APPLICATION_LIST_MAX_ROWS);

const iso = (date: unknown) => (date instanceof Date ? date.toISOString() : null);
const application = (r: Row) => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  studentId: r.student_id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  serviceId: r.service_id,
  courseId: r.course_id,
  targetTitle: r.target_title,
  message: r.message,
  assignee:
    r.assignee_id === null ? null : { id: r.assignee_id, firstName: r.first_name, lastName: r.last_name },
  comment: r.comment,
  source: r.source,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
  firstResponseAt: iso(r.first_response_at),
  responseDueAt: iso(r.response_due_at),
  overdue: r.overdue,
  respondedLate: r.responded_late,
});

async function list(query: string, arrived: number): Promise<string> {
  if (!statements.has(query)) statements.set(query, listStatements(query));
  const { total, exact } = await totalOf(pool, query, statements.get(query)!);
  const { page } = statements.get(query)!;
  const { rows } = await run(arrived, page.text, page.values);
  return JSON.stringify({ items: rows.map(application), total, totalExact: exact });
}

/** The counts of a filter counted from the rows: per status and the overdue ones. */
async function counts(query: string, arrived: number | null): Promise<string> {
  const { where, values } = whereOf(new URLSearchParams(query), false);
  const [byStatus, overdue] = await Promise.all([
    run(
      arrived,
      `select a.status, count(*)::int as n from applications a ${where} group by a.status`,
      values,
    ),
    run(
      arrived,
      `select count(*)::int as n from applications a ${where ? `${where} and` : 'where'} ${OVERDUE}`,
      values,
    ),
  ]);
  const counted = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0]));
  for (const row of byStatus.rows) counted[row.status] = row.n;
  const total = Object.values(counted).reduce((sum, n) => sum + n, 0);
  return JSON.stringify({ counts: counted, total, overdue: overdue.rows[0].n });
}

const statusLabel = `case a.status ${APPLICATION_STATUSES.map((status) => `when '${status}' then '${APPLICATION_STATUS_LABELS[status]}'`).join(' ')} end`;
const clock = (column: string) => `to_char(${column} at time zone 'Europe/Moscow', 'DD.MM.YYYY HH24:MI')`;

/** COPY of the queue with the csv's columns, in the list's default order. */
async function copy(query: string): Promise<string> {
  const { where, values } = whereOf(new URLSearchParams(query), true);
  if (values.length) throw new Error('copy: only enum filters (inlined) are supported');
  return JSON.stringify(
    await copyLines(
      pool,
      `COPY (select a.id, ${clock('a.created_at')}, ${statusLabel}, a.name, a.email, a.phone,
            a.target_title, a.message, s.last_name || ' ' || s.first_name, a.comment, ${clock('a.first_response_at')},
            case when ${OVERDUE} or ${LATE} then 'да' else 'нет' end
          from applications a left join staff s on s.id = a.assignee_staff_id
          ${where}
          order by a.created_at desc, a.id desc) TO STDOUT WITH (FORMAT csv, DELIMITER ';')`,
    ),
  );
}

serveAnchor(
  (path) => {
    if (path.pathname === '/api/health') return pool.query('select 1').then(() => '{"status":"ok"}');
    const query = path.searchParams.get('q') ?? '';
    const arrived = performance.now();
    // `?check=1`: the comparison before measuring, with no deadline.
    if (path.searchParams.get('check')) return counts(query, null);
    if (path.pathname === '/counts') return counts(query, arrived);
    if (path.pathname === '/copy') return copy(query);
    return list(query, arrived);
  },
  () => Promise.all([pool.end(), timedPool.end()]),
);
