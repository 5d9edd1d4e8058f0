import { Readable } from 'node:stream';
import type { StudentsListQuery } from '@school/contracts';
import type { CopyOut } from '../../db/copy-out';
import type { Db } from '../../db/types';
import { CSV_BOM, csvLine } from './csv-format';
import { CELL_COUNT, csvBatchQuery, csvQuery, STUDENTS_CSV_HEADER } from './students-csv';

const BATCH = 5000;

type CsvRow = { id: number } & Record<string, string | null>;

/**
 * users.csv for the list's filters, streamed: memory stays flat whatever the row count.
 * PostgreSQL: one COPY … CSV (fastest, see docs/performance.md). PGlite: keyset batches of 5,000 rows.
 */
export async function exportStudentsCsv(
  deps: { db: Db; copyOut?: CopyOut | undefined },
  filter: StudentsListQuery,
): Promise<Readable> {
  const head = CSV_BOM + csvLine(STUDENTS_CSV_HEADER);
  if (deps.copyOut) return deps.copyOut(csvQuery(filter), "FORMAT csv, DELIMITER ';'", head);
  return Readable.from(batches(deps.db, filter, head));
}

async function* batches(db: Db, filter: StudentsListQuery, head: string): AsyncGenerator<string> {
  yield head;
  let afterId = 0;
  for (;;) {
    const result = (await db.execute(csvBatchQuery(filter, afterId, BATCH))) as unknown as { rows: CsvRow[] };
    const { rows } = result;
    if (rows.length === 0) return;
    let chunk = '';
    for (const row of rows) {
      const cells: (string | null)[] = [];
      for (let index = 0; index < CELL_COUNT; index++) cells.push(row[`c${index}`] ?? null);
      chunk += csvLine(cells);
    }
    yield chunk;
    afterId = rows[rows.length - 1]!.id;
    if (rows.length < BATCH) return;
  }
}
