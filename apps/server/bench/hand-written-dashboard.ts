/**
 * Issue 31's hand-written anchor for «Главная»: bare node:http + pg answering `/dashboard` with the queries an
 * engineer would write by hand over the same tables and indexes, no pre-aggregates or counters — the sums of
 * the payments and the sign-ups of the last 60 school days (each period and the one before, as filtered
 * aggregates of one scan), the waiting counts straight over their tables, the stale attempts by status and
 * time, and the newest events — all at once on a pool of 10, mapped to the same figures as `GET /api/dashboard`.
 */

import { schoolToday } from '@school/contracts';
import pg from 'pg';
import { addDays } from '../src/modules/sales-statistics/statistics-periods';
import { serveAnchor } from './anchor-http';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const DAYS = { today: 1, week: 7, month: 30 } as const;
const day = (at: string) => `'${at}'::date::timestamp at time zone 'Europe/Moscow'`;

/** Each period and the one before as `filter` clauses of one aggregate over the 60 days' payments. */
function periodFilters(today: string) {
  return Object.entries(DAYS).flatMap(([name, days]) => {
    const from = addDays(today, 1 - days);
    const previousFrom = addDays(from, -days);
    return [
      { key: `${name}`, from, to: addDays(today, 1) },
      { key: `${name}Previous`, from: previousFrom, to: from },
    ];
  });
}

export async function handWrittenDashboard(query: (text: string) => Promise<pg.QueryResult>) {
  const today = schoolToday();
  const ranges = periodFilters(today);
  const within = (range: (typeof ranges)[number], column: string) =>
    `${column} >= ${day(range.from)} and ${column} < ${day(range.to)}`;
  const sums = ranges
    .map(
      (range) => `
      coalesce(sum(amount) filter (where ${within(range, 'created_at')} and status in ('confirmed', 'refunded', 'repeat_confirmed', 'repeat_refunded')), 0)
        - coalesce(sum(refunded_amount) filter (where ${within(range, 'created_at')}), 0) as "${range.key}Revenue",
      count(*) filter (where ${within(range, 'created_at')} and status in ('confirmed', 'refunded')) as "${range.key}First",
      count(*) filter (where ${within(range, 'created_at')} and status in ('repeat_confirmed', 'repeat_refunded')) as "${range.key}Renewals",
      count(*) filter (where ${within(range, 'created_at')} and refunded_amount > 0) as "${range.key}Refunds"`,
    )
    .join(',');
  const signups = ranges
    .map((range) => `count(*) filter (where ${within(range, 'created_at')}) as "${range.key}Signups"`)
    .join(', ');
  const oldest = ranges.reduce((first, range) => (range.from < first ? range.from : first), today);
  const [money, people, queues, waiting, events] = await Promise.all([
    query(`select ${sums} from payments where created_at >= ${day(oldest)}`),
    query(`select ${signups} from students where created_at >= ${day(oldest)}`),
    query(`select kind, count(*) filter (where status = 'new') as new,
        count(*) filter (where first_response_at is null and response_due_at < now()) as overdue
      from applications group by kind`),
    query(`select (select count(*) from questions where answered_at is null) as questions,
        (select count(*) from withdrawals where status = 'requested') as withdrawals,
        (select count(*) from courses where status = 1) as courses,
        (select count(*) from payments where status = 'new' and created_at < now() - interval '24 hours') as stale`),
    query(`(select 'payment' as kind, id, created_at from payments where status in ('confirmed', 'repeat_confirmed')
        order by created_at desc limit 8)
      union all (select 'application', id, created_at from applications order by created_at desc limit 8)
      union all (select 'signup', id, created_at from students order by created_at desc limit 8)
      union all (select 'question', id, created_at from questions order by created_at desc limit 8)
      order by created_at desc limit 8`),
  ]);
  return {
    money: money.rows[0],
    signups: people.rows[0],
    queues: queues.rows,
    waiting: waiting.rows[0],
    events: events.rows,
  };
}

if (process.env.PORT) {
  serveAnchor(
    async () => JSON.stringify(await handWrittenDashboard((text) => pool.query(text))),
    () => pool.end(),
  );
}
