/**
 * Issue 13's benchmarks (part of `npm run bench`), on a database seeded with `npm run seed -- --referrals N`:
 * 1. a balance read: ours, the running-total row (`balances`), against the anchor anyone would write,
 *    `select sum(amount) … where student_id = $1` over the ledger — for the owner with the most entries and a
 *    sample of others, checked to agree to the kopeck (the run fails otherwise). Target: ≤ 5 ms p95.
 * 2. the «Рефералы» list (GET /api/referrals/list) — first page, a deep page, a search, a flag filter, a money
 *    sort over a month — against the hand-written SQL of the same page and count.
 * Both sides run one request at a time, taking turns round by round (same cache state). On PostgreSQL the SQL
 * anchors run in this process through `pg` while the server runs; on PGlite (one process per data dir) they run
 * in this process after the server has stopped.
 * BENCH_DATABASE_URL → PostgreSQL; BENCH_DATA_DIR → a seeded embedded data dir. BENCH_REFERRALS=0 skips this
 * file; BENCH_REFERRALS_ROUNDS (default 40) sets the rounds per case.
 */
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { adminHeaders, benchDatabase } from './bench-database';
import { startChild } from './processes';

if (process.env.BENCH_REFERRALS === '0') process.exit(0);
const { databaseUrl, dataDir, serverEnv, cleanUp } = benchDatabase('Referrals', { logLevel: 'warn' });
const ROUNDS = Number(process.env.BENCH_REFERRALS_ROUNDS ?? 40);

type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;
const quantile = (times: number[], q: number) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(times.length * q))] ?? 0;
const ms = (n: number) => Number(n.toFixed(2));
const stats = (times: number[]) => ({ p50: ms(quantile(times, 0.5)), p95: ms(quantile(times, 0.95)) });

/** The «Рефералы» cases: the API's query, and the hand-written page + count of the same rows. */
const PAID = `('confirmed', 'refunded', 'repeat_confirmed', 'repeat_refunded')`;
const handPage = (where: string, order: string, skip: number) => `
  select r.id, r.created_at, r.code, r.flags, r.referrer_staff_id, r.referrer_student_id,
    s.id as referred_id, s.first_name, s.last_name, s.email,
    coalesce(f.last_name, rs.last_name) as referrer_last, coalesce(f.first_name, rs.first_name) as referrer_first,
    coalesce(f.email, rs.email) as referrer_email,
    (select coalesce(sum(p.amount), 0) from payments p where p.student_id = r.referred_student_id and p.referral_id = r.id and p.status in ${PAID}) as paid_sum,
    (select count(*) from payments p where p.student_id = r.referred_student_id and p.referral_id = r.id and p.status in ${PAID}) as payments,
    (select coalesce(sum(be.amount), 0) from payments p join balance_entries be on be.payment_id = p.id
       where p.student_id = r.referred_student_id and p.referral_id = r.id and be.kind in ('accrual', 'reversal')
         and coalesce(be.staff_id, -be.student_id) = coalesce(r.referrer_staff_id, -r.referrer_student_id)) as commission,
    exists (select 1 from payments p where p.student_id = r.referred_student_id and p.referral_id = r.id and p.refunded_amount > 0) as refunded
  from referrals r join students s on s.id = r.referred_student_id
    left join students rs on rs.id = r.referrer_student_id left join staff f on f.id = r.referrer_staff_id
  ${where ? `where ${where}` : ''} order by ${order} limit 15 offset ${skip}`;
const searchWhere = (word: string) =>
  `(s.search_text like '%${word}%' or rs.search_text like '%${word}%' or lower(r.code) like '%${word}%'
    or lower(f.last_name || ' ' || f.first_name || ' ' || f.email) like '%${word}%')`;
const countOf = (where: string) =>
  `select count(*) from referrals r join students s on s.id = r.referred_student_id
    left join students rs on rs.id = r.referrer_student_id left join staff f on f.id = r.referrer_staff_id
    ${where ? `where ${where}` : ''}`;

function listCases(month: { from: string; to: string }) {
  const inMonth = `r.created_at >= '${month.from}'::date::timestamp at time zone 'Europe/Moscow'
    and r.created_at < ('${month.to}'::date + 1)::timestamp at time zone 'Europe/Moscow'`;
  const paidSum = `(select coalesce(sum(p.amount), 0) from payments p where p.student_id = r.referred_student_id and p.referral_id = r.id and p.status in ${PAID})`;
  return [
    { name: 'first page', api: '', where: '', order: 'r.created_at desc, r.id desc', skip: 0 },
    {
      name: 'deep page (skip 9 000)',
      api: 'skip=9000',
      where: '',
      order: 'r.created_at desc, r.id desc',
      skip: 9000,
    },
    {
      name: 'search «смирнова»',
      api: `search=${encodeURIComponent('смирнова')}`,
      where: searchWhere('смирнова'),
      order: 'r.created_at desc, r.id desc',
      skip: 0,
    },
    {
      name: 'flag: self-referral',
      api: 'flag=self',
      where: 'cardinality(r.flags) > 0',
      order: 'r.created_at desc, r.id desc',
      skip: 0,
    },
    {
      name: 'a month by paid sum',
      api: `dateFrom=${month.from}&dateTo=${month.to}&orderBy=paidSum:desc`,
      where: inMonth,
      order: `${paidSum} desc, r.id desc`,
      skip: 0,
    },
  ];
}

