import type { BackgroundTask, BackgroundTaskList } from '@school/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff } from '../../db/schema/staff.table';
import { createJobQueue, type JobQueue } from '../../jobs';
import { bearer, createTestApp, DEMO_EMAILS, type TestApp } from '../../test/test-app';
import { createFileStore, type FileStore, newStorageKey } from '../files';
import { expireTaskFiles } from './expire-files-job';
import { defineTaskJob, startTask } from './task-jobs';

let t: TestApp;
let jobs: JobQueue;
let store: FileStore;
let adminToken: string;
let curatorToken: string;
let adminId: number;
const seen: number[][] = [];

beforeAll(async () => {
  t = await createTestApp();
  store = createFileStore(t.config);
  jobs = createJobQueue(t.database, { info() {}, warn() {}, error() {} });
  const db = t.database.db;
  defineTaskJob(
    jobs,
    db,
    'test.count',
    async ({ task, progress }) => {
      const upTo = Number(task.params.upTo);
      for (let n = 1; n <= upTo; n += 1) await progress(n, upTo);
      seen.push([upTo]);
      return { done: upTo, result: { counted: upTo } };
    },
    () => 'Не получилось',
  );
  defineTaskJob(
    jobs,
    db,
    'test.fail',
    async () => {
      throw new Error('connection terminated unexpectedly');
    },
    () => 'Не удалось выгрузить файл',
    { attempts: 1 },
  );
  defineTaskJob(
    jobs,
    db,
    'test.file',
    async () => {
      const temp = await store.createTemp();
      await new Promise<void>((resolve, reject) => {
        temp.stream.on('error', reject);
        temp.stream.end('\uFEFFИмя;Почта\nАнна;anna@example.test\n', resolve);
      });
      const key = newStorageKey('csv');
      await store.commit(temp.path, key);
      return { done: 1, file: { key, name: 'ученики.csv', size: 42 } };
    },
    () => 'Не получилось',
  );
  await jobs.start('manual');
  adminToken = await t.loginAs('admin');
  curatorToken = await t.loginAs('curator');
  [{ id: adminId }] = (await db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.email, DEMO_EMAILS.admin))) as [{ id: number }];
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
});

const getTask = async (id: number, token = adminToken) =>
  t.app.inject({ method: 'GET', url: `/api/tasks/${id}`, headers: bearer(token) });

describe('background tasks', () => {
  it('is queued when started, then done with its result once the job ran', async () => {
    const row = await startTask(jobs, t.database.db, {
      kind: 'bulk',
      action: 'test.count',
      staffId: adminId,
      params: { upTo: 3 },
    });
    const queued = await getTask(row.id);
    expect(queued.statusCode).toBe(200);
    expect(queued.json<BackgroundTask>()).toMatchObject({
      status: 'queued',
      done: 0,
      total: null,
      file: null,
    });

    expect(await jobs.runJobsNow()).toBe(1);
    const done = (await getTask(row.id)).json<BackgroundTask>();
    expect(done).toMatchObject({ status: 'done', done: 3, result: { counted: 3 }, error: null });
    expect(done.startedAt).not.toBeNull();
    expect(done.finishedAt).not.toBeNull();
  });

  it('keeps the Russian failure text after the last attempt', async () => {
    const row = await startTask(jobs, t.database.db, {
      kind: 'export',
      action: 'test.fail',
      staffId: adminId,
      params: {},
    });
    await jobs.runJobsNow();
    expect((await getTask(row.id)).json<BackgroundTask>()).toMatchObject({
      status: 'failed',
      error: 'Не удалось выгрузить файл',
    });
  });

  it('shows a task to its owner only', async () => {
    const row = await startTask(jobs, t.database.db, {
      kind: 'bulk',
      action: 'test.count',
      staffId: adminId,
      params: { upTo: 1 },
    });
    const other = await getTask(row.id, curatorToken);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ message: 'Задача не найдена' });
    const mine = await t.app.inject({ method: 'GET', url: '/api/tasks', headers: bearer(adminToken) });
    const theirs = await t.app.inject({ method: 'GET', url: '/api/tasks', headers: bearer(curatorToken) });
    expect(mine.json<BackgroundTaskList>().items.map((task) => task.id)).toContain(row.id);
    expect(theirs.json<BackgroundTaskList>().items).toEqual([]);
    await jobs.runJobsNow();
  });

  it('serves an export’s file to its owner until it expires', async () => {
    const row = await startTask(jobs, t.database.db, {
      kind: 'export',
      action: 'test.file',
      staffId: adminId,
      params: {},
    });
    await jobs.runJobsNow();
    expect((await getTask(row.id)).json<BackgroundTask>()).toMatchObject({
      status: 'done',
      file: { name: 'ученики.csv', size: 42 },
    });
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/tasks/${row.id}/file`,
      headers: bearer(adminToken),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('ученики.csv'));
    expect(file.body).toContain('Анна;anna@example.test');
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/tasks/${row.id}/file`,
      headers: bearer(curatorToken),
    });
    expect(foreign.statusCode).toBe(404);

    expect(await expireTaskFiles(t.database.db, store, new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(
      1,
    );
    expect((await getTask(row.id)).json<BackgroundTask>()).toMatchObject({ status: 'expired', file: null });
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/tasks/${row.id}/file`,
      headers: bearer(adminToken),
    });
    expect(gone.statusCode).toBe(404);
  });
});
