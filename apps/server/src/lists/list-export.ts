import type { Readable } from 'node:stream';
import type { ExportOptions } from '@school/contracts';
import type { Db } from '../db/types';
import type { CsvDeps } from './csv-export';
import { assertFitsXlsx } from './export-reply';

/** What a list gives an export (define-list.ts). */
interface ExportableList<Query> {
  csv: (deps: CsvDeps, query: Partial<Query> & Partial<ExportOptions>) => Promise<Readable>;
  xlsx: (deps: CsvDeps, query: Partial<Query>) => Promise<Readable>;
  csvCount: (db: Db, query: Partial<Query>, cap?: number) => Promise<number>;
}

/**
 * A list's export in the query's format: the CSV (decimal comma unless `decimal=dot`), or the .xlsx once
 * the rows are known to fit a sheet. Send it with sendExport.
 */
export async function listExport<Query>(
  list: ExportableList<Query>,
  deps: CsvDeps,
  query: Partial<Query> & Partial<ExportOptions>,
): Promise<Readable> {
  if (query.format !== 'xlsx') return list.csv(deps, query);
  await assertFitsXlsx((cap) => list.csvCount(deps.db, query, cap));
  return list.xlsx(deps, query);
}
