import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends a CSV download made by `exportCsv`. `download` is awaited first: a query failing before the
 * first rows throws here, before any header, and leaves as the API's one JSON error (csv-stream.ts).
 */
export async function sendCsv(
  request: FastifyRequest,
  reply: FastifyReply,
  filename: string,
  download: Promise<Readable>,
) {
  const stream = await download;
  // Later the status is gone (or, gzipped, still buffered with its headers set): only cutting the
  // connection tells the client the file is incomplete, never a 500 labelled as gzip.
  stream.once('error', (error) => {
    request.log.error({ err: error }, `${filename} failed mid-stream; connection cut`);
    reply.raw.destroy();
  });
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}
