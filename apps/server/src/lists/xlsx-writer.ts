import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { CellKind } from './export-cells';

/**
 * An .xlsx of typed cells, streamed: exceljs's streaming writer commits each row into the zip as it comes,
 * and rows are fed only as fast as the client reads, so memory stays flat whatever the row count. The
 * values arrive as rawCellSql's text (dot decimals, ISO days and moments) and become numbers and dates.
 */
const FORMATS: Partial<Record<CellKind, string>> = {
  integer: '0',
  fraction: '0.00',
  money: '#,##0.00\\ "₽"',
  date: 'dd.mm.yyyy',
  datetime: 'dd.mm.yyyy hh:mm',
};
const WIDTHS: Record<CellKind, number> = {
  text: 24,
  integer: 10,
  fraction: 12,
  money: 14,
  date: 12,
  datetime: 17,
  phone: 18,
};

/**
 * A raw value as its cell's value. A moment is the school's wall-clock time written as if UTC: a sheet's
 * dates have no zone, and the reader must see the time the screens show.
 */
export function xlsxValue(kind: CellKind, raw: string | null): string | number | Date | null {
  if (raw === null) return null;
  switch (kind) {
    case 'integer':
    case 'fraction':
    case 'money':
      return Number(raw);
    case 'date':
      return new Date(`${raw.slice(0, 10)}T00:00:00Z`);
    case 'datetime':
      return new Date(`${raw}Z`);
    default:
      return raw;
  }
}

export interface XlsxSheet {
  header: readonly string[];
  kinds: readonly CellKind[];
  /** Called with the data rows written so far (a task's progress). */
  onRows?: ((rows: number) => void) | undefined;
}

/**
 * The download once the first rows have come (or none): a query failing at once rejects here, before any
 * header is sent, as csvDownload does; a later failure errors the returned stream.
 */
export async function xlsxDownload(
  sheet: XlsxSheet,
  rows: AsyncIterable<ReadonlyArray<ReadonlyArray<string | number | null>>>,
): Promise<Readable> {
  const batches = rows[Symbol.asyncIterator]();
  const first = await batches.next();
  const out = new PassThrough();
  write(sheet, first, batches, out).catch((error: unknown) => {
    batches.return?.();
    out.destroy(error as Error);
  });
  return out;
}

async function write(
  { header, kinds, onRows }: XlsxSheet,
  first: IteratorResult<ReadonlyArray<ReadonlyArray<string | number | null>>>,
  batches: AsyncIterator<ReadonlyArray<ReadonlyArray<string | number | null>>>,
  out: PassThrough,
): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet('Лист1', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = kinds.map((kind, index) => ({
    header: header[index] ?? '',
    width: WIDTHS[kind],
    style: FORMATS[kind] ? { numFmt: FORMATS[kind] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let written = 0;
  for (let batch = first; !batch.done; batch = await batches.next()) {
    for (const values of batch.value) {
      sheet.addRow(kinds.map((kind, index) => xlsxValue(kind, toRaw(values[index])))).commit();
      written += 1;
    }
    onRows?.(written);
    // The client's pace: while the zip waits for the client to read, no more rows are added.
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  sheet.commit();
  await book.commit();
}

const toRaw = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : String(value);
