import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import type { BulkSeed } from '../bulk-seed';

const TWO_YEARS_SECONDS = 2 * 365 * 86_400;
/** Events per statement: big enough for set-based speed, small enough to show progress. */
export const AUDIT_EVENTS_PER_CHUNK = { postgres: 1_000_000, embedded: 100_000 } as const;

/** What the generated events are: a section, its action, the share of them (of 100). */
const KINDS = [
  ['student', 'student.update', 30],
  ['student', 'student.view', 15],
  ['staff', 'auth.sign-in', 15],
  ['course', 'course.update', 10],
  ['application', 'application.update', 10],
  ['student', 'student.access-grant', 8],
  ['service', 'service.update', 5],
  ['staff', 'auth.sign-in-failed', 4],
  ['news', 'news.delete', 3],
] as const;
const kindCase = (column: 0 | 1) => {
  let from = 0;
  const branches = KINDS.map((kind) => {
    from += kind[2];
    return `when p < ${from} then '${kind[column]}'`;
  });
  return sql.raw(`case ${branches.join(' ')} end`);
};

/**
 * `npm run seed -- --audit-events N`: exactly N more events of «Журнал действий», older than every event
 * already there and spread over the two years before the oldest (so the demo's and the app's own events stay
 * newest), by the staff already there (their names as now), over a mix of sections and actions with a changed
 * field each. One set-based statement per chunk (the log is append-only: nothing is updated); VACUUM ANALYZE
 * at the end, for index-only walks and the planner's estimates.
 */
export async function seedManyAuditEvents(
  db: Db,
  total: number,
  info: (message: string) => void,
  options: { perChunk?: number } = {},
): Promise<number> {
  const chunk = options.perChunk ?? AUDIT_EVENTS_PER_CHUNK.embedded;
  const started = Date.now();
  let written = 0;
  while (written < total) {
    const count = Math.min(chunk, total - written);
    // Chunk k fills the slice of the two years just before chunk k − 1's, newest first.
    await db.execute(sql`
      with people as (
        select array_agg(id order by id) as ids,
          array_agg(last_name || ' ' || first_name order by id) as names from staff
      ), oldest as (
        select coalesce(min(at), now()) as at from audit_events
      )
      insert into audit_events (staff_id, actor_name, action, entity, entity_id, changes, at)
      select case when k.action = 'auth.sign-in-failed' then null else people.ids[1 + n % cardinality(people.ids)] end,
        case when k.action = 'auth.sign-in-failed' then null else people.names[1 + n % cardinality(people.names)] end,
        k.action, k.entity, 1 + (n::bigint * 7919) % 500000,
        jsonb_build_object('phone', jsonb_build_object('from', '+7 9' || lpad((n % 1000000000)::text, 9, '0'),
          'to', '+7 9' || lpad(((n * 31) % 1000000000)::text, 9, '0'))),
        oldest.at - make_interval(secs => ${TWO_YEARS_SECONDS / total}::float8 * n)
      from generate_series(1, ${count}::int) as n
      cross join people cross join oldest
      cross join lateral (select (n::bigint * 2654435761) % 100 as p) as h
      cross join lateral (select ${kindCase(0)} as entity, ${kindCase(1)} as action) as k`);
    written += count;
    info(`seed: ${written} of ${total} audit events… (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  await db.execute(sql`vacuum analyze audit_events`);
  info(`seed: ${total} generated audit events`);
  return total;
}

export const auditEventsBulkSeed: BulkSeed = {
  flag: 'audit-events',
  counts: '«Журнал действий» events before the oldest (10M for the log’s benchmark)',
  run: (db, count, { info, kind }) =>
    seedManyAuditEvents(db, count, info, {
      perChunk: AUDIT_EVENTS_PER_CHUNK[kind === 'postgres' ? 'postgres' : 'embedded'],
    }).then(() => undefined),
};
