import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { CopyOutBlob } from '../../db/copy-out';
import { seedManyStudents } from '../../seed/people/students-bulk-seed';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

/**
 * users.csv when its database fails: before the first byte the answer is the API's JSON error; after it
 * the connection is cut, so the download is visibly incomplete — never a 500 labelled gzip or a 200 that
 * looks whole.
 */
let t: TestApp;
let admin: Record<string, string>;
/** How many PGlite COPYs of the export (one per 10,000 rows) succeed before the next one fails. */
let copiesBeforeFailure = 0;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.loginAs('admin'));
  // Past 10,000 students PGlite copies the export in two batches.
  await seedManyStudents(t.database.db, 9_800, () => {});
  // The batched export (PGlite's) on either database; its COPYs are faked, its id queries are real.
  const failing: CopyOutBlob = async () => {
    if (copiesBeforeFailure-- <= 0) {
      throw Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
    }
    return new TextEncoder().encode('1;row\n');
  };
  app = await buildApp({
    config: t.config,
    // No replica (TEST_DATABASE_READ_URL): the export must read through the failing COPY above.
    database: { ...t.database, copyOut: undefined, copyOutBlob: failing, replica: undefined },
  });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const exportCsv = () =>
  app.inject({
    url: '/api/students/csv',
    headers: { ...admin, 'accept-encoding': 'gzip' },
  });

describe('GET /api/students/csv when the database fails', () => {
  it('answers 503 in the one JSON error shape, uncompressed, when the first query fails', async () => {
    copiesBeforeFailure = 0;
    const response = await exportCsv();
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Database unavailable',
      requestId: expect.any(String),
    });
  });

  it('cuts the connection when a query fails after the first bytes were sent', async () => {
    copiesBeforeFailure = 1;
    await expect(exportCsv()).rejects.toThrow();
  });
});
