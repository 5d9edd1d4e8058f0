import type { BackgroundTask, StartedTask } from '@school/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, applications } from '../../db/schema/applications.table';
import { insertTestApplications, insertTestService } from '../../test/application-fixtures';
import { courseFixtures } from '../../test/course-fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Record<string, string>;
let curator: Record<string, string>;
let mine: number[];
let others: number[];
let adminId: number;

beforeAll(async () => {
  t = await createTestApp({ jobs: true });
  admin = bearer(await t.loginAs('admin'));
  curator = bearer(await t.loginAs('curator'));
  const fx = courseFixtures(t);
  const db = t.database.db;
  adminId = await fx.staffId('admin');
  const ofCurator = await insertTestService(db, { staffId: await fx.staffId('curator'), name: 'Разбор' });
  const ofSpeaker = await insertTestService(db, { staffId: await fx.staffId('speaker'), name: 'Менторство' });
  mine = await insertTestApplications(
    db,
    [1, 2, 3].map((n) => ({ kind: 'service' as const, serviceId: ofCurator, name: `Ольга Пакетная${n}` })),
  );
  others = await insertTestApplications(db, [
    { kind: 'service', serviceId: ofSpeaker, name: 'Пётр Пакетный' },
    { kind: 'service', serviceId: ofSpeaker, name: 'Иван Другой', status: 'paid' },
  ]);
});
afterAll(() => t.close());

async function run(payload: object, headers = admin): Promise<BackgroundTask> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/applications/bulk/status',
    headers,
    payload,
  });
  expect(started.statusCode, started.body).toBe(202);
  const { task } = started.json<StartedTask>();
  expect(task).toMatchObject({ kind: 'bulk', action: 'applications.status', status: 'queued' });
  await t.app.jobs.runJobsNow();
  return (await t.app.inject({ url: `/api/tasks/${task.id}`, headers })).json<BackgroundTask>();
}

const statuses = async (of: number[]) =>
  (
    await t.database.db
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(inArray(applications.id, of))
  )
    .sort((a, b) => a.id - b.id)
    .map((row) => row.status);

describe('POST /api/applications/bulk/status', () => {
  it('changes the ticked applications as the single PATCH does (history line, first response)', async () => {
    const task = await run({ target: { ids: [mine[0], mine[1]] }, status: 'inProgress' });
    expect(task).toMatchObject({ status: 'done', total: 2, result: { changed: 2, skipped: 0, failed: 0 } });
    expect(await statuses(mine)).toEqual(['inProgress', 'inProgress', 'new']);
    const events = await t.database.db
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, mine[0]!), eq(applicationEvents.type, 'status')));
    expect(events).toMatchObject([{ fromStatus: 'new', toStatus: 'inProgress' }]);
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, mine[0]!));
    expect(row!.firstResponseAt).not.toBeNull();
    // The same status again is the single PATCH's 409: skipped, nothing written.
    const again = await run({ target: { ids: [mine[0], mine[1]] }, status: 'inProgress' });
    expect(again.result).toEqual({ changed: 0, skipped: 2, failed: 0 });
  });

  it('changes all matching a search, resolved when the job starts', async () => {
    const task = await run({
      target: { filter: { kind: 'service', search: 'пакетн' } },
      status: 'rejection',
    });
    expect(task).toMatchObject({ status: 'done', total: 4, result: { changed: 4, skipped: 0, failed: 0 } });
    expect(await statuses([...mine, ...others])).toEqual([
      'rejection',
      'rejection',
      'rejection',
      'rejection',
      'paid',
    ]);
  });

  it('lets a curator change only their own: the filter is narrowed, another’s id is skipped', async () => {
    const byFilter = await run({ target: { filter: { search: 'пакетн' } }, status: 'new' }, curator);
    expect(byFilter).toMatchObject({ total: 3, result: { changed: 3, skipped: 0, failed: 0 } });
    const byIds = await run({ target: { ids: [mine[0], others[0]] }, status: 'paid' }, curator);
    expect(byIds.result).toEqual({ changed: 1, skipped: 1, failed: 0 });
    expect(await statuses([mine[0]!, others[0]!])).toEqual(['paid', 'rejection']);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/applications/bulk/status',
      headers: curator,
      payload: { target: { filter: { staffId: adminId } }, status: 'new' },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('answers 400 before any task for a bad status, an empty target or an unknown filter value', async () => {
    for (const payload of [
      { target: { ids: [mine[0]] }, status: 'closed' },
      { target: { ids: [] }, status: 'new' },
      { target: { filter: { kind: 'shop' } }, status: 'new' },
      { status: 'new' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/applications/bulk/status',
        headers: admin,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
