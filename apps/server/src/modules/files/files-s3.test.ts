import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { IMAGE_MAX_BYTES, SERVER_MESSAGES } from '@school/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/files.table';
import { type S3TestServer, startS3TestServer } from '../../test/s3-test-server';
import { bearer, createTestApp, multipartFile, type TestApp } from '../../test/test-app';
import { unzip } from '../../test/unzip';
import { createS3Client } from './s3-file-store';

/** The files API with S3_* set: the same journeys as files.test.ts, with the bytes in a local s3rver. */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let s3: S3TestServer;
let t: TestApp;
let token: string;

beforeAll(async () => {
  s3 = await startS3TestServer();
  t = await createTestApp({ env: s3.env });
  token = await t.loginAs('admin');
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const upload = (kind: string, name: string, type: string, content: Buffer) => {
  const { payload, headers } = multipartFile('file', name, type, content);
  return t.app.inject({
    method: 'POST',
    url: `/api/storage?kind=${kind}`,
    payload,
    headers: { ...headers, ...bearer(token) },
  });
};

async function bucketKeys(): Promise<string[]> {
  const client = createS3Client(s3.settings);
  const keys: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: s3.settings.bucket, ContinuationToken }),
    );
    keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
    ContinuationToken = page.NextContinuationToken;
  } while (ContinuationToken);
  return keys;
}

async function rowCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(files);
  return row?.n ?? 0;
}

/** Every file the app left on local disk: uploads (must stay empty) and upload temp files. */
function localFiles(): string[] {
  return [t.config.uploadsDir, join(t.config.dataDir, '.tmp')].flatMap((dir) =>
    existsSync(dir)
      ? readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => entry.name)
      : [],
  );
}

const snapshot = async () => ({ rows: await rowCount(), objects: (await bucketKeys()).length });

describe('files in an S3 bucket', () => {
  it('keeps the demo files in the bucket and nothing under DATA_DIR/uploads', async () => {
    expect(t.config.s3?.bucket).toBe(s3.settings.bucket);
    const keys = await bucketKeys();
    expect(keys.length).toBe(await rowCount());
    expect(keys.length).toBeGreaterThan(0);
    expect(localFiles()).toEqual([]);
  });

  it('stores an upload in the bucket under its key and serves the same bytes', async () => {
    const response = await upload('image', 'обложка.png', 'image/png', PNG);
    expect(response.statusCode).toBe(201);
    const stored = response.json<{ id: number; url: string; size: number }>();
    expect(stored.size).toBe(PNG.length);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, stored.id));
    expect(await bucketKeys()).toContain(row?.storageKey);
    expect(localFiles()).toEqual([]);

    const download = await t.app.inject({ method: 'GET', url: stored.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-length']).toBe(String(PNG.length));
    expect(download.rawPayload.equals(PNG)).toBe(true);
  });

  it('serves an attachment to its uploader from the bucket', async () => {
    const pdf = Buffer.from('%PDF-1.4\n% test attachment\n');
    const stored = (await upload('attachment', 'Договор.pdf', 'application/pdf', pdf)).json<{
      url: string;
    }>();
    const download = await t.app.inject({ method: 'GET', url: stored.url, headers: bearer(token) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('streams a lesson zip from the bucket', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/lessons/1/files',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const entries = await unzip(response.rawPayload);
    expect(entries.get('Конспект урока.txt')?.toString()).toMatch(/^Конспект: /);
  });

  it('refuses uploads (too large, not an image) leaving no row, no object and no temp file', async () => {
    const before = await snapshot();
    const big = Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES + 1 - PNG.length)]);
    expect((await upload('image', 'big.png', 'image/png', big)).statusCode).toBe(413);
    expect((await upload('image', 'photo.png', 'image/png', Buffer.from('text'))).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
    expect(localFiles()).toEqual([]);
  });

  it('answers 503 in Russian while the bucket is down, stores nothing, and recovers without a restart', async () => {
    const existing = (await upload('image', 'до сбоя.png', 'image/png', PNG)).json<{ url: string }>();
    const before = await snapshot();

    await s3.stop();
    try {
      const refused = await upload('image', 'во время сбоя.png', 'image/png', PNG);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ statusCode: 503, message: SERVER_MESSAGES.storageUnavailable });
      expect(refused.json().message).toMatch(/Хранилище файлов/);
      expect(await rowCount()).toBe(before.rows);
      expect(localFiles()).toEqual([]);

      const download = await t.app.inject({ method: 'GET', url: existing.url });
      expect(download.statusCode).toBe(503);
      expect(download.json().message).toBe(SERVER_MESSAGES.storageUnavailable);

      // The lesson zip opens its first file before answering, so it is a 503 too, not a cut 200.
      const zip = await t.app.inject({ method: 'GET', url: '/api/lessons/1/files', headers: bearer(token) });
      expect(zip.statusCode).toBe(503);
    } finally {
      await s3.start();
    }
    expect((await bucketKeys()).length).toBe(before.objects);

    const again = await upload('image', 'после сбоя.png', 'image/png', PNG);
    expect(again.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: existing.url })).statusCode).toBe(200);
  });
});
