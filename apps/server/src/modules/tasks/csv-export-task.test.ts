import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BackgroundTask, BackgroundTaskList, StartedTask } from '@school/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_TYPE } from '../../lists';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { StorageUnavailableError } from '../files';
import { CsvRowCounter, exportFailureText } from './csv-export-task';

/** Every list with a CSV: its «Экспорт» POST, and a query its section's page would send. */
const LISTS = [
  { url: '/api/students/csv', query: { orderBy: 'createdAt:asc' }, file: 'users.csv' },
  { url: '/api/payments/csv', query: {}, file: 'payments.csv' },
  { url: '/api/applications/csv', query: { kind: 'service' }, file: 'applications_service.csv' },
  { url: '/api/referrals/list/csv', query: {}, file: 'referrals.csv' },
  // No search: a period with nothing in it narrows it.
  {
    url: '/api/balances-history/csv',
    query: {},
    file: 'balances-history.csv',
    narrow: { dateFrom: '2001-01-01', dateTo: '2001-01-02' },
  },
] as const;

const LIMIT = 2;
let t: TestApp;
let admin: string;
let curator: string;

beforeAll(async () => {
  t = await createTestApp({ env: { EXPORT_STREAM_MAX_ROWS: String(LIMIT) }, jobs: true });
  admin = await t.loginAs('admin');
  curator = await t.loginAs('curator');
});
afterAll(async () => {
  await t?.close();
});

const rowsOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/).length - 1;
const qs = (query: Record<string, string>) => new URLSearchParams(query).toString();
const getCsv = (url: string, query: Record<string, string>, token = admin) =>
  t.app.inject({ method: 'GET', url: `${url}?${qs(query)}`, headers: bearer(token) });
const postCsv = (url: string, body: Record<string, string>, token = admin) =>
  t.app.inject({ method: 'POST', url, payload: body, headers: bearer(token) });
const myTasks = async (token = admin) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/tasks', headers: bearer(token) })
  ).json<BackgroundTaskList>().items.length;

describe('POST …/csv: streamed up to EXPORT_STREAM_MAX_ROWS, a background task past it', () => {
  for (const list of LISTS) {
    it(`${list.url}: over the limit → 202 and a task whose file is byte-for-byte the GET's CSV`, async () => {
      const direct = await getCsv(list.url, list.query);
      expect(direct.statusCode, direct.body).toBe(200);
      const rows = rowsOf(direct.body);
      expect(rows).toBeGreaterThan(LIMIT);

      const started = await postCsv(list.url, list.query);
      expect(started.statusCode, started.body).toBe(202);
      const { task } = started.json<StartedTask>();
      expect(task).toMatchObject({ kind: 'export', status: 'queued', done: 0, file: null });

      await t.app.jobs.runJobsNow();
      const done = (
        await t.app.inject({ method: 'GET', url: `/api/tasks/${task.id}`, headers: bearer(admin) })
      ).json<BackgroundTask>();
      expect(done).toMatchObject({ status: 'done', done: rows, total: rows, error: null });
      expect(done.file).toEqual({ name: list.file, size: direct.rawPayload.length });

      const file = await t.app.inject({
        method: 'GET',
        url: `/api/tasks/${task.id}/file`,
        headers: bearer(admin),
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('text/csv');
      expect(file.rawPayload.equals(direct.rawPayload)).toBe(true);
    });

    it(`${list.url}: format=xlsx past the limit → a task whose .xlsx has every row`, async () => {
      const rows = rowsOf((await getCsv(list.url, list.query)).body);
      const started = await postCsv(list.url, { ...list.query, format: 'xlsx' });
      expect(started.statusCode, started.body).toBe(202);
      const { task } = started.json<StartedTask>();
      await t.app.jobs.runJobsNow();
      const done = (
        await t.app.inject({ method: 'GET', url: `/api/tasks/${task.id}`, headers: bearer(admin) })
      ).json<BackgroundTask>();
      expect(done).toMatchObject({ status: 'done', done: rows, total: rows, error: null });
      expect(done.file?.name).toBe(list.file.replace(/\.csv$/, '.xlsx'));
      const file = await t.app.inject({ url: `/api/tasks/${task.id}/file`, headers: bearer(admin) });
      expect(file.headers['content-type']).toBe(XLSX_TYPE);
      const book = new ExcelJS.Workbook();
      await book.xlsx.read(new PassThrough().end(file.rawPayload));
      expect(book.worksheets[0]?.rowCount).toBe(rows + 1);
    });

    it(`${list.url}: at most the limit → the CSV itself, as the GET streams it, no task`, async () => {
      const narrow = { ...list.query, ...('narrow' in list ? list.narrow : { search: 'нетакихстрок' }) };
      const before = await myTasks();
      const answer = await postCsv(list.url, narrow);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toContain('text/csv');
      expect(answer.headers['content-disposition']).toContain(list.file);
      expect(answer.rawPayload.equals((await getCsv(list.url, narrow)).rawPayload)).toBe(true);
      expect(await myTasks()).toBe(before);
    });

    it(`${list.url}: a bad filter or sort is a 400 before any task`, async () => {
      const before = await myTasks();
      const badSort = await postCsv(list.url, { ...list.query, orderBy: 'nosuchfield:asc' });
      expect(badSort.statusCode).toBe(400);
      const badDate = await postCsv(list.url, { ...list.query, dateFrom: 'вчера' });
      expect(badDate.statusCode).toBe(400);
      expect(await myTasks()).toBe(before);
    });
  }

  it('applications: kind is required and a curator exports only their own (as the GET)', async () => {
    const before = await myTasks(curator);
    const noKind = await postCsv('/api/applications/csv', {}, curator);
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().errors[0].path).toBe('kind');
    expect(await myTasks(curator)).toBe(before);

    const own = await getCsv('/api/applications/csv', { kind: 'service' }, curator);
    const answer = await postCsv('/api/applications/csv', { kind: 'service' }, curator);
    if (rowsOf(own.body) <= LIMIT) {
      expect(answer.rawPayload.equals(own.rawPayload)).toBe(true);
      return;
    }
    const { task } = answer.json<StartedTask>();
    await t.app.jobs.runJobsNow();
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/tasks/${task.id}/file`,
      headers: bearer(curator),
    });
    expect(file.rawPayload.equals(own.rawPayload)).toBe(true);
  });

  it('is for the GET’s roles: a curator gets 403 on students, payments and referrals', async () => {
    for (const url of ['/api/students/csv', '/api/payments/csv', '/api/referrals/list/csv']) {
      expect((await postCsv(url, {}, curator)).statusCode).toBe(403);
    }
  });
});

describe('the export job’s pieces', () => {
  it('counts rows, not newlines inside quoted cells', async () => {
    const counter = new CsvRowCounter();
    const parts = [
      '\uFEFFИмя;Заметка\n',
      'Анна;"две\nстроки"\n',
      'Борис;"с ""кавычками""',
      ' и\nпереносом"\nВера;-\n',
    ];
    await pipeline(Readable.from(parts.map((part) => Buffer.from(part))), counter, async function* (source) {
      for await (const _ of source) yield '';
    });
    expect(counter.rows).toBe(3);
  });

  it('fails in words, without internals', () => {
    expect(exportFailureText(new Error('connection terminated unexpectedly'))).toBe(
      'Не удалось выгрузить файл: ошибка на сервере, запустите экспорт ещё раз',
    );
    expect(exportFailureText(new StorageUnavailableError())).toMatch(/^Не удалось выгрузить файл: хранилище/);
  });
});
