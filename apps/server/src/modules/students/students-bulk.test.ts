import type { BackgroundTask, StartedTask } from '@school/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit-events.table';
import { students } from '../../db/schema/students.table';
import { seedManyStudents } from '../../seed/people/students-bulk-seed';
import { courseFixtures } from '../../test/course-fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { resolveBulkTarget } from '../tasks';
import { studentsList } from './students.list';

let t: TestApp;
let admin: Record<string, string>;
let curator: Record<string, string>;
const ids: number[] = [];
let courseId: number;

beforeAll(async () => {
  t = await createTestApp({ jobs: true });
  admin = bearer(await t.loginAs('admin'));
  curator = bearer(await t.loginAs('curator'));
  for (let n = 1; n <= 5; n += 1) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/students',
      headers: admin,
      payload: { email: `bulk${n}@example.ru`, firstName: 'Мария', lastName: `Массовая${n}` },
    });
    ids.push(created.json<{ id: number }>().id);
  }
  courseId = (await courseFixtures(t).createCourse()).id;
});
afterAll(() => t.close());

const post = (path: string, payload: object, headers = admin) =>
  t.app.inject({ method: 'POST', url: `/api/students/bulk/${path}`, headers, payload });

/** Starts the task, runs the queue, answers the finished task. */
async function run(path: string, payload: object): Promise<BackgroundTask> {
  const started = await post(path, payload);
  expect(started.statusCode, started.body).toBe(202);
  const { task } = started.json<StartedTask>();
  expect(task).toMatchObject({ kind: 'bulk', status: 'queued', done: 0 });
  await t.app.jobs.runJobsNow();
  const done = await t.app.inject({ url: `/api/tasks/${task.id}`, headers: admin });
  return done.json<BackgroundTask>();
}

const statuses = async (of: number[]) =>
  (
    await t.database.db
      .select({ id: students.id, status: students.status })
      .from(students)
      .where(inArray(students.id, of))
  )
    .sort((a, b) => a.id - b.id)
    .map((row) => row.status);

describe('POST /api/students/bulk/status', () => {
  it('blocks the ticked students, each audited with its sessions ended; a repeat changes nothing', async () => {
    const picked = [ids[0]!, ids[1]!];
    const before = await t.database.db.select().from(students).where(eq(students.id, ids[0]!));
    const task = await run('status', { target: { ids: picked }, status: 0 });
    expect(task).toMatchObject({
      status: 'done',
      action: 'students.status',
      total: 2,
      done: 2,
      result: { changed: 2, skipped: 0, failed: 0 },
    });
    expect(await statuses(ids)).toEqual([0, 0, 1, 1, 1]);
    const after = await t.database.db.select().from(students).where(eq(students.id, ids[0]!));
    expect(after[0]!.tokenVersion).toBe(before[0]!.tokenVersion + 1);
    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'student.block'), inArray(auditEvents.entityId, picked)));
    expect(audited).toHaveLength(2);

    const again = await run('status', { target: { ids: picked }, status: 0 });
    expect(again.result).toEqual({ changed: 0, skipped: 2, failed: 0 });
    expect(await statuses(ids)).toEqual([0, 0, 1, 1, 1]);
  });

  it('unblocks all matching the list’s filter (search and status), resolved by the job', async () => {
    const task = await run('status', { target: { filter: { search: 'массовая', status: 0 } }, status: 1 });
    expect(task).toMatchObject({ status: 'done', total: 2, result: { changed: 2, skipped: 0, failed: 0 } });
    expect(await statuses(ids)).toEqual([1, 1, 1, 1, 1]);
  });

  it('unblocks the ticked students through the single action: audited, sessions kept, active ones skipped', async () => {
    const picked = [ids[3]!, ids[4]!];
    await run('status', { target: { ids: [ids[3]!] }, status: 0 });
    const before = await t.database.db.select().from(students).where(eq(students.id, ids[3]!));
    const task = await run('status', { target: { ids: picked }, status: 1 });
    expect(task).toMatchObject({ status: 'done', total: 2, result: { changed: 1, skipped: 1, failed: 0 } });
    expect(await statuses(ids)).toEqual([1, 1, 1, 1, 1]);
    const after = await t.database.db.select().from(students).where(eq(students.id, ids[3]!));
    expect(after[0]!.tokenVersion).toBe(before[0]!.tokenVersion);
    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'student.unblock'), inArray(auditEvents.entityId, picked)));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ entityId: ids[3], changes: { status: { from: 0, to: 1 } } });
  });

  it('skips ids that are gone', async () => {
    const task = await run('status', { target: { ids: [ids[2]!, 999_999] }, status: 0 });
    expect(task.result).toEqual({ changed: 1, skipped: 1, failed: 0 });
    await run('status', { target: { ids: [ids[2]!] }, status: 1 });
  });

  it('answers 400 before any task for an empty, too long or malformed target and a bad status', async () => {
    const bad = [
      { target: { ids: [] }, status: 0 },
      { target: { ids: Array.from({ length: 1001 }, (_, n) => n + 1) }, status: 0 },
      { target: { ids: [1], filter: {} }, status: 0 },
      { target: {}, status: 0 },
      { target: { ids: [1] }, status: 2 },
      { target: { filter: { search: 'ab' } }, status: 0 },
    ];
    for (const payload of bad) expect((await post('status', payload)).statusCode).toBe(400);
    const tasks = await t.app.inject({ url: '/api/tasks', headers: admin });
    expect(tasks.json<{ items: BackgroundTask[] }>().items.every((task) => task.status !== 'queued')).toBe(
      true,
    );
  });

  it('is for admins, as the single action', async () => {
    expect((await post('status', { target: { ids: [ids[0]!] }, status: 0 }, curator)).statusCode).toBe(403);
    expect((await post('access-course', { target: { ids: [ids[0]!] }, courseId }, curator)).statusCode).toBe(
      403,
    );
  });
});

