import type { PublicSiteContent, SiteContent, SiteSection } from '@school/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit-events.table';
import { courseFixtures, PNG_1PX } from '../../test/course-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof courseFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = courseFixtures(t);
});
afterAll(() => t.close());

type Role = 'super-admin' | 'admin' | 'curator' | 'speaker';

const read = async (section: SiteSection, role: Role = 'admin') =>
  t.app.inject({ url: `/api/site-content/${section}`, headers: await f.as(role) });

const save = async (section: SiteSection, payload: object, role: Role = 'admin') =>
  t.app.inject({ method: 'PUT', url: `/api/site-content/${section}`, headers: await f.as(role), payload });

async function current(section: SiteSection): Promise<SiteContent> {
  const response = await read(section);
  expect(response.statusCode).toBe(200);
  return response.json<SiteContent>();
}

async function saveOk(section: SiteSection, payload: object): Promise<SiteContent> {
  const response = await save(section, payload);
  if (response.statusCode !== 200) throw new Error(`save: ${response.statusCode} ${response.body}`);
  return response.json<SiteContent>();
}

const fieldErrors = (body: string) => JSON.parse(body).errors as { path: string; message: string }[];

describe('the demo content', () => {
  it('fills all five sections with a title, text and links', async () => {
    for (const section of ['promo', 'promo-club', 'promo-marketplace', 'admin-info', 'earnings'] as const) {
      const content = await current(section);
      expect(content.title.length, section).toBeGreaterThan(0);
      expect(content.body, section).toContain('<p>');
      expect(content.links.length, section).toBeGreaterThan(0);
    }
    expect((await current('promo')).cover).not.toBeNull();
  });
});

