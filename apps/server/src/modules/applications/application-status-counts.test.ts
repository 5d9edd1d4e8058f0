import { APPLICATION_KINDS, APPLICATION_STATUSES, type ApplicationKind } from '@school/contracts';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications.table';
import { insertTestApplications, insertTestService } from '../../test/application-fixtures';
import { courseFixtures } from '../../test/course-fixtures';
import { seededRandom } from '../../test/seeded-random';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ofStaff } from './applications.list';
import { statusCountsByKind } from './applications.repository';

/**
 * «Главная»'s waiting counts read application_status_counts (queue × status × service × course, kept by the
 * statement triggers of migration 0030). A seeded run of inserts, status changes, moves to another service or
 * course, services changing hands, course authors added and removed, and deletes checks after every step
 * that the table equals a raw `count(*) … group by` of the applications, and that the counts read from it —
 * the school's and each curator's or speaker's own — equal the applications counted under the list's owner
 * condition.
 */
let t: TestApp;
let staffIds: number[] = [];
let serviceIds: number[] = [];
let courseIds: number[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const fx = courseFixtures(t);
  staffIds = [await fx.staffId('admin'), await fx.staffId('curator'), await fx.staffId('speaker')];
  serviceIds = [
    await insertTestService(t.database.db, { staffId: staffIds[1]! }),
    await insertTestService(t.database.db, { staffId: staffIds[2]! }),
    await insertTestService(t.database.db, { staffId: null }),
  ];
  courseIds = [(await fx.createCourse()).id, (await fx.createCourse()).id];
});
afterAll(() => t.close());

type Row = { kind: string; status: string; service_id: number; course_id: number; n: number };
type Count = { kind: string; status: string; n: number };

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const byKey = <T extends { kind: string; status: string }>(list: T[]) =>
  [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** The table's non-zero rows (a count that drops to 0 keeps its row). */
const kept = () =>
  rows<Row>(sql`select kind, status, service_id, course_id, applications::int as n
    from application_status_counts where applications <> 0`);

const raw = () =>
  rows<Row>(sql`select kind, status, coalesce(service_id, 0) as service_id, coalesce(course_id, 0) as course_id,
      count(*)::int as n
    from applications group by 1, 2, 3, 4`);

/** The school's or one staff member's own applications counted from the rows, as the list counts them. */
const rawOwned = (owner: number | undefined) =>
  rows<Count>(sql`select kind, status, count(*)::int as n from applications
    ${owner === undefined ? sql`` : sql`where ${ofStaff(owner)}`} group by 1, 2`);

const nonZero = (list: Count[]) =>
  list.filter((row) => Number(row.n) !== 0).map(({ kind, status, n }) => ({ kind, status, n: Number(n) }));

describe('application_status_counts', () => {
  it('equals a raw count after inserts, status and target changes, owner changes and deletes', async () => {
    const random = seededRandom(31);
    const db = t.database.db;
    const ids: number[] = [];
    const target = (kind: ApplicationKind) => ({
      serviceId:
        kind === 'service' || (kind === 'marketplace' && random.chance(0.5)) ? random.pick(serviceIds) : null,
      courseId: kind !== 'service' && random.chance(0.7) ? random.pick(courseIds) : null,
    });
    const actions = ['insert', 'status', 'target', 'service owner', 'author', 'delete'] as const;
    for (let step = 0; step < 16; step++) {
      const action = step < 2 ? 'insert' : random.pick(actions);
      const some = random.shuffle(ids).slice(0, random.int(1, 4));
      if (action === 'insert') {
        const inserted = Array.from({ length: random.int(1, 8) }, () => {
          const kind = random.pick(APPLICATION_KINDS);
          return { kind, status: random.pick(APPLICATION_STATUSES), ...target(kind) };
        });
        ids.push(...(await insertTestApplications(db, inserted)));
      } else if (action === 'status') {
        await db
          .update(applications)
          .set({ status: random.pick(APPLICATION_STATUSES) })
          .where(inArray(applications.id, some));
      } else if (action === 'target') {
        // Service applications to another service, the others to another course (or none): one statement.
        await db.execute(sql`update applications set
            service_id = case when kind = 'service' then ${random.pick(serviceIds)}::int else service_id end,
            course_id = case when kind = 'service' then course_id else ${random.chance(0.8) ? random.pick(courseIds) : null}::int end
          where id in ${sql.raw(`(${some.join(', ')})`)}`);
      } else if (action === 'service owner') {
        await db.execute(sql`update services set staff_id = ${random.chance(0.8) ? random.pick(staffIds) : null}::int
          where id = ${random.pick(serviceIds)}`);
      } else if (action === 'author') {
        const [courseId, staffId] = [random.pick(courseIds), random.pick(staffIds)];
        await db.execute(
          random.chance(0.6)
            ? sql`insert into course_authors (course_id, staff_id) values (${courseId}, ${staffId}) on conflict do nothing`
            : sql`delete from course_authors where course_id = ${courseId} and staff_id = ${staffId}`,
        );
      } else {
        await db.delete(applications).where(inArray(applications.id, some));
        for (const id of some) ids.splice(ids.indexOf(id), 1);
      }

      const label = `step ${step} ${action}`;
      expect(byKey(await kept()), label).toEqual(byKey(await raw()));
      for (const owner of [undefined, ...staffIds]) {
        expect(byKey(nonZero(await statusCountsByKind(db, owner))), `${label} owner ${owner}`).toEqual(
          byKey(nonZero(await rawOwned(owner))),
        );
      }
    }
    expect(ids.length).toBeGreaterThan(0);
  });
});
