import type { Readable } from 'node:stream';
import { type StudentsListQuery, studentSearchWords } from '@school/contracts';
import { and, lte, sql } from 'drizzle-orm';
import type { CopyOut, CopyOutBlob } from '../../db/copy-out';
import { students } from '../../db/schema/students.table';
import type { Db } from '../../db/types';
import { CSV_BOM, csvLine } from './csv-format';
import { csvDownload } from './csv-stream';
import { CSV_OPTIONS, csvBatchQuery, csvQuery, STUDENTS_CSV_HEADER } from './students-csv';
import { studentFilterSql } from './students-filter';
import { type After, afterCondition, sortKeyText, studentOrder } from './students-list.sort';

/** Rows per PGlite COPY: ~1.5 MB, ~50 ms to the first byte. */
const BATCH = 10_000;

/**
 * users.csv for the list's filters, in the list's order, streamed: memory stays flat whatever the row
 * count, and PostgreSQL writes every byte. PostgreSQL: one COPY … TO STDOUT. PGlite, which answers COPY
 * with a whole blob: one COPY per batch of 10,000 rows, each sent as soon as it is ready and only as fast
 * as the client reads. Resolves once the first rows are there, so a query that fails at once is an error
 * before any header.
 */
export async function exportStudentsCsv(
  deps: { db: Db; copyOut?: CopyOut | undefined; copyOutBlob?: CopyOutBlob | undefined },
  filter: StudentsListQuery,
  batch = BATCH,
): Promise<Readable> {
  const head = CSV_BOM + csvLine(STUDENTS_CSV_HEADER);
  const { db, copyOut, copyOutBlob } = deps;
  if (copyOut) {
    // Without a search the list's order has an index to walk, so rows stream at once; a search's matches
    // are few enough to collect and sort (decision 004).
    const walkIndex = studentSearchWords(filter.search ?? '').length === 0;
    return csvDownload(head, await copyOut(csvQuery(filter), CSV_OPTIONS, { walkIndex }));
  }
  if (copyOutBlob) return csvDownload(head, batches({ db, copyOutBlob }, filter, batch));
  throw new Error('The database offers no COPY');
}

/**
 * The export's rows in batches along the list's order: the next `size` ids after the last batch's final
 * row (its sort key, as a bookmark holds it), then one COPY of exactly those students.
 */
async function* batches(
  { db, copyOutBlob }: { db: Db; copyOutBlob: CopyOutBlob },
  filter: StudentsListQuery,
  size: number,
): AsyncGenerator<Buffer> {
  // Students added while the export runs are left out: they were not there when it began.
  const [{ last } = { last: 0 }] = await db
    .select({ last: sql<number>`coalesce(max(${students.id}), 0)::int` })
    .from(students);
  const listed = and(studentFilterSql(filter), lte(students.id, last));
  let after: After | undefined;
  for (;;) {
    const rows = await db
      .select({ id: students.id, value: sortKeyText(filter.orderBy) })
      .from(students)
      .where(after ? and(listed, afterCondition(filter.orderBy, after)) : listed)
      .orderBy(...studentOrder(filter.orderBy))
      .limit(size);
    const lastRow = rows.at(-1);
    if (!lastRow) return;
    const ids = rows.map((row) => row.id);
    const bytes = await copyOutBlob(csvBatchQuery(ids, filter.orderBy), CSV_OPTIONS);
    yield Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (rows.length < size) return;
    after = lastRow;
  }
}
