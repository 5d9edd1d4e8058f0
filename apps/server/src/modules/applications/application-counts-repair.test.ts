import { type ApplicationCounts, SCHOOL_TIME_ZONE } from '@school/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue } from '../../jobs';
import { metricsRegistry } from '../../metrics';
import {
  type ApplicationCountsFilter,
  insertTestApplications,
  rawApplicationCounts,
} from '../../test/application-fixtures';
import { courseFixtures } from '../../test/course-fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { repairStatistics, STATISTICS_REPAIR_JOB, scheduleStatisticsRepair } from '../sales-statistics';
import { repairApplicationCounts } from './application-counts-repair';

/**
 * The nightly statistics.repair also repairs the kanban's counts (application_day_counts,
 * application_day_status_counts) and «Главная»'s (application_status_counts): broken by hand, repaired, and
 * the counts endpoint answers the raw figures.
 */
let t: TestApp;
let admin: Record<string, string>;
let curatorId = 0;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.loginAs('admin'));
  curatorId = await courseFixtures(t).staffId('curator');
});
afterAll(() => t.close());

/** The school day `offset` days from today, `YYYY-MM-DD`. */
const day = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE }).format(
    new Date(Date.now() + offset * 86_400_000),
  );

type Filter = ApplicationCountsFilter;

