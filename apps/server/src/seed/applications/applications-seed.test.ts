import {
  APPLICATION_KINDS,
  APPLICATION_STATUSES,
  type ApplicationSettings,
  responseDueAt,
} from '@school/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { applicationsSeed } from './applications.seed';
import { seedManyApplications } from './applications-bulk-seed';
import { readResponseSettings } from './response-due-sql';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Harmless when the demo seed already ran it (it skips what exists).
  await applicationsSeed.run(t.database.db, { info: () => {}, fileStore: undefined as never });
}, 180_000);
afterAll(() => t.close());

type Rows<T> = { rows: T[] };
const query = async <T>(text: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(text)) as unknown as Rows<T>).rows;

/** application_day_counts against the same grouping counted from the applications. */
async function dayCountMismatches() {
  return query<Record<string, unknown>>(sql`
    with raw as (
      select kind, (created_at at time zone 'Europe/Moscow')::date as day, status,
        coalesce(assignee_staff_id, 0) as assignee_staff_id, count(*)::bigint as applications
      from applications group by 1, 2, 3, 4),
    kept as (select * from application_day_counts where applications <> 0)
    (select 'raw' as side, * from raw except select 'raw', * from kept)
    union all
    (select 'kept', * from kept except select 'kept', * from raw)`);
}

/** Applications whose stored fields disagree with their history (application_events). */
async function historyDisagreements() {
  const [row] = await query<Record<string, number>>(sql`select
    count(*) filter (where (select count(*) from application_events e where e.application_id = a.id
      and e.type = 'created' and e.at = a.created_at and e.to_status = 'new') <> 1)::int as no_creation,
    count(*) filter (where a.status = 'new' and a.first_response_at is not null)::int as new_answered,
    count(*) filter (where a.status <> 'new' and (a.first_response_at is null
      or a.first_response_at < a.created_at))::int as unanswered,
    count(*) filter (where a.status = 'new' and exists (select 1 from application_events e
      where e.application_id = a.id and e.type = 'status'))::int as new_with_changes,
    count(*) filter (where a.status <> 'new' and not exists (select 1 from application_events e
      where e.application_id = a.id and e.type = 'status' and e.from_status = 'new'
        and e.at = a.first_response_at and e.staff_id is not null))::int as first_change_missing,
    count(*) filter (where a.status <> 'new' and a.status is distinct from (select e.to_status
      from application_events e where e.application_id = a.id and e.type = 'status'
      order by e.at desc, e.id desc limit 1))::int as last_change_disagrees,
    count(*) filter (where a.assignee_staff_id is distinct from (select e.assignee_staff_id
      from application_events e where e.application_id = a.id and e.type = 'assignee'
      order by e.at desc, e.id desc limit 1))::int as assignee_disagrees,
    count(*) filter (where a.comment is distinct from (select e.comment from application_events e
      where e.application_id = a.id and e.type = 'comment' order by e.at desc, e.id desc limit 1))::int
      as comment_disagrees,
    count(*) filter (where exists (select 1 from application_events e where e.application_id = a.id
      and (e.at > a.updated_at or e.at > now() or e.at < a.created_at)))::int as events_out_of_order
    from applications a`);
  return Object.fromEntries(Object.entries(row ?? {}).filter(([, n]) => n !== 0));
}

/** Rows whose response_due_at is not what `responseDueAt` of contracts says for their created_at. */
async function deadlineMismatches(settings: ApplicationSettings) {
  const rows = await query<{ id: number; created_at: string; response_due_at: string }>(
    sql`select id, created_at::text, response_due_at::text from applications`,
  );
  return rows.filter(
    (row) =>
      new Date(row.response_due_at).getTime() !== responseDueAt(new Date(row.created_at), settings).getTime(),
  );
}