const OWNED_BALANCE = `select available::text, held::text, debt::text from balances where student_id = $1`;
const SUMMED_BALANCE = `select coalesce(sum(amount) filter (where bucket = 'available'), 0)::numeric(12, 2)::text as available,
    coalesce(sum(amount) filter (where bucket = 'held'), 0)::numeric(12, 2)::text as held,
    coalesce(sum(amount) filter (where bucket = 'debt'), 0)::numeric(12, 2)::text as debt
  from balance_entries where student_id = $1`;

async function balanceBench(query: Query) {
  const [{ entries } = { entries: 0 }] = (await query(
    'select count(*)::int as entries from balance_entries',
  )) as {
    entries: number;
  }[];
  const owners = (await query(
    `(select student_id from balance_entries where student_id is not null group by student_id order by count(*) desc limit 1)
     union all (select student_id from balances where student_id is not null order by student_id limit 20 offset 1000)`,
  )) as { student_id: number }[];
  const ours: number[] = [];
  const anchor: number[] = [];
  for (let round = 0; round < ROUNDS * 5; round++) {
    const owner = owners[round % owners.length]!.student_id;
    let started = performance.now();
    const [kept] = await query(OWNED_BALANCE, [owner]);
    ours.push(performance.now() - started);
    started = performance.now();
    const [summed] = await query(SUMMED_BALANCE, [owner]);
    anchor.push(performance.now() - started);
    if (JSON.stringify(kept) !== JSON.stringify(summed))
      throw new Error(`balance of student ${owner}: ${JSON.stringify(kept)} ≠ sum ${JSON.stringify(summed)}`);
  }
  const [top] = (await query('select count(*)::int as n from balance_entries where student_id = $1', [
    owners[0]!.student_id,
  ])) as { n: number }[];
  console.log(
    `Balance read, ${entries} ledger entries (largest owner: ${top?.n} entries; ${owners.length} owners, ${ROUNDS * 5} reads each side, 1 at a time, all agreed):`,
  );
  console.table({
    'ours: running total row': stats(ours),
    'anchor: sum(amount) over the entries': stats(anchor),
  });
}

const server = await startChild('src/main.ts', serverEnv, 3931, { quiet: true });
let pool: pg.Pool | undefined;
let lite: PGlite | undefined;
try {
  const headers = await adminHeaders(server.url);
  const api = async (path: string) => {
    const response = await fetch(`${server.url}${path}`, { headers });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<{ total: number; items: unknown[] }>;
  };
  const { total } = await api('/api/referrals/list?take=1');
  const month = { from: '2024-01-01', to: '2024-01-31' };
  const cases = listCases(month);
  const apiTimes = new Map<string, number[]>(cases.map((c) => [c.name, []]));
  const handTimes = new Map<string, number[]>(cases.map((c) => [c.name, []]));
  const handRun = async (query: Query, c: (typeof cases)[number]) => {
    const started = performance.now();
    await Promise.all([query(handPage(c.where, c.order, c.skip)), query(countOf(c.where))]);
    return performance.now() - started;
  };
  if (databaseUrl) pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const pgQuery: Query = async (text, params) => (await pool!.query(text, params)).rows;
  for (let round = 0; round < ROUNDS; round++) {
    for (const c of cases) {
      const started = performance.now();
      await api(`/api/referrals/list?${c.api}`);
      apiTimes.get(c.name)!.push(performance.now() - started);
      if (pool) handTimes.get(c.name)!.push(await handRun(pgQuery, c));
    }
  }
  await server.stop();
  let query: Query = pgQuery;
  if (!pool) {
    lite = await PGlite.create({ dataDir: `${dataDir}/pgdata`, extensions: { pg_trgm } });
    query = async (text, params) => (await lite!.query<Record<string, unknown>>(text, params)).rows;
    for (let round = 0; round < ROUNDS; round++) {
      for (const c of cases) handTimes.get(c.name)!.push(await handRun(query, c));
    }
  }
  console.log(
    `\n${databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'}, ${total} referrals (list total), ${process.version}`,
  );
  console.log(
    `«Рефералы» list: server (HTTP, JSON) vs the hand-written page + count (ms; 1 at a time, ${ROUNDS} rounds${pool ? ', alternating' : ', the anchor after the server stopped'})`,
  );
  console.table(
    Object.fromEntries(
      cases.map((c) => {
        const own = stats(apiTimes.get(c.name)!);
        const hand = stats(handTimes.get(c.name)!);
        return [c.name, { p50: own.p50, p95: own.p95, 'hand p50': hand.p50, 'hand p95': hand.p95 }];
      }),
    ),
  );
  await balanceBench(query);
} finally {
  await pool?.end();
  await lite?.close();
  cleanUp();
}