async function apiCounts(filter: Filter): Promise<ApplicationCounts['counts']> {
  const query = new URLSearchParams(
    Object.entries(filter).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  const response = await t.app.inject({ url: `/api/applications/counts?${query}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ApplicationCounts>().counts;
}

/** Every filter's counts from the endpoint, and whether each equals the raw count. */
async function kanban(filters: Filter[]) {
  const answered = [];
  const exact = [];
  for (const filter of filters) {
    const counts = await apiCounts(filter);
    answered.push(counts);
    exact.push(JSON.stringify(counts) === JSON.stringify(await rawApplicationCounts(t.database.db, filter)));
  }
  return { answered, exact };
}

const corrected = async () => {
  const metric = await metricsRegistry.getSingleMetric('statistics_repair_corrections_total')?.get();
  const byTable: Record<string, number> = {};
  for (const value of metric?.values ?? []) byTable[String(value.labels.table)] = value.value;
  return byTable;
};

const STRAY_ASSIGNEE = 987_654;

describe('the statistics.repair job on the applications’ kanban counts', () => {
  it('finds nothing to correct on counts the triggers kept', async () => {
    const result = await repairStatistics(t.database.db, { allTime: true });
    expect(result.corrections.application_day_counts).toBe(0);
    expect(result.corrections.application_day_status_counts).toBe(0);
    expect(result.corrections.application_status_counts).toBe(0);
    expect(result.total).toBe(0);
  });

  it('rewrites «Главная»’s counts without the day: a deleted row, a wrong count and a stray row', async () => {
    const db = t.database.db;
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const kept = () =>
      rows(sql`select kind, status, service_id, course_id, applications::int as n
        from application_status_counts where applications <> 0 order by 1, 2, 3, 4`);
    const raw = () =>
      rows(sql`select kind, status, coalesce(service_id, 0) as service_id, coalesce(course_id, 0) as course_id,
          count(*)::int as n
        from applications group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
    await insertTestApplications(db, [
      { kind: 'training', status: 'new' },
      { kind: 'marketplace', status: 'inProgress' },
    ]);
    expect(await kept()).toEqual(await raw());
    await db.execute(sql`delete from application_status_counts
      where kind = 'training' and status = 'new' and service_id = 0 and course_id = 0`);
    await db.execute(sql`update application_status_counts set applications = applications + 3
      where kind = 'marketplace' and status = 'inProgress' and service_id = 0 and course_id = 0`);
    await db.execute(sql`insert into application_status_counts (kind, status, service_id, course_id, applications)
      values ('service', 'paid', ${STRAY_ASSIGNEE}, 0, 2)`);
    expect(await kept()).not.toEqual(await raw());

    // The nightly window: the counts without the day are compared whole on every run.
    const result = await repairStatistics(db, { days: 1 });
    expect(result.corrections.application_status_counts).toBe(3);
    expect(result.total).toBe(3);
    expect(await kept()).toEqual(await raw());
    expect((await repairStatistics(db, { days: 1 })).total).toBe(0);
  });

  it('rewrites a deleted row, wrong counts and a stray row of its window, counted per table', async () => {
    const [a, b] = [day(-3), day(-2)];
    // Some of them near midnight in Moscow (21:15 UTC is 00:15 of the next school day there).
    await insertTestApplications(t.database.db, [
      { kind: 'training', status: 'new', createdAt: `${a}T08:00:00Z` },
      { kind: 'training', status: 'new', createdAt: `${a}T09:00:00Z` },
      { kind: 'training', status: 'inProgress', assigneeStaffId: curatorId, createdAt: `${a}T10:00:00Z` },
      { kind: 'marketplace', status: 'paid', assigneeStaffId: curatorId, createdAt: `${a}T20:45:00Z` },
      { kind: 'marketplace', status: 'rejection', createdAt: `${a}T21:15:00Z` },
    ]);
    const filters: Filter[] = [
      { dateFrom: a, dateTo: b },
      { kind: 'training', dateFrom: a, dateTo: a },
      { kind: 'marketplace', dateFrom: b, dateTo: b },
      { dateFrom: a, dateTo: b, assignee: 'none' },
      { kind: 'training', dateFrom: a, dateTo: b, assignee: curatorId },
      { dateFrom: a, dateTo: b, assignee: STRAY_ASSIGNEE },
    ];
    const before = await kanban(filters);
    expect(before.exact.every(Boolean)).toBe(true);

    const db = t.database.db;
    // A deleted row (nobody's new training applications of day A), a wrong count per assignee, a stray row of
    // an assignee with no applications that day, and a wrong count without assignees.
    await db.execute(sql`delete from application_day_counts
      where kind = 'training' and assignee_staff_id = 0 and day = ${a}::date and status = 'new'`);
    await db.execute(sql`update application_day_counts set applications = applications + 2
      where kind = 'training' and assignee_staff_id = ${curatorId} and day = ${a}::date and status = 'inProgress'`);
    await db.execute(sql`insert into application_day_counts (kind, assignee_staff_id, day, status, applications)
      values ('service', ${STRAY_ASSIGNEE}, ${a}::date, 'new', 4)`);
    await db.execute(sql`update application_day_status_counts set applications = applications + 5
      where kind = 'marketplace' and day = ${b}::date and status = 'rejection'`);
    const broken = await kanban(filters);
    expect(broken.exact.filter(Boolean).length).toBeLessThan(filters.length);

    const jobs = createJobQueue(t.database, { info: () => {}, warn: () => {}, error: () => {} });
    const logged: { msg: string; total?: number }[] = [];
    const log = {
      info: (obj: object, msg: string) => logged.push({ msg, ...obj }),
      warn: (obj: object, msg: string) => logged.push({ msg, ...obj }),
    };
    scheduleStatisticsRepair(jobs, db, log);
    const metricBefore = await corrected();
    await jobs.start('manual');
    try {
      await jobs.send(STATISTICS_REPAIR_JOB, {});
      expect(await jobs.runJobsNow()).toBe(1);
      expect(logged.at(-1)).toMatchObject({
        msg: 'statistics pre-aggregates repaired: rows corrected',
        total: 4,
        corrections: {
          payment_day_totals: 0,
          payment_day_sales: 0,
          student_day_signups: 0,
          subscription_month_spans: 0,
          application_day_counts: 3,
          application_day_status_counts: 1,
        },
      });
      const metricAfter = await corrected();
      expect((metricAfter.application_day_counts ?? 0) - (metricBefore.application_day_counts ?? 0)).toBe(3);
      expect(
        (metricAfter.application_day_status_counts ?? 0) - (metricBefore.application_day_status_counts ?? 0),
      ).toBe(1);
      const repaired = await kanban(filters);
      expect(repaired.answered).toEqual(before.answered);
      expect(repaired.exact.every(Boolean)).toBe(true);

      // A second run finds everything right.
      await jobs.send(STATISTICS_REPAIR_JOB, {});
      expect(await jobs.runJobsNow()).toBe(1);
      expect(logged.at(-1)).toMatchObject({ msg: 'statistics pre-aggregates checked' });
    } finally {
      await jobs.stop();
    }
  });

  it('reaches every application day over all time, and a stray row of a day with no applications', async () => {
    // Long before the demo data: an application whose count rows are gone (only its own day says it exists)
    // and count rows of a day with no applications at all.
    await insertTestApplications(t.database.db, [
      { kind: 'training', status: 'paid', assigneeStaffId: curatorId, createdAt: '2003-03-10T09:00:00Z' },
    ]);
    await t.database.db.execute(sql`delete from application_day_counts where day = '2003-03-10'::date`);
    await t.database.db.execute(
      sql`delete from application_day_status_counts where day = '2003-03-10'::date`,
    );
    await t.database.db.execute(sql`insert into application_day_counts (kind, assignee_staff_id, day, status, applications)
      values ('service', 0, '2003-06-15'::date, 'new', 2)`);
    await t.database.db.execute(sql`insert into application_day_status_counts (kind, day, status, applications)
      values ('service', '2003-06-15'::date, 'new', 2)`);
    const filters: Filter[] = [
      { dateFrom: '2003-01-01', dateTo: '2003-12-31' },
      { kind: 'training', dateFrom: '2003-03-10', dateTo: '2003-03-10', assignee: curatorId },
      { kind: 'service', dateFrom: '2003-06-15', dateTo: '2003-06-15', assignee: 'none' },
    ];
    expect((await kanban(filters)).exact).toEqual([false, false, false]);

    expect((await repairStatistics(t.database.db, { days: 7 })).total).toBe(0);
    const result = await repairStatistics(t.database.db, { allTime: true, batchDays: 60 });
    expect(result.from <= '2003-03-10').toBe(true);
    // The lost paid training application per assignee and per status; the stray rows set to 0.
    expect(result.corrections).toMatchObject({ application_day_counts: 2, application_day_status_counts: 2 });
    const repaired = await kanban(filters);
    expect(repaired.exact).toEqual([true, true, true]);
    expect(repaired.answered[1]).toMatchObject({ paid: 1 });
    expect(repaired.answered[2]).toMatchObject({ new: 0 });
  });

  it('stays exact while applications are written, moved and deleted concurrently with it', async () => {
    const db = t.database.db;
    async function writer(worker: number) {
      for (let i = 0; i < 15; i += 1) {
        await db.transaction(async (tx) => {
          const [id] = await insertTestApplications(tx, [
            {
              kind: worker % 2 === 0 ? 'training' : 'marketplace',
              assigneeStaffId: i % 3 === 0 ? curatorId : null,
              createdAt: new Date(Date.now() - (i % 2) * 86_400_000),
            },
          ]);
          if (i % 2 === 0) {
            await tx.execute(sql`update applications set status = 'inProgress', assignee_staff_id = ${curatorId}
              where id = ${id!}`);
          }
          if (i % 5 === 4) await tx.execute(sql`delete from applications where id = ${id!}`);
        });
      }
    }
    async function repairer() {
      let total = 0;
      for (let i = 0; i < 5; i += 1) total += (await repairStatistics(db, { days: 2, batchDays: 1 })).total;
      return total;
    }
    const [found] = await Promise.all([repairer(), ...Array.from({ length: 6 }, (_, w) => writer(w))]);
    expect(found).toBe(0);
    expect((await repairStatistics(db, { days: 2 })).total).toBe(0);
  });

  // PostgreSQL only: PGlite has one connection, so a transaction held open would block the repair for good.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "waits for an application written while it repairs that application's row, and keeps it",
    async () => {
      const db = t.database.db;
      const today = day(0);
      // A wrong row of today, so the repair rewrites exactly the row the open transaction is changing.
      await insertTestApplications(db, [{ kind: 'training', status: 'new', createdAt: new Date() }]);
      await db.execute(sql`update application_day_status_counts set applications = applications + 7
        where kind = 'training' and day = ${today}::date and status = 'new'`);

      let inserted!: () => void;
      const insertedPromise = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const writer = db.transaction(async (tx) => {
        await insertTestApplications(tx, [{ kind: 'training', status: 'new', createdAt: new Date() }]);
        inserted();
        await released;
      });
      await insertedPromise;
      const repair = repairApplicationCounts(db, today, day(1));
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await writer;
      const result = await repair;

      expect(result.application_day_status_counts).toBe(1);
      // The held application is counted: a second run finds nothing wrong.
      expect((await repairStatistics(db, { days: 1 })).total).toBe(0);
    },
  );
});
