/**
 * The global search's hand-written anchor (issue 31): bare node:http + pg answering `GET /search?q=…` with
 * what an engineer would write by hand over the same indexes — per group the first five rows
 * (`… where <search> order by <the list's default> limit 5`) and a count capped at 10,001 rows, all sixteen
 * statements at once on a pool of 10, mapped to the same JSON shape. The searches are the lists' own
 * conditions: `students.search_text like '%word%'` per word (trigram), the buyers' payments or the provider's
 * payment id exactly or the payment's number, `applications.search_text` per queue, `lower(name|title) like`
 * for courses, services and news, the staff's names and e-mail.
 */
import { PAYMENT_PROVIDERS, STUDENT_LIST_MAX_ROWS, studentSearchWords } from '@school/contracts';
import pg from 'pg';
import { serveAnchor } from './anchor-http';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const CAP = STUDENT_LIST_MAX_ROWS + 1;
const PROVIDERS = PAYMENT_PROVIDERS.map((provider) => `'${provider}'`).join(', ');

type Where = { sql: string; values: unknown[] };

type Group = {
  kind: string;
  where: (q: string) => Where | Promise<Where>;
  from: string;
  order: string;
  columns: string;
};

/** `column like $n` for each word of 3+ characters (the lists leave shorter ones out). */
function words(column: string, q: string, offset = 0) {
  const found = studentSearchWords(q).filter((word) => word.length >= 3);
  return {
    sql: found.map((_, index) => `${column} like $${index + 1 + offset}`).join(' and ') || 'true',
    values: found.map((word) => `%${word.replace(/[\\%_]/g, '\\$&')}%`),
  };
}
const whole = (expression: string) => (q: string) => ({
  sql: `${expression} like $1`,
  values: [`%${q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`],
});

const queue = (kind: string): Group => ({
  kind: `applications-${kind}`,
  from: 'applications a',
  where: (q) => {
    const matched = words('a.search_text', q);
    return { sql: `a.kind = '${kind}' and ${matched.sql}`, values: matched.values };
  },
  order: 'a.created_at desc, a.id desc',
  columns: 'a.id, a.name, a.email, a.phone',
});

const GROUPS: Group[] = [
  {
    kind: 'students',
    from: 'students s',
    where: (q) => words('s.search_text', q),
    order: 's.created_at desc, s.id desc',
    columns: 's.id, s.first_name, s.last_name, s.email, s.phone',
  },
  {
    kind: 'staff',
    from: 'staff f',
    where: (q) => {
      const pattern = `%${q.replace(/[\\%_]/g, '\\$&')}%`;
      return {
        sql: '(f.first_name ilike $1 or f.last_name ilike $1 or f.email ilike $1)',
        values: [pattern],
      };
    },
    order: 'f.last_name asc, f.id asc',
    columns: 'f.id, f.first_name, f.last_name, f.email',
  },
  {
    kind: 'courses',
    from: 'courses c',
    where: whole('lower(c.name)'),
    order: 'c.created_at desc, c.id desc',
    columns: 'c.id, c.name',
  },
  {
    kind: 'payments',
    from: 'payments p',
    // As the list does (payment-search.list.ts): the OR with the exact halves only when the text names a
    // payment (one probe), else the buyers' semi-join PostgreSQL plans per search; no word, no buyers.
    where: async (q) => {
      const number = /^[№#]?\s*(\d{1,9})$/.exec(q)?.[1];
      const exact = `(p.provider in (${PROVIDERS}) and p.provider_payment_id = $1${number ? ` or p.id = ${Number(number)}` : ''})`;
      const probe = await pool.query(`select 1 from payments p where ${exact} limit 1`, [q]);
      const buyers = words('b.search_text', q, probe.rowCount ? 1 : 0);
      const semiJoin = `p.student_id in (select b.id from students b where ${buyers.sql})`;
      if (buyers.values.length === 0) return { sql: exact, values: [q] };
      if (!probe.rowCount) return { sql: semiJoin, values: buyers.values };
      return {
        sql: `(p.student_id = any(array(select b.id from students b where ${buyers.sql})) or ${exact})`,
        values: [q, ...buyers.values],
      };
    },
    order: 'p.created_at desc, p.id desc',
    columns: 'p.id, p.amount::text, p.title, p.student_id',
  },
  queue('service'),
  queue('training'),
  queue('marketplace'),
  {
    kind: 'services',
    from: 'services v left join staff o on o.id = v.staff_id',
    where: whole('lower(v.name)'),
    order: 'v.created_at desc, v.id desc',
    columns: 'v.id, v.name, v.price::text, v.staff_id, o.first_name, o.last_name',
  },
  {
    kind: 'news',
    from: 'news n',
    where: whole('lower(n.title)'),
    order: 'n.published_at desc, n.id desc',
    columns: 'n.id, n.title',
  },
];

async function group(spec: Group, q: string) {
  const { sql, values } = await spec.where(q);
  const [page, count] = await Promise.all([
    pool.query(
      `select ${spec.columns} from ${spec.from} where ${sql} order by ${spec.order} limit 5`,
      values,
    ),
    pool.query(
      `select count(*)::int as total from (select 1 from ${spec.from} where ${sql} limit ${CAP}) c`,
      values,
    ),
  ]);
  return { kind: spec.kind, total: count.rows[0]?.total ?? 0, items: page.rows };
}

serveAnchor(
  async (url) => {
    const q = (url.searchParams.get('q') ?? '').trim();
    return JSON.stringify({ groups: await Promise.all(GROUPS.map((spec) => group(spec, q))) });
  },
  () => pool.end(),
);
