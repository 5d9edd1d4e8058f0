import type { ExportDecimal } from '@school/contracts';
import { and, lte, type SQL, sql } from 'drizzle-orm';
import type { CopyOut, CopyOutBlob } from '../db/copy-out';
import type { Db } from '../db/types';
import { CSV_BOM, csvLine } from './csv-format';
import { csvRows } from './csv-rows';
import { csvDownload } from './csv-stream';
import type { CsvDeclaration, ListDeclaration, ListQuery } from './declaration';
import type { ExportCell } from './export-cells';
import { cellList, copyOptions, csvCellSql, rawCellSql } from './export-sql';
import { filterWhere, type ListFilter } from './filter';
import { idsParam, idsWhere } from './page-queries';
import { type After, afterCondition, listOrder, sortKeyText } from './sort';
import { xlsxDownload } from './xlsx-writer';

/** A list that has a CSV. */
export type CsvList = ListDeclaration<ListQuery> & { csv: CsvDeclaration };

/** Rows per PGlite COPY: ~1.5 MB, ~50 ms to the first byte. */
const BATCH = 10_000;

const csvFrom = (list: CsvList): SQL => list.csv.from ?? sql`${list.table}`;

/** How each cell is written: the CSV's text for people, or the raw values the .xlsx writer types. */
export type CellWriter = (cell: ExportCell) => SQL;
export const csvWriter =
  (decimal: ExportDecimal = 'comma'): CellWriter =>
  (cell) =>
    csvCellSql(cell, decimal);

/** All matching rows in the list's order: the COPY source. */
export function csvQuery(
  list: CsvList,
  filter: ListFilter,
  orderBy: string | undefined,
  write: CellWriter = csvWriter(),
): SQL {
  const where = filterWhere(list, filter);
  return sql`select ${cellList(list.csv.cells, write)} from ${csvFrom(list)}${where ? sql` where ${where}` : sql``}
    order by ${sql.join(listOrder(list, orderBy), sql`, `)}`;
}

/** The rows with these ids, in the list's order: one PGlite COPY of the export. */
export function csvBatchQuery(
  list: CsvList,
  ids: readonly number[],
  orderBy: string | undefined,
  write: CellWriter,
): SQL {
  return sql`select ${cellList(list.csv.cells, write)} from ${csvFrom(list)} where ${idsWhere(list, idsParam(ids))}
    order by ${sql.join(listOrder(list, orderBy), sql`, `)}`;
}

export interface CsvDeps {
  db: Db;
  copyOut?: CopyOut | undefined;
  copyOutBlob?: CopyOutBlob | undefined;
}

/** What an export reads: the list, its filters and order, and how its cells are written. */
export interface ExportRows {
  list: CsvList;
  filter: ListFilter;
  orderBy: string | undefined;
  batch?: number | undefined;
}

/**
 * The list's rows for its filters, in the list's order, as COPY's CSV bytes, streamed: memory stays flat
 * whatever the row count, and the database writes every byte. PostgreSQL: one COPY … TO STDOUT. PGlite,
 * which answers COPY with a whole blob: one COPY per batch of 10,000 rows, each sent as soon as it is
 * ready and only as fast as the client reads.
 */
async function copyRows(deps: CsvDeps, rows: ExportRows, write: CellWriter): Promise<AsyncIterable<Buffer>> {
  const { db, copyOut, copyOutBlob } = deps;
  const { list, filter, orderBy } = rows;
  if (copyOut) {
    // Without a search the list's order has an index to walk, so rows stream at once; a search's matches
    // are few enough to collect and sort (decision 004).
    const walkIndex = filter.search.length === 0;
    return copyOut(csvQuery(list, filter, orderBy, write), copyOptions(list.csv.cells), { walkIndex });
  }
  if (copyOutBlob) return batches({ db, copyOutBlob }, rows, write);
  throw new Error('The database offers no COPY');
}

/**
 * The list's CSV (decimal comma unless `dot`). Resolves once the first rows are there, so a query that
 * fails at once is an error before any header.
 */
export async function exportCsv(deps: CsvDeps, rows: ExportRows, decimal: ExportDecimal = 'comma') {
  const head = CSV_BOM + csvLine(rows.list.csv.header);
  return csvDownload(head, await copyRows(deps, rows, csvWriter(decimal)));
}

/** The list's .xlsx: the same COPY of raw values, typed by the writer; rejects as exportCsv does. */
export async function exportXlsx(deps: CsvDeps, rows: ExportRows, onRows?: (rows: number) => void) {
  const { header, cells } = rows.list.csv;
  const kinds = cells.map((cell) => cell.kind);
  return xlsxDownload({ header, kinds, onRows }, csvRows(await copyRows(deps, rows, rawCellSql)));
}

/**
 * The export's rows in batches along the list's order: the next `size` ids after the last batch's final
 * row (its sort key, as a bookmark holds it), then one COPY of exactly those rows.
 */
async function* batches(
  { db, copyOutBlob }: { db: Db; copyOutBlob: CopyOutBlob },
  { list, filter, orderBy, batch: size = BATCH }: ExportRows,
  write: CellWriter,
): AsyncGenerator<Buffer> {
  // Rows added while the export runs are left out: they were not there when it began.
  const [{ last } = { last: 0 }] = await db
    .select({ last: sql<number>`coalesce(max(${list.id}), 0)::int` })
    .from(list.table);
  const listed = and(filterWhere(list, filter), lte(list.id, last));
  let after: After | undefined;
  for (;;) {
    const rows = (await db
      .select({ id: list.id, value: sortKeyText(list, orderBy) })
      .from(list.table)
      .where(after ? and(listed, afterCondition(list, orderBy, after)) : listed)
      .orderBy(...listOrder(list, orderBy))
      .limit(size)) as { id: number; value: string }[];
    const lastRow = rows.at(-1);
    if (!lastRow) return;
    const ids = rows.map((row) => row.id);
    const bytes = await copyOutBlob(csvBatchQuery(list, ids, orderBy, write), copyOptions(list.csv.cells));
    yield Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (rows.length < size) return;
    after = lastRow;
  }
}
