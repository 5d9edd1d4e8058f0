/**
 * Issue 31's benchmark (part of `npm run bench`; PostgreSQL only), on a database seeded with
 * `npm run seed -- --students N --payments M --applications K`: «Главная» (`GET /api/dashboard` as an admin and
 * as a curator) against the hand-written anchor (hand-written-dashboard.ts: the same figures by plain
 * queries over the tables), taking turns, 10 connections (BENCH_CONNECTIONS). Before the load, one answer of
 * each side is compared figure by figure (the run fails if the money or the counts differ).
 * Target (issue 31): ≤ 100 ms p95 at 1M students / 5M payments with 10 clients.
 */

import pg from 'pg';
import { adminHeaders, benchDatabase } from './bench-database';
import { handWrittenDashboard } from './hand-written-dashboard';
import { startChild } from './processes';
import { measureTurns, row, type Target, versus } from './turns';

if (process.env.BENCH_DASHBOARD === '0') process.exit(0);
const { databaseUrl, env, serverEnv, cleanUp } = benchDatabase('Dashboard', { postgresOnly: true });
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

type Figure = { current: number | string };
type Period = Record<string, Figure | string> & { period: string };
type SchoolAnswer = {
  periods: Period[];
  queues: { kind: string; new: number; overdue: number }[];
  questionsWaiting: number;
  withdrawalsRequested: number;
  coursesInReview: number;
  staleAttempts: { count: number };
};

/** Ours against the anchor's plain SUMs and counts: every figure of every period and queue. */
async function compare(ours: SchoolAnswer) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  try {
    const hand = await handWrittenDashboard((text) => pool.query(text));
    const money = hand.money as Record<string, string>;
    const signups = hand.signups as Record<string, string>;
    const differences: string[] = [];
    const same = (what: string, a: unknown, b: unknown) => {
      if (Number(a) !== Number(b)) differences.push(`${what}: ours ${a}, hand-written ${b}`);
    };
    for (const period of ours.periods) {
      const field = (figure: string) => (period[figure] as Figure).current;
      const previous = (figure: string) =>
        (period[figure] as unknown as { previous: number | string }).previous;
      same(`${period.period} revenue`, field('revenue'), money[`${period.period}Revenue`]);
      same(`${period.period} first`, field('firstPayments'), money[`${period.period}First`]);
      same(`${period.period} renewals`, field('renewals'), money[`${period.period}Renewals`]);
      same(`${period.period} refunds`, field('refunds'), money[`${period.period}Refunds`]);
      same(`${period.period} signups`, field('signups'), signups[`${period.period}Signups`]);
      same(
        `${period.period} previous revenue`,
        previous('revenue'),
        money[`${period.period}PreviousRevenue`],
      );
    }
    for (const queue of ours.queues) {
      const row = hand.queues.find((line) => line.kind === queue.kind) ?? { new: 0, overdue: 0 };
      same(`${queue.kind} new`, queue.new, row.new);
      same(`${queue.kind} overdue`, queue.overdue, row.overdue);
    }
    same('questions', ours.questionsWaiting, hand.waiting.questions);
    same('withdrawals', ours.withdrawalsRequested, hand.waiting.withdrawals);
    same('courses', ours.coursesInReview, hand.waiting.courses);
    // The stale count's instant differs by the milliseconds between the two requests: equal unless an attempt fell in between.
    same('stale attempts', ours.staleAttempts.count, hand.waiting.stale);
    if (differences.length > 0)
      throw new Error(`«Главная» disagrees with the plain queries:\n${differences.join('\n')}`);
    console.log('«Главная»: every figure equals the hand-written queries.');
  } finally {
    await pool.end();
  }
}

const server = await startChild('src/main.ts', serverEnv, 3941, { quiet: true });
const hand = await startChild('bench/hand-written-dashboard.ts', env, 3943);
try {
  const admin = await adminHeaders(server.url);
  const curatorLogin = await fetch(`${server.url}/api/auth/login?isAdmin=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'curator@demo.test', password: 'demo1234' }),
  });
  const curator = { authorization: `Bearer ${((await curatorLogin.json()) as { token: string }).token}` };
  const answer = await fetch(`${server.url}/api/dashboard`, { headers: admin });
  await compare((await answer.json()) as SchoolAnswer);

  const counts = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const { rows } = await counts.query(
    `select (select count(*) from students) as students, (select count(*) from payments) as payments,
      (select count(*) from applications) as applications`,
  );
  await counts.end();
  console.log(
    `\nPostgreSQL, ${rows[0].students} students, ${rows[0].payments} payments, ${rows[0].applications} applications, ${process.version}`,
  );
  console.log(`«Главная»: server vs the hand-written queries (ms; ${CONNECTIONS} connections, alternating)`);
  // Each request another threshold: another key of the answer cache, so every answer is read anew.
  let threshold = 0;
  const uncached = () => `/api/dashboard?staleHours=${(threshold++ % 720) + 1}`;
  const cases: [string, Target, Target][] = [
    [
      'admin, nothing changed (the kept answer)',
      { child: server, url: `${server.url}/api/dashboard`, headers: admin },
      { child: hand, url: `${hand.url}/dashboard` },
    ],
    [
      'admin, every answer read anew',
      { child: server, url: server.url, headers: admin, nextPath: uncached },
      { child: hand, url: `${hand.url}/dashboard` },
    ],
  ];
  const table: Record<string, object> = {};
  for (const [name, ours, anchor] of cases) {
    const [own, plain] = await measureTurns([ours, anchor], CONNECTIONS);
    table[name] = { ...row(own!), ...versus('hand', own!, plain) };
  }
  // A curator's own answer has no plain counterpart in the anchor (it answers the school's): ours alone. The
  // admin's cold answer once more without the anchor's turns: its 60-day scans of the payments (2 s each) run
  // on the same cores and may still be running when ours start.
  for (const [name, target] of [
    [
      'admin, every answer read anew (ours alone)',
      { child: server, url: server.url, headers: admin, nextPath: uncached },
    ],
    [
      'curator, nothing changed (ours only)',
      { child: server, url: `${server.url}/api/dashboard`, headers: curator },
    ],
    [
      'curator, every answer read anew (ours only)',
      { child: server, url: server.url, headers: curator, nextPath: uncached },
    ],
  ] as [string, Target][]) {
    const [own] = await measureTurns([target], CONNECTIONS);
    table[name] = row(own!);
  }
  console.table(table);
} finally {
  await server.stop();
  await hand.stop();
  cleanUp();
}
