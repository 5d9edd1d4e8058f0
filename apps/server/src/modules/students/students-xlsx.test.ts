import { PassThrough } from 'node:stream';
import type { StudentsListResponse } from '@school/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_TYPE } from '../../lists';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.loginAs('admin'));
  await t.app.inject({
    method: 'POST',
    url: '/api/students',
    headers: admin,
    payload: {
      email: 'xlsx@example.ru',
      firstName: '=Формула',
      lastName: 'Таблицын',
      phone: '+7 999 000-11-22',
    },
  });
});
afterAll(() => t.close());

const sheetOf = async (payload: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.read(new PassThrough().end(payload));
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
};

/** The school's wall-clock time, to the minute, as the sheet's zone-less date holds it. */
const moscowMinute = (iso: string) => {
  const moment = new Date(new Date(iso).getTime() + 3 * 3_600_000);
  moment.setUTCSeconds(0, 0);
  return moment;
};

describe('users.xlsx (GET /api/students/csv?format=xlsx)', () => {
  it('has the CSV`s columns with typed cells: numbers, the school`s time as a date, the phone as text', async () => {
    const response = await t.app.inject({
      url: '/api/students/csv?format=xlsx&search=xlsx@example.ru',
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(response.headers['content-disposition']).toBe('attachment; filename="users.xlsx"');
    const sheet = await sheetOf(response.rawPayload);
    const csvHeader = (
      await t.app.inject({ url: '/api/students/csv?search=xlsx@example.ru', headers: admin })
    ).body
      .slice(1)
      .split('\n')[0];
    expect((sheet.getRow(1).values as string[]).slice(1).join(';')).toBe(csvHeader);
    expect(sheet.rowCount).toBe(2);

    const student = (
      await t.app.inject({ url: '/api/students?search=xlsx@example.ru', headers: admin })
    ).json<StudentsListResponse>().items[0];
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe(student?.id);
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.Number);
    // Text stays text in a sheet: no guard mark needed.
    expect(row.getCell(3).value).toBe('=Формула');
    expect(row.getCell(3).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(5).value).toBe('+7 999 000-11-22');
    expect(row.getCell(11).value).toEqual(moscowMinute(student?.createdAt ?? ''));
    expect(row.getCell(11).numFmt).toBe('dd.mm.yyyy hh:mm');
  });

  it('is the page`s «Экспорт» too (POST with format), and the roles are the CSV`s', async () => {
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/students/csv',
      headers: admin,
      payload: { search: 'xlsx@example.ru', format: 'xlsx' },
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.headers['content-disposition']).toBe('attachment; filename="users.xlsx"');
    expect((await sheetOf(posted.rawPayload)).rowCount).toBe(2);

    const curator = bearer(await t.loginAs('curator'));
    expect((await t.app.inject({ url: '/api/students/csv?format=xlsx', headers: curator })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: '/api/students/csv?format=xlsx' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/students/csv?format=pdf', headers: admin })).statusCode).toBe(
      400,
    );
  });
});
