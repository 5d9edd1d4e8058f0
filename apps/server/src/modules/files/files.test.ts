import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGE_MAX_BYTES } from '@school/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/files.table';
import { bearer, createTestApp, multipartFile, type TestApp } from '../../test/test-app';

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
    // An unguessable key, not the sequential id (ids could be walked).
    expect(stored.url).toMatch(
      /^\/api\/storage\/[0-9a-f]{32}\/%D0%B0%D0%B2%D0%B0%D1%82%D0%B0%D1%80%201\.png$/,
    );

    const download = await t.app.inject({ method: 'GET', url: stored.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers 404 for the right key with a wrong name, and for the sequential id', async () => {
    const stored = (await upload('image', 'a.png', 'image/png', PNG)).json();
    const key = stored.url.split('/')[3];
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
    expect(await get(`/api/storage/${key}/other.png`)).toBe(404);
    expect(await get(`/api/storage/${stored.id}/a.png`)).toBe(404);
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

  it('serves an attachment at its storage URL only to its uploader, as a download', async () => {
    const pdf = Buffer.from('%PDF-1.4\n% test document\n');
    const response = await upload('attachment', 'Программа курса.PDF', 'application/pdf', pdf);
    expect(response.statusCode).toBe(201);
    const stored = response.json();
    expect(stored).toMatchObject({ kind: 'attachment', mimeType: 'application/pdf' });
    expect(stored.url).toMatch(/^\/api\/storage\/[0-9a-f]{32}\//);

    expect((await t.app.inject({ method: 'GET', url: stored.url })).statusCode).toBe(401);
    const otherStaff = bearer(await t.loginAs('admin'));
    expect((await t.app.inject({ method: 'GET', url: stored.url, headers: otherStaff })).statusCode).toBe(
      404,
    );

    const download = await t.app.inject({ method: 'GET', url: stored.url, headers: bearer(token) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''/);
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses an attachment named as an image whose bytes are not that image', async () => {
    const text = Buffer.from('just some text, not an image');
    for (const name of ['fake.png', 'fake.JPG', 'fake.jpeg', 'fake.gif', 'fake.bmp']) {
      const response = await upload('attachment', name, 'image/png', text);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().errors).toEqual([
        { path: 'file', message: 'File content does not match its extension' },
      ]);
    }
    const pngNamedJpg = await upload('attachment', 'photo.jpg', 'image/jpeg', PNG);
    expect(pngNamedJpg.statusCode).toBe(400);
    expect(pngNamedJpg.json().errors).toEqual([
      { path: 'file', message: 'File content does not match its extension' },
    ]);
    const real = await upload('attachment', 'Схема.png', 'image/png', PNG);
    expect(real.statusCode).toBe(201);
    expect(real.json()).toMatchObject({ kind: 'attachment', mimeType: 'image/png' });
  });

  it('keeps an SVG attachment a download, never an inline image', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const stored = (await upload('attachment', 'схема.svg', 'image/svg+xml', svg)).json();
    const download = await t.app.inject({ method: 'GET', url: stored.url, headers: bearer(token) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['content-security-policy']).toContain('sandbox');
  });

  it('shortens a name over 100 characters to at most 100, keeping the extension, and serves it', async () => {
    const long = `${'Очень длинное имя файла '.repeat(6)}.png`;
    expect(long.length).toBeGreaterThan(140);
    const response = await upload('image', long, 'image/png', PNG);
    expect(response.statusCode).toBe(201);
    const stored = response.json();
    expect(stored.name).toBe(`${long.slice(0, 96).trimEnd()}.png`);
    expect(stored.name.length).toBeLessThanOrEqual(100);
    expect((await t.app.inject({ method: 'GET', url: stored.url })).statusCode).toBe(200);
  });

  it('answers 400 with a message for a multipart body cut short', async () => {
    const before = { rows: await storedCount(), disk: filesOnDisk().length };
    const { payload, headers } = multipartFile('file', 'a.pdf', 'application/pdf', Buffer.alloc(5000, 65));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/storage?kind=attachment',
      payload: payload.subarray(0, 3000),
      headers: { ...headers, ...bearer(token) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      message: 'Upload is incomplete',
      errors: [{ path: 'file', message: 'Upload is incomplete' }],
    });
    expect(await storedCount()).toBe(before.rows);
    expect(filesOnDisk()).toHaveLength(before.disk);
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