describe('applications demo data', () => {
  it('has services for the demo curators and speakers: 3–6 each, one retired, some prices with kopecks', async () => {
    const owners = await query<{ email: string; services: number; inactive: number; kopecks: number }>(sql`
      select st.email, count(*)::int as services, count(*) filter (where not s.is_active)::int as inactive,
        count(*) filter (where s.price <> trunc(s.price))::int as kopecks
      from services s join staff st on st.id = s.staff_id group by st.email order by st.email`);
    expect(owners.length).toBeGreaterThanOrEqual(4);
    for (const owner of owners) {
      expect(owner.services, owner.email).toBeGreaterThanOrEqual(3);
      expect(owner.services, owner.email).toBeLessThanOrEqual(6);
    }
    expect(owners.reduce((sum, owner) => sum + owner.inactive, 0)).toBe(1);
    expect(owners.reduce((sum, owner) => sum + owner.kopecks, 0)).toBeGreaterThan(0);
    expect(owners.map((owner) => owner.email)).toContain('curator@demo.test');
  });

  it('has a few hundred applications of every kind in every status over the last three months', async () => {
    const combos = await query<{ kind: string; status: string; n: number }>(
      sql`select kind, status, count(*)::int as n from applications group by 1, 2`,
    );
    const seen = new Set(combos.map((row) => `${row.kind}/${row.status}`));
    for (const kind of APPLICATION_KINDS) {
      for (const status of APPLICATION_STATUSES)
        expect(seen, `${kind}/${status}`).toContain(`${kind}/${status}`);
    }
    const [stats] = await query<Record<string, number>>(sql`select count(*)::int as total,
      count(*) filter (where created_at > now() or created_at < now() - interval '93 days')::int as out_of_range,
      count(*) filter (where status = 'new' and created_at > now() - interval '3 days')::int as recent_new,
      count(*) filter (where first_response_at is null and response_due_at < now())::int as overdue,
      count(*) filter (where first_response_at > response_due_at)::int as answered_late,
      count(*) filter (where student_id is not null)::int as students,
      count(*) filter (where student_id is null)::int as guests,
      count(*) filter (where student_id is null and email is null)::int as guests_by_phone,
      count(*) filter (where assignee_staff_id is not null)::int as assigned,
      count(*) filter (where comment is not null)::int as commented,
      count(*) filter (where source = 'site')::int as from_site,
      count(distinct target_title) filter (where kind = 'marketplace' and service_id is null)::int as offers,
      (select count(*)::int from applications a join students s on s.id = a.student_id
        where a.email <> s.email or a.name <> s.last_name || ' ' || s.first_name) as student_contact_differs,
      (select count(*)::int from applications a join services s on s.id = a.service_id
        where a.target_title <> s.name) as service_title_differs,
      (select count(*)::int from applications a join courses c on c.id = a.course_id
        where a.target_title <> c.name) as course_title_differs,
      (select count(*)::int from applications where kind = 'training' and course_id is null) as training_without_course
      from applications`);
    expect(stats?.total).toBeGreaterThanOrEqual(300);
    expect(stats?.total).toBeLessThan(500);
    expect(stats).toMatchObject({
      out_of_range: 0,
      student_contact_differs: 0,
      service_title_differs: 0,
      course_title_differs: 0,
      training_without_course: 0,
    });
    expect(stats?.recent_new).toBeGreaterThan(3);
    expect(stats?.overdue).toBeGreaterThan(3);
    expect(stats?.answered_late).toBeGreaterThan(3);
    expect(stats?.students).toBeGreaterThan(50);
    expect(stats?.guests).toBeGreaterThan(50);
    expect(stats?.guests_by_phone).toBeGreaterThan(5);
    expect(stats?.assigned).toBeGreaterThan(100);
    expect(stats?.commented).toBeGreaterThan(50);
    expect(stats?.from_site).toBeGreaterThan(100);
    expect(stats?.offers).toBeGreaterThanOrEqual(4);
    const [recentOverdue] = await query<{ n: number }>(sql`select count(*)::int as n from applications
      where first_response_at is null and response_due_at < now() and created_at > now() - interval '14 days'`);
    expect(recentOverdue?.n).toBeGreaterThan(0);
  });

  it('keeps each application agreeing with its history, its deadline and the kanban counts', async () => {
    expect(await historyDisagreements()).toEqual({});
    expect(await deadlineMismatches(await readResponseSettings(t.database.db))).toEqual([]);
    expect(await dayCountMismatches()).toEqual([]);
    const [kinds] = await query<{ kinds: number }>(
      sql`select count(distinct type)::int as kinds from application_events`,
    );
    expect(kinds?.kinds).toBe(4);
  });

  it('adds nothing when seeded again, and gives the same applications when generated afresh', async () => {
    const fingerprint = () =>
      query<{ n: number; digest: string }>(sql`select count(*)::int as n, md5(string_agg(kind || status
        || target_title || name || coalesce(email, '') || coalesce(phone, '') || coalesce(comment, '')
        || coalesce(assignee_staff_id, 0), '|' order by id)) as digest from applications`);
    const before = await fingerprint();
    const services = await query<{ n: number }>(sql`select count(*)::int as n from services`);
    await applicationsSeed.run(t.database.db, { info: () => {}, fileStore: undefined as never });
    expect(await fingerprint()).toEqual(before);
    expect(await query<{ n: number }>(sql`select count(*)::int as n from services`)).toEqual(services);
    await t.database.db.execute(sql`delete from applications`);
    await applicationsSeed.run(t.database.db, { info: () => {}, fileStore: undefined as never });
    expect(await fingerprint()).toEqual(before);
    expect(await dayCountMismatches()).toEqual([]);
  });

  it('--applications 2000 adds exactly 2000 over three years for the existing services, counts kept', async () => {
    const [before] = await query<{ n: number }>(sql`select count(*)::int as n from applications`);
    const written = await seedManyApplications(t.database.db, 2000, () => {}, { perChunk: 700 });
    expect(written.applications).toBe(2000);
    const [after] = await query<Record<string, number>>(sql`select count(*)::int as n,
      (extract(epoch from now() - min(created_at)) / 86400)::int as days,
      count(*) filter (where created_at < now() - interval '1096 days')::int as too_old,
      count(*) filter (where kind = 'service' and service_id not in (select id from services where is_active))::int
        as unknown_service,
      count(distinct kind)::int as kinds, count(distinct status)::int as statuses
      from applications`);
    expect(after?.n).toBe((before?.n ?? 0) + 2000);
    expect(after?.days).toBeGreaterThan(900);
    expect(after).toMatchObject({ too_old: 0, unknown_service: 0, kinds: 3, statuses: 4 });
    expect(await dayCountMismatches()).toEqual([]);
    expect(await historyDisagreements()).toEqual({});
    expect(await deadlineMismatches(await readResponseSettings(t.database.db))).toEqual([]);
  });
});
