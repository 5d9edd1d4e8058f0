import { PassThrough } from 'node:stream';
import { XLSX_TOO_MANY_ROWS } from '@school/contracts';
import { type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openEmptyTestDatabase } from '../test/test-app';
import { csvCellText } from './cell-text';
import { csvRows } from './csv-rows';
import { type CellKind, cell, type ExportCell } from './export-cells';
import { assertFitsXlsx } from './export-reply';
import { csvCellSql, rawCellSql } from './export-sql';
import { xlsxDownload, xlsxValue } from './xlsx-writer';

let database: Database;
beforeAll(async () => {
  database = await openEmptyTestDatabase();
});
afterAll(() => database.close());

const one = async (expression: SQL): Promise<string | null> => {
  const result = (await database.db.execute(sql`select ${expression} as v`)) as unknown as {
    rows: { v: string | null }[];
  };
  return result.rows[0]?.v ?? null;
};
/** The CSV text in SQL and in JavaScript (from the raw value), which must agree. */
const both = async (made: ExportCell, decimal: 'comma' | 'dot' = 'comma') => {
  const inSql = await one(csvCellSql(made, decimal));
  const inJs = csvCellText(made.kind, await one(rawCellSql(made)), decimal);
  expect(inJs).toBe(inSql);
  return inSql;
};

describe('the export cell writer', () => {
  it('writes money with a decimal comma and kopecks, `decimal=dot` for machines, no thousands separator', async () => {
    expect(await both(cell.money(sql`34900.00::numeric(12,2)`))).toBe('34900,00');
    expect(await both(cell.money(sql`1234567.5::numeric`))).toBe('1234567,50');
    expect(await both(cell.money(sql`34900::numeric`), 'dot')).toBe('34900.00');
    expect(await both(cell.fraction(sql`0.125::numeric`))).toBe('0,125');
    expect(await both(cell.integer(sql`42`))).toBe('42');
    expect(await both(cell.money(sql`null::numeric`))).toBeNull();
  });

  it('writes moments on the school clock: late evening UTC is the next Moscow day', async () => {
    expect(await both(cell.datetime(sql`'2026-11-27T22:30:00Z'::timestamptz`))).toBe('28.11.2026 01:30');
    expect(await both(cell.date(sql`'2026-03-08'::date`))).toBe('08.03.2026');
    expect(await one(rawCellSql(cell.datetime(sql`'2026-11-27T22:30:00Z'::timestamptz`)))).toBe(
      '2026-11-28T01:30:00',
    );
  });

  it('writes phones one way: after a tab, as the screens show them; anything else as guarded text', async () => {
    expect(await both(cell.phone(sql`'+79795241715'`))).toBe('\t+7 979 524-17-15');
    expect(await both(cell.phone(sql`'+4915112345678'`))).toBe('\t+4915112345678');
    expect(await both(cell.phone(sql`'=HYPERLINK(1)'`))).toBe("'=HYPERLINK(1)");
    expect(await one(rawCellSql(cell.phone(sql`'+79795241715'`)))).toBe('+7 979 524-17-15');
  });

  it('keeps the formula-injection guard on text (the .xlsx types it as text instead)', async () => {
    for (const start of ['=', '+', '-', '@']) {
      expect(await both(cell.text(sql`${`${start}1+1`}::text`))).toBe(`'${start}1+1`);
    }
    expect(await both(cell.text(sql`'Иванов'`))).toBe('Иванов');
    expect(await one(rawCellSql(cell.text(sql`'=1+1'`)))).toBe('=1+1');
  });

  it('types .xlsx values: numbers, days and the school wall-clock time', () => {
    expect(xlsxValue('money', '34900.00')).toBe(34900);
    expect(xlsxValue('date', '2026-03-08')).toEqual(new Date('2026-03-08T00:00:00Z'));
    expect(xlsxValue('datetime', '2026-11-28T01:30:00')).toEqual(new Date('2026-11-28T01:30:00Z'));
    expect(xlsxValue('text', '=1+1')).toBe('=1+1');
    expect(xlsxValue('integer', null)).toBeNull();
  });
});

describe('COPY`s CSV read back into rows', () => {
  it('splits cells on ; and lines, keeps quoted ; "" and newlines across chunks, null vs empty text', async () => {
    async function* chunks() {
      yield '1;"a;b";;""\n2;"x""y';
      yield Buffer.from('\nz";\t+7;q\n');
    }
    const rows: (string | null)[][] = [];
    for await (const batch of csvRows(chunks())) rows.push(...batch);
    expect(rows).toEqual([
      ['1', 'a;b', null, ''],
      ['2', 'x"y\nz', '\t+7', 'q'],
    ]);
  });
});

describe('an .xlsx', () => {
  it('holds typed cells a spreadsheet sums, with RUB and date formats', async () => {
    const kinds: CellKind[] = ['integer', 'text', 'money', 'datetime'];
    async function* rows() {
      yield [['1', '=1+1', '34900.00', '2026-11-28T01:30:00']];
    }
    const download = await xlsxDownload({ header: ['ID', 'Имя', 'Сумма', 'Дата'], kinds }, rows());
    const book = new ExcelJS.Workbook();
    await book.xlsx.read(download.pipe(new PassThrough()));
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([undefined, 'ID', 'Имя', 'Сумма', 'Дата']);
    const row = sheet?.getRow(2);
    expect(row?.getCell(1).value).toBe(1);
    expect(row?.getCell(2).value).toBe('=1+1');
    expect(row?.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(row?.getCell(3).value).toBe(34900);
    expect(row?.getCell(3).numFmt).toContain('₽');
    expect(row?.getCell(4).value).toEqual(new Date('2026-11-28T01:30:00Z'));
    expect(row?.getCell(4).numFmt).toBe('dd.mm.yyyy hh:mm');
  });

  it('is refused past a sheet`s rows with a field message pointing to the CSV (a small limit injected)', async () => {
    await expect(assertFitsXlsx(async (cap) => Math.min(3, cap + 1), 3)).resolves.toBeUndefined();
    await expect(assertFitsXlsx(async (cap) => Math.min(4, cap + 1), 3)).rejects.toMatchObject({
      statusCode: 400,
      errors: [{ path: 'format', message: XLSX_TOO_MANY_ROWS }],
    });
  });
});
