/**
 * The hand-written anchor: bare node:http + pg running, per request, the one query an engineer would write
 * by hand for each list case — `select … from students … order by … limit … offset …` with the live course
 * count as a subquery and the avatar joined, mapped to the same JSON as `GET /api/students`. No deferred
 * join, bookmarks, search snapshots or prepared shapes: the floor of the list's query design, where the
 * other anchor (bare-server.ts, the product's own SQL) is the floor of its framework only.
 *
 * The search: each word as `search_text like '%word%'` — the stored lower-case name, e-mail and phone,
 * with its trigram index (migration 0005); what anyone would use on this schema.
 *
 * The total: counted once per filter (a count capped at STUDENT_LIST_MAX_ROWS + 1 rows; past the cap, the
 * planner's estimate) and kept 30 s, as any hand-written list over a million rows must (an exact count
 * costs 60–300 ms here). So each measured request runs exactly one statement, the page: the strictest bar.
 *
 * Issue 10's payments list, raw statistics and COPY of the payments: hand-written-sales.ts.
 *
 * `GET /api/health` runs `select 1`, one round trip, like the server's health check.
 */

import { STUDENT_LIST_MAX_ROWS, studentSearchWords } from '@school/contracts';
import pg from 'pg';
import { serveAnchor } from './anchor-http';
import { cappedTotals, type Statement, totalStatements } from './anchor-total';
import { LIST_CASES } from './cases';
import { copyPayments, paymentsPage, rawStatistics } from './hand-written-sales';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
/**
 * The raw statistics over millions of payments outlast a sample: without a timeout their queued queries kept
 * running into the next samples (the server's own included) and into the CSV run, and skewed both.
 */
const statisticsPool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  statement_timeout: Number(process.env.BENCH_RAW_STATEMENT_TIMEOUT_MS ?? 15_000),
});

const ORDERS: Record<string, string> = {
  'createdAt:desc': 's.created_at desc, s.id desc',
  'createdAt:asc': 's.created_at asc, s.id asc',
  'lastName:asc': 's.last_name asc, s.first_name asc, s.id asc',
  'lastName:desc': 's.last_name desc, s.first_name desc, s.id desc',
  'id:asc': 's.id asc',
  'id:desc': 's.id desc',
};

/** A case's statements, written by hand from its query string. */
function handWritten(query: string): { page: Statement; count: Statement; estimate: Statement } {
  const params = new URLSearchParams(query);
  const conditions: string[] = [];
  const values: unknown[] = [];
  for (const word of studentSearchWords(params.get('search') ?? '')) {
    values.push(`%${word}%`);
    conditions.push(`s.search_text like $${values.length}`);
  }
  const status = params.get('status');
  if (status !== null) conditions.push(`s.status = ${Number(status)}`);
  const subscription = params.get('subscription');
  if (subscription === 'active') conditions.push('s.subscription_ends_at > now()');
  if (subscription === 'finished') conditions.push('s.subscription_ends_at <= now()');
  if (subscription === 'notActive') conditions.push('s.subscription_ends_at is null');
  const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
  const order = ORDERS[params.get('orderBy') ?? 'createdAt:desc'];
  const skip = Number(params.get('skip') ?? 0);
  const take = Number(params.get('take') ?? 15);
  const page = `select s.id, s.email, s.first_name, s.last_name, s.phone, s.gender, s.birth_date::text,
      s.status, s.is_viewed, s.subscription_ends_at, s.last_seen_at, s.created_at, s.updated_at,
      f.url_key, f.original_name,
      (select count(*)::int from course_accesses ca where ca.student_id = s.id and ca.revoked_at is null) as course_count
    from students s left join files f on f.id = s.avatar_file_id
    ${where}
    order by ${order}
    limit ${take} offset ${skip}`;
  return {
    page: { text: page, values },
    ...totalStatements('students s', where, values, STUDENT_LIST_MAX_ROWS),
  };
}

const cases = LIST_CASES.map(({ query }) => handWritten(query));
const totalOf = cappedTotals<number>(STUDENT_LIST_MAX_ROWS);

type Row = Record<string, unknown>;
const iso = (date: unknown) => (date instanceof Date ? date.toISOString() : null);
const student = (r: Row) => {
  const endsAt = r.subscription_ends_at as Date | null;
  return {
    id: r.id,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    phone: r.phone,
    gender: r.gender,
    birthDate: r.birth_date,
    avatar: r.url_key ? `/api/storage/${r.url_key}/${encodeURIComponent(String(r.original_name))}` : null,
    status: r.status,
    isViewed: r.is_viewed,
    subscription: endsAt
      ? { status: endsAt > new Date() ? 'active' : 'finished', endsAt: endsAt.toISOString() }
      : { status: 'notActive', endsAt: null },
    courseCount: r.course_count,
    lastSeenAt: iso(r.last_seen_at),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
};

async function list(index: number): Promise<string> {
  const { total, exact } = await totalOf(pool, index, cases[index]!);
  const { page } = cases[index]!;
  const { rows } = await pool.query(page.text, page.values);
  return JSON.stringify({ items: rows.map(student), total, totalExact: exact });
}

serveAnchor(
  (path) => {
    if (path.pathname === '/api/health') return pool.query('select 1').then(() => '{"status":"ok"}');
    const index = Number(path.searchParams.get('case'));
    if (path.pathname === '/payments') return paymentsPage(pool, index);
    // `check=1`: the figures compared before measuring, however long the raw SUM takes (no timeout).
    if (path.pathname === '/statistics')
      return rawStatistics(path.searchParams.get('check') === '1' ? pool : statisticsPool, index);
    if (path.pathname === '/copy-payments')
      return copyPayments(pool).then((result) => JSON.stringify(result));
    return list(index);
  },
  () => Promise.all([pool.end(), statisticsPool.end()]),
);
