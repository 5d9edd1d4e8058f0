import { PassThrough } from 'node:stream';
import type { BalanceHistoryResponse } from '@school/contracts/balances';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseFixtures } from '../../test/course-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { accrue } from './ledger.service';

let t: TestApp;
let f: ReturnType<typeof courseFixtures>;
let speakerId = 0;
beforeAll(async () => {
  t = await createTestApp();
  f = courseFixtures(t);
  speakerId = await f.staffId('speaker');
  await accrue(t.database.db, { staffId: speakerId }, 34900);
});
afterAll(() => t.close());

type Role = 'admin' | 'curator' | 'speaker';
const get = async (url: string, role: Role) => t.app.inject({ url, headers: await f.as(role) });
const lines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\n');

describe('the balances history export', () => {
  it('gives a staff member their own history, money with a decimal comma', async () => {
    const response = await get('/api/balances-history/my/csv', 'speaker');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="balances-history.csv"');
    const rows = lines(response.body);
    expect(rows[0]).toBe('ID;Дата;Владелец;Операция;Сумма;Где;Основание');
    const own = (await get('/api/balances-history/my?take=100', 'speaker')).json<BalanceHistoryResponse>();
    expect(rows).toHaveLength(own.total + 1);
    expect(new Set(rows.slice(1).map((row) => row.split(';')[2])).size).toBe(1);
    expect(rows[1]).toMatch(/;Начисление;34900,00;Удержание;$/);
  });

  it('is everyone`s for admins only, as an .xlsx with money as numbers too', async () => {
    expect((await get('/api/balances-history/csv', 'curator')).statusCode).toBe(403);
    const response = await get(`/api/balances-history/csv?adminId=${speakerId}&format=xlsx`, 'admin');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="balances-history.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.read(new PassThrough().end(response.rawPayload));
    const amount = book.worksheets[0]?.getRow(2).getCell(5);
    expect(amount?.value).toBe(34900);
    expect(amount?.type).toBe(ExcelJS.ValueType.Number);
  });
});