describe('POST /api/students/bulk/access-course', () => {
  it('grants the course to all matching, skipping who already has it; a repeat skips them all', async () => {
    const single = await t.app.inject({
      method: 'POST',
      url: `/api/students/${ids[0]}/access-course`,
      headers: admin,
      payload: { courseId },
    });
    expect(single.statusCode).toBe(201);
    const task = await run('access-course', { target: { filter: { search: 'массовая' } }, courseId });
    expect(task).toMatchObject({ status: 'done', total: 5, result: { changed: 4, skipped: 1, failed: 0 } });
    const listed = await t.app.inject({
      url: `/api/students/${ids[4]}/list-of-purchased-courses`,
      headers: admin,
    });
    expect(listed.json<{ items: { courseId: number }[] }>().items.map((item) => item.courseId)).toContain(
      courseId,
    );
    const again = await run('access-course', { target: { ids }, courseId });
    expect(again.result).toEqual({ changed: 0, skipped: 5, failed: 0 });
  });

  it('answers 400 for an unknown course before any task', async () => {
    const response = await post('access-course', { target: { ids }, courseId: 999_999 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('courseId');
  });
});

describe('resolveBulkTarget', () => {
  it('walks a filter in id order in keyset batches, bounded by the largest id at its start', async () => {
    const where = studentsList.where(studentsList.filter({ search: 'массовая' }));
    const target = await resolveBulkTarget(
      t.database.db,
      { filter: { search: 'массовая' } },
      () => ({ table: students, id: students.id, where }),
      2,
    );
    expect(target.total).toBe(5);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/students',
      headers: admin,
      payload: { email: 'bulk-late@example.ru', firstName: 'Поздняя', lastName: 'Массовая' },
    });
    expect(created.statusCode).toBe(201);
    const batches: number[][] = [];
    for await (const batch of target.batches()) batches.push(batch);
    expect(batches).toEqual([ids.slice(0, 2), ids.slice(2, 4), ids.slice(4)]);
  });
});

describe('«Отменить» of a bulk block (issue 32)', () => {
  it('offers the undo with the finished task: all the blocked are active again, the log says so', async () => {
    const task = await run('status', { target: { ids }, status: 0 });
    expect(task.result).toEqual({ changed: 5, skipped: 0, failed: 0 });
    expect(task.undo).toMatchObject({
      token: expect.any(String),
      notUndone: ['завершённые сеансы заблокированных'],
    });
    expect(await statuses(ids)).toEqual([0, 0, 0, 0, 0]);

    const undone = await t.app.inject({
      method: 'POST',
      url: `/api/undo/${task.undo!.token}`,
      headers: admin,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ action: 'students.status', entity: 'student', ids });
    expect(await statuses(ids)).toEqual([1, 1, 1, 1, 1]);
    const unblocked = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'student.unblock'), inArray(auditEvents.entityId, ids)));
    expect(unblocked.length).toBeGreaterThanOrEqual(5);
  });

  it('puts 300 students back as they were after a block of them all', async () => {
    const [last] = await t.database.db.select({ id: sql<number>`max(${students.id})::int` }).from(students);
    await seedManyStudents(t.database.db, 300, () => {});
    const many = (
      await t.database.db.select({ id: students.id }).from(students).where(sql`${students.id} > ${last!.id}`)
    ).map((row) => row.id);
    expect(many).toHaveLength(300);
    const before = await statuses(many);
    const task = await run('status', { target: { ids: many }, status: 0 });
    expect(task.result?.changed).toBe(before.filter((status) => status === 1).length);
    expect(new Set(await statuses(many))).toEqual(new Set([0]));

    const undone = await t.app.inject({
      method: 'POST',
      url: `/api/undo/${task.undo!.token}`,
      headers: admin,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await statuses(many)).toEqual(before);
  });

  it('answers 409 naming who changed one of the students since, and changes nothing', async () => {
    const task = await run('status', { target: { ids: [ids[0]!, ids[1]!] }, status: 0 });
    const superAdmin = bearer(await t.loginAs('super-admin'));
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/students/${ids[1]}`,
      headers: superAdmin,
      payload: { firstName: 'Изменённая' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const clash = await t.app.inject({
      method: 'POST',
      url: `/api/undo/${task.undo!.token}`,
      headers: admin,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('Отменить нельзя: Соколова Ирина уже изменил(а) эти данные');
    expect(await statuses(ids)).toEqual([0, 0, 1, 1, 1]);
  });
});
