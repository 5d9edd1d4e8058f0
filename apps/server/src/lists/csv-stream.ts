import { Readable } from 'node:stream';

/**
 * A CSV download once its query has produced its first bytes (or ended): `head` (BOM and header line),
 * then everything `body` yields. A query that fails at once (database down, a bad filter) thus rejects
 * here, before the route has sent a status or a header, and leaves as the API's JSON error (503 when the
 * database is unavailable). A failure later, mid-stream, errors the returned stream: the route then cuts
 * the connection (see csv-reply.ts), because the status line has gone and only an incomplete
 * download can say it failed.
 */
export async function csvDownload(head: string, body: AsyncIterable<string | Buffer>): Promise<Readable> {
  const rows = body[Symbol.asyncIterator]();
  const first = await rows.next();
  async function* all(): AsyncGenerator<string | Buffer> {
    yield head;
    if (first.done) return;
    yield first.value;
    // Delegating also returns `rows` early when the client goes away, which ends the query.
    yield* { [Symbol.asyncIterator]: () => rows };
  }
  return Readable.from(all(), { objectMode: false });
}
