import { APPLICATION_KINDS, APPLICATION_STATUSES, type ApplicationCounts } from '@school/contracts';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications.table';
import {
  type ApplicationCountsFilter,
  insertTestApplications,
  insertTestService,
  rawApplicationCounts,
} from '../../test/application-fixtures';
import { courseFixtures } from '../../test/course-fixtures';
import { seededRandom } from '../../test/seeded-random';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { readsDayCounts } from './applications.service';

/**
 * The kanban's counts read application_day_counts (kept by statement triggers) when nothing narrows the
 * rows past its keys. A seeded run of inserts, status changes, reassignments and deletes over January 2004
 * (no demo data there) checks them against a raw count after every step.
 */
let t: TestApp;
let admin: Record<string, string>;
let staffIds: number[] = [];
let serviceId = 0;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.loginAs('admin'));
  const fx = courseFixtures(t);
  staffIds = [await fx.staffId('admin'), await fx.staffId('curator'), await fx.staffId('speaker')];
  serviceId = await insertTestService(t.database.db, { staffId: staffIds[1]! });
});
afterAll(() => t.close());

type Filter = ApplicationCountsFilter;
const rawCounts = (filter: Filter) => rawApplicationCounts(t.database.db, filter);

async function apiCounts(filter: Filter): Promise<ApplicationCounts> {
  const query = new URLSearchParams(
    Object.entries(filter).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  const response = await t.app.inject({ url: `/api/applications/counts?${query}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ApplicationCounts>();
}

describe('kanban counts from application_day_counts', () => {
  it('equal a raw count after inserts, status changes, reassignments and deletes', async () => {
    const random = seededRandom(11);
    const db = t.database.db;
    const day = () => `2004-01-${String(random.int(1, 9)).padStart(2, '0')}`;
    const assignee = () => (random.chance(0.3) ? null : random.pick(staffIds));
    const ids: number[] = [];
    for (let step = 0; step < 12; step++) {
      const action = step < 2 ? 'insert' : random.pick(['insert', 'status', 'assign', 'delete'] as const);
      const some = random.shuffle(ids).slice(0, random.int(1, 4));
      if (action === 'insert') {
        const rows = Array.from({ length: random.int(1, 8) }, () => {
          const kind = random.pick(APPLICATION_KINDS);
          // Around midnight in Moscow too: 20:30–21:30 UTC is 23:30–00:30 there.
          const time = random.pick(['08:00', '20:45', '21:15']);
          return {
            kind,
            serviceId: kind === 'service' ? serviceId : null,
            status: random.pick(APPLICATION_STATUSES),
            assigneeStaffId: assignee(),
            createdAt: `${day()}T${time}:00Z`,
          };
        });
        ids.push(...(await insertTestApplications(db, rows)));
      } else if (action === 'status') {
        // One statement moving several rows, each to a random status (some to the one they have).
        const status = random.pick(APPLICATION_STATUSES);
        await db.update(applications).set({ status }).where(inArray(applications.id, some));
      } else if (action === 'assign') {
        await db
          .update(applications)
          .set({ assigneeStaffId: assignee() })
          .where(inArray(applications.id, some));
      } else {
        await db.delete(applications).where(inArray(applications.id, some));
        for (const id of some) ids.splice(ids.indexOf(id), 1);
      }

      const filters: Filter[] = [
        { dateFrom: '2004-01-01', dateTo: '2004-01-31' },
        { kind: random.pick(APPLICATION_KINDS), dateFrom: day(), dateTo: '2004-01-09' },
        { dateFrom: '2004-01-01', dateTo: '2004-01-31', assignee: 'none' },
        {
          kind: random.pick(APPLICATION_KINDS),
          dateFrom: '2004-01-01',
          dateTo: '2004-01-31',
          assignee: random.pick(staffIds),
        },
      ];
      for (const filter of filters) {
        expect(readsDayCounts({ ...filter, search: '' })).toBe(true);
        const counted = await apiCounts(filter);
        const raw = await rawCounts(filter);
        expect(counted.counts, `step ${step} ${action} ${JSON.stringify(filter)}`).toEqual(raw);
        expect(counted.total).toBe(Object.values(raw).reduce((sum, n) => sum + n, 0));
      }
    }
    expect(ids.length).toBeGreaterThan(0);
  });
});
