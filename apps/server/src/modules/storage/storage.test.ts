import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGE_MAX_BYTES } from '@school/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, multipartFile, type TestApp } from '../../test/test-app';
import { files } from './files.table';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAs('curator');
});
afterAll(() => t.close());

const upload = (kind: string, name: string, type: string, content: Buffer, field = 'file') => {
  const { payload, headers } = multipartFile(field, name, type, content);
  return t.app.inject({
    method: 'POST',
    url: `/api/storage?kind=${kind}`,
    payload,
    headers: { ...headers, ...bearer(token) },
  });
};

async function storedCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(files);
  return row?.n ?? 0;
}

/** Every regular file under UPLOADS_DIR, temp files included. */
function filesOnDisk(): string[] {
  try {
    return readdirSync(t.config.uploadsDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

describe('POST /api/storage', () => {
  it('stores a PNG and serves the same bytes at its URL', async () => {
    const response = await upload('image', 'аватар 1.png', 'image/png', PNG);
    expect(response.statusCode).toBe(201);
    const stored = response.json();
    expect(stored).toMatchObject({
      name: 'аватар 1.png',
      mimeType: 'image/png',
      size: PNG.length,
      kind: 'image',
    });
    expect(stored.url).toBe(`/api/storage/${stored.id}/${encodeURIComponent('аватар 1.png')}`);

    const download = await t.app.inject({ method: 'GET', url: stored.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers 404 for the right id with a wrong name', async () => {
    const stored = (await upload('image', 'a.png', 'image/png', PNG)).json();
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/storage/${stored.id}/other.png` })).statusCode,
    ).toBe(404);
  });

  it('refuses an image over 1,000,000 bytes with 413 and stores nothing', async () => {
    const before = { rows: await storedCount(), disk: filesOnDisk().length };
    const big = Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES + 1 - PNG.length)]);
    expect(big.length).toBe(1_000_001);
    const response = await upload('image', 'big.png', 'image/png', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, message: 'File too large' });
    expect(await storedCount()).toBe(before.rows);
    expect(filesOnDisk()).toHaveLength(before.disk);
  });

  it('refuses a text file disguised as photo.png with 400 and stores nothing', async () => {
    const before = { rows: await storedCount(), disk: filesOnDisk().length };
    const response = await upload(
      'image',
      'photo.png',
      'image/png',
      Buffer.from('just some text, not an image'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'File is not an image',
      errors: [{ path: 'file', message: 'File is not an image' }],
    });
    expect(await storedCount()).toBe(before.rows);
    expect(filesOnDisk()).toHaveLength(before.disk);
  });

  it('refuses SVG as an image (it can carry script)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload('image', 'x.svg', 'image/svg+xml', svg)).statusCode).toBe(400);
  });

  it('refuses an .exe attachment', async () => {
    const response = await upload(
      'attachment',
      'setup.EXE',
      'application/octet-stream',
      Buffer.from('MZ....'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('File type is not allowed');
  });

  it('stores a .pdf attachment and serves it for download', async () => {
    const pdf = Buffer.from('%PDF-1.4\n% test document\n');
    const response = await upload('attachment', 'Программа курса.PDF', 'application/pdf', pdf);
    expect(response.statusCode).toBe(201);
    const stored = response.json();
    expect(stored).toMatchObject({ kind: 'attachment', mimeType: 'application/pdf' });
    const download = await t.app.inject({ method: 'GET', url: stored.url });
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''/);
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('answers 400 when the file is missing', async () => {
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/storage',
      headers: bearer(token),
      payload: {},
    });
    expect(noFile.statusCode).toBe(400);
    expect((await upload('image', 'a.png', 'image/png', PNG, 'other')).statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const { payload, headers } = multipartFile('file', 'a.png', 'image/png', PNG);
    expect((await t.app.inject({ method: 'POST', url: '/api/storage', payload, headers })).statusCode).toBe(
      401,
    );
  });
});