describe('who may read and save', () => {
  it('lets a curator and a speaker read any section, admin-info included', async () => {
    for (const role of ['curator', 'speaker'] as const) {
      const response = await read('admin-info', role);
      expect(response.statusCode).toBe(200);
      expect(response.json<SiteContent>().section).toBe('admin-info');
    }
  });

  it('refuses a curator or speaker save (403) and anonymous callers (401)', async () => {
    for (const role of ['curator', 'speaker'] as const) {
      expect((await save('earnings', { title: 'Чужой' }, role)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/site-content/promo' })).statusCode).toBe(401);
    expect((await current('earnings')).title).not.toBe('Чужой');
  });

  it('answers 400 for an unknown section', async () => {
    expect(
      (await t.app.inject({ url: '/api/site-content/blog', headers: await f.as('admin') })).statusCode,
    ).toBe(400);
  });
});

describe('PUT /api/site-content/{section}', () => {
  it('saves the whole content as an admin, with who and when, and one audit event', async () => {
    const cover = await f.upload('image', 'Клуб.png', PNG_1PX);
    const pdf = await f.upload('attachment', 'Правила.pdf', Buffer.from('%PDF-1.4\n'));
    const before = await current('promo-club');
    const saved = await saveOk('promo-club', {
      title: '  Клуб выпускников  ',
      subtitle: 'Встречи каждый месяц',
      body: '<p>Привет, <strong>клуб</strong>!</p>',
      coverFileId: cover.id,
      links: [{ link: 'https://t.me/school_club', name: 'Чат клуба' }],
      files: [{ fileId: pdf.id, name: 'Правила клуба' }],
      version: before.version,
    });
    expect(saved).toMatchObject({
      section: 'promo-club',
      title: 'Клуб выпускников',
      subtitle: 'Встречи каждый месяц',
      body: '<p>Привет, <strong>клуб</strong>!</p>',
      cover: { id: cover.id, url: cover.url },
      links: [{ link: 'https://t.me/school_club', name: 'Чат клуба' }],
      files: [
        {
          file: {
            id: pdf.id,
            name: 'Правила.pdf',
            url: `/api/site-content/promo-club/files/${pdf.id}`,
            size: 9,
          },
          name: 'Правила клуба',
        },
      ],
    });
    expect(saved.version).not.toBe(before.version);
    expect(saved.updatedBy?.id).toBe(await f.staffId('admin'));
    expect(saved.updatedAt).not.toBeNull();
    expect(await current('promo-club')).toEqual(saved);

    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'site-content.save'));
    expect(events.some((event) => (event.changes as { section?: string }).section === 'promo-club')).toBe(
      true,
    );

    const download = await t.app.inject({
      url: `/api/site-content/promo-club/files/${pdf.id}`,
      headers: await f.as('curator'),
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('%PDF-1.4\n');
  });

  it('refuses a save on a stale version (409) and keeps the newer content', async () => {
    const { version } = await current('promo-marketplace');
    await saveOk('promo-marketplace', { title: 'Первое сохранение', version });
    const stale = await save('promo-marketplace', { title: 'Второе, по старой версии', version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/другой администратор/);
    expect((await current('promo-marketplace')).title).toBe('Первое сохранение');
  });

  it('sanitises the body: no script, no event handlers, no javascript: links', async () => {
    const saved = await saveOk('promo-marketplace', {
      title: 'Маркетплейс',
      body:
        '<p>Текст<script>alert(1)</script></p><img src="https://example.com/a.png" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">ссылка</a>',
    });
    for (const body of [saved.body, (await current('promo-marketplace')).body]) {
      expect(body).not.toMatch(/script|onerror|javascript:/i);
      expect(body).toContain('<p>Текст</p>');
    }
    const site = await t.app.inject({ url: '/api/public/content/promo-marketplace' });
    expect(site.json<PublicSiteContent>().body).not.toMatch(/script|onerror|javascript:/i);
  });

  it('names the bad field with a Russian message (400)', async () => {
    const badLink = await save('earnings', { links: [{ link: 'javascript:alert(1)', name: 'x' }] });
    expect(badLink.statusCode).toBe(400);
    expect(fieldErrors(badLink.body)).toContainEqual({
      path: 'links.0.link',
      message: 'Адрес должен начинаться с http:// или https://',
    });
    const empty = await save('earnings', { links: [{ link: '', name: 'Пусто' }] });
    expect(fieldErrors(empty.body)).toContainEqual({ path: 'links.0.link', message: 'Укажите адрес ссылки' });
    const long = await save('earnings', { title: 'я'.repeat(201) });
    expect(fieldErrors(long.body)[0]).toEqual({
      path: 'title',
      message: 'Заголовок — не длиннее 200 символов',
    });
    const bodyTooLong = await save('earnings', { body: `<p>${'а'.repeat(50_001)}</p>` });
    expect(bodyTooLong.statusCode).toBe(400);
    expect(fieldErrors(bodyTooLong.body)[0]?.path).toBe('body');
  });

  it('takes only an uploaded image as the cover and an own uploaded attachment as a file', async () => {
    const pdf = await f.upload('attachment', 'Отчёт.pdf', Buffer.from('%PDF-1.4\n'));
    const notImage = await save('earnings', { coverFileId: pdf.id });
    expect(fieldErrors(notImage.body)[0]?.path).toBe('coverFileId');
    const image = await f.upload('image', 'Фото.png', PNG_1PX);
    const notAttachment = await save('earnings', { files: [{ fileId: image.id, name: '' }] });
    expect(fieldErrors(notAttachment.body)[0]?.path).toBe('files.0.fileId');
    const others = await f.upload('attachment', 'Чужой.pdf', Buffer.from('%PDF-1.4\n'), 'curator');
    const notOwn = await save('earnings', { files: [{ fileId: others.id, name: '' }] });
    expect(fieldErrors(notOwn.body)[0]).toEqual({
      path: 'files.0.fileId',
      message: 'Можно прикрепить только файл, который вы загрузили',
    });
  });
});

describe('GET /api/public/content/{section}', () => {
  it('answers without a token, with an ETag and 304, and no private fields', async () => {
    const pdf = await f.upload('attachment', 'Прайс.pdf', Buffer.from('%PDF-1.4\n'));
    await saveOk('promo', {
      title: 'Онлайн-школа',
      body: '<p>Учитесь</p>',
      links: [{ link: 'https://example.com/courses', name: 'Курсы' }],
      files: [{ fileId: pdf.id, name: '' }],
    });
    const response = await t.app.inject({ url: '/api/public/content/promo' });
    expect(response.statusCode).toBe(200);
    const body = response.json<PublicSiteContent & Record<string, unknown>>();
    expect(body).toMatchObject({ section: 'promo', title: 'Онлайн-школа', body: '<p>Учитесь</p>' });
    expect(body).not.toHaveProperty('updatedBy');
    expect(body).not.toHaveProperty('updatedAt');
    expect(body).not.toHaveProperty('version');
    expect(body.files).toEqual([
      { name: 'Прайс.pdf', url: `/api/public/content/promo/files/${pdf.id}`, size: 9 },
    ]);

    const etag = response.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      url: '/api/public/content/promo',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    const file = await t.app.inject({ url: `/api/public/content/promo/files/${pdf.id}` });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('%PDF-1.4\n');
    expect((await t.app.inject({ url: `/api/public/content/promo-club/files/${pdf.id}` })).statusCode).toBe(
      404,
    );
  });

  it('keeps the staff-only sections private (404) and leaves the reviews route alone', async () => {
    expect((await t.app.inject({ url: '/api/public/content/admin-info' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/public/content/earnings' })).statusCode).toBe(404);
    const reviews = await t.app.inject({ url: '/api/public/content/reviews' });
    expect(reviews.statusCode).toBe(200);
    expect(reviews.json()).toHaveProperty('items');
  });

  it('does not serve a staff-only section file publicly', async () => {
    const content = await current('admin-info');
    const fileId = content.files[0]?.file.id ?? 1;
    expect((await t.app.inject({ url: `/api/public/content/admin-info/files/${fileId}` })).statusCode).toBe(
      404,
    );
  });
});
