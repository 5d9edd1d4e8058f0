import type { Readable } from 'node:stream';
import {
  type ExportOptions,
  exportFilename,
  XLSX_MAX_DATA_ROWS,
  XLSX_TOO_MANY_ROWS,
} from '@school/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../http-errors';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Refuses an .xlsx past a sheet's rows (400 on `format`, pointing to the CSV). `count(cap)` counts the
 * export's rows up to `cap + 1`, so a huge list costs no more than the limit.
 */
export async function assertFitsXlsx(
  count: (cap: number) => Promise<number>,
  limit: number = XLSX_MAX_DATA_ROWS,
): Promise<void> {
  if ((await count(limit)) > limit) throw badRequest(XLSX_TOO_MANY_ROWS, 'format');
}

/**
 * Sends an export made by the kit (`list.csv` or `list.xlsx`, or a small one built in JavaScript) as an
 * attachment named after the CSV (`users.csv` → `users.xlsx`). `download` is awaited first: a query failing
 * before the first rows throws here, before any header, and leaves as the API's one JSON error
 * (csv-stream.ts).
 */
export async function sendExport(
  request: FastifyRequest,
  reply: FastifyReply,
  csvName: string,
  format: ExportOptions['format'],
  download: Promise<Readable>,
) {
  const filename = exportFilename(csvName, format);
  const stream = await download;
  // Later the status is gone (or, gzipped, still buffered with its headers set): only cutting the
  // connection tells the client the file is incomplete, never a 500 labelled as gzip.
  stream.once('error', (error) => {
    request.log.error({ err: error }, `${filename} failed mid-stream; connection cut`);
    reply.raw.destroy();
  });
  return reply
    .type(format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}
