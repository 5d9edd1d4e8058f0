import { inflateSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/courses.table';
import { createLocalFileStore, sniffImage } from '../../modules/files';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedDemoData } from '..';
import { DEMO_COURSES } from './courses.seed-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('course demo data', () => {
  it('has 30 courses in every status and seeding again adds nothing', async () => {
    expect(new Set(DEMO_COURSES.map((c) => c.status))).toEqual(new Set([0, 1, 2, 3, 4]));
    const before = await t.database.db.select({ total: count() }).from(courses);
    await seedDemoData(t.database.db, {
      info: () => {},
      fileStore: createLocalFileStore(t.config.uploadsDir),
    });
    const after = await t.database.db.select({ total: count() }).from(courses);
    expect(after).toEqual(before);
    expect(before[0]?.total).toBe(30);
  });

  it('serves covers that are real PNGs generated in code', async () => {
    const list = await t.app.inject({
      url: '/api/directions',
      headers: { authorization: `Bearer ${await t.loginAs('admin')}` },
    });
    const cover = list.json<{ items: { cover: string }[] }>().items[0]?.cover ?? '';
    const png = (await t.app.inject({ url: cover })).rawPayload;
    expect(sniffImage(png)).toEqual({ mimeType: 'image/png', extension: 'png' });
    const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
    expect(inflateSync(png.subarray(41, 41 + idatLength)).length).toBe((1 + width * 3) * height);
  });
});
