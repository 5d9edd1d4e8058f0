import { NEWS_MESSAGES, NEWS_TITLE_MAX, type NewsItem, type NewsListResponse } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseFixtures, PNG_1PX } from '../../test/course-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof courseFixtures>;
let adminId = 0;
let curatorId = 0;
let speakerId = 0;
beforeAll(async () => {
  t = await createTestApp();
  f = courseFixtures(t);
  adminId = await f.staffId('admin');
  curatorId = await f.staffId('curator');
  speakerId = await f.staffId('speaker');
});
afterAll(() => t.close());

type Role = 'super-admin' | 'admin' | 'curator' | 'speaker';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const post = async (payload: object, role: Role = 'admin', adminIdQuery?: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/news${adminIdQuery === undefined ? '' : `?adminId=${adminIdQuery}`}`,
    headers: await f.as(role),
    payload,
  });

async function create(payload: object, role: Role = 'admin', adminIdQuery?: number): Promise<NewsItem> {
  const response = await post({ title: 'Новость', ...payload }, role, adminIdQuery);
  if (response.statusCode !== 201) throw new Error(`create news: ${response.statusCode} ${response.body}`);
  return response.json<NewsItem>();
}

const patch = async (id: number, payload: object, role: Role = 'admin') =>
  t.app.inject({ method: 'PATCH', url: `/api/news/${id}`, headers: await f.as(role), payload });

const remove = async (id: number, role: Role = 'admin') =>
  t.app.inject({ method: 'DELETE', url: `/api/news/${id}`, headers: await f.as(role) });

async function list(query: string, role: Role = 'admin'): Promise<NewsListResponse> {
  const response = await t.app.inject({ url: `/api/news${query}`, headers: await f.as(role) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NewsListResponse>();
}

describe('POST /api/news', () => {
  it('lets a curator write their own news (adminId defaults to the caller) with an audit event', async () => {
    const response = await post(
      { title: '  Итоги недели ', contentHtml: '<p>Всё <b>хорошо</b></p>' },
      'curator',
    );
    expect(response.statusCode).toBe(201);
    const item = response.json<NewsItem>();
    expect(item).toMatchObject({
      adminId: curatorId,
      author: { id: curatorId },
      title: 'Итоги недели',
      contentHtml: '<p>Всё <b>хорошо</b></p>',
      cover: null,
      scheduled: false,
    });
    expect(Math.abs(Date.parse(item.publishedAt) - Date.now())).toBeLessThan(60_000);
    const [event] = await f.auditOf('news.create', item.id);
    expect(event).toMatchObject({ actorId: curatorId });
  });

  it('lets an admin write for another staff member, but not a curator (403)', async () => {
    const item = await create({ title: 'От имени спикера' }, 'admin', speakerId);
    expect(item.adminId).toBe(speakerId);
    expect((await post({ title: 'Чужая' }, 'curator', speakerId)).statusCode).toBe(403);
    expect((await post({ title: 'Своя' }, 'curator', curatorId)).statusCode).toBe(201);
    const unknown = await post({ title: 'Никому' }, 'admin', 999_999);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ path: 'adminId', message: 'Сотрудник не найден' }]);
  });

  it('sanitises the content: no script, no event handlers, no javascript: links', async () => {
    const item = await create({
      contentHtml:
        '<p onclick="steal()">Текст<script>alert(1)</script></p><a href="javascript:alert(1)">ссылка</a><img src="x" onerror="alert(1)"><a href="https://example.com">сайт</a>',
    });
    expect(item.contentHtml).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(item.contentHtml).toContain('<p>Текст</p>');
    expect(item.contentHtml).toContain('href="https://example.com"');
  });

  it('answers 400 naming the field, in Russian, for a title too long or empty', async () => {
    const long = await post({ title: 'я'.repeat(NEWS_TITLE_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toContainEqual({ path: 'title', message: NEWS_MESSAGES.titleTooLong });
    const empty = await post({ title: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toContainEqual({ path: 'title', message: NEWS_MESSAGES.titleRequired });
    const badDate = await post({ title: 'Дата', publishedAt: 'завтра' });
    expect(badDate.json().errors).toContainEqual({ path: 'publishedAt', message: NEWS_MESSAGES.publishedAt });
  });

  it('takes an uploaded image as the cover, and refuses an attachment', async () => {
    const image = await f.upload('image', 'cover.png', PNG_1PX);
    const item = await create({ coverFileId: image.id });
    expect(item.cover).toEqual({ id: image.id, url: image.url });
    const file = await f.upload('attachment', 'notes.txt', Buffer.from('текст'));
    const bad = await post({ title: 'С вложением', coverFileId: file.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('coverFileId');
  });

  it('marks an item published ahead as scheduled', async () => {
    const item = await create({ title: 'Запланированная', publishedAt: inDays(3) });
    expect(item.scheduled).toBe(true);
    const past = await create({ title: 'Вчерашняя', publishedAt: inDays(-1) });
    expect(past.scheduled).toBe(false);
  });
});

describe('GET /api/news', () => {
  it('pages by 15, newest publication first, scheduled items included for staff', async () => {
    for (let index = 0; index < 16; index++) await create({ title: `Пачка ${index}` }, 'speaker');
    const first = await list('', 'speaker');
    expect(first.items).toHaveLength(15);
    expect(first.total).toBeGreaterThan(16);
    const times = first.items.map((item) => Date.parse(item.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(first.items[0]?.scheduled).toBe(true);
    const second = await list('?skip=15&take=15', 'speaker');
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
  });

  it('filters by status, author and title search', async () => {
    const scheduled = await list('?status=scheduled&take=100');
    expect(scheduled.items.length).toBeGreaterThan(0);
    expect(scheduled.items.every((item) => item.scheduled)).toBe(true);
    const published = await list('?status=published&take=100');
    expect(published.items.every((item) => !item.scheduled)).toBe(true);
    expect(scheduled.total + published.total).toBe((await list('?take=1')).total);

    const mine = await list(`?adminId=${speakerId}&take=100`);
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((item) => item.adminId === speakerId)).toBe(true);

    const found = await list(`?search=${encodeURIComponent('ПАЧКА 1')}&take=100`);
    expect(found.items.map((item) => item.title).sort()).toEqual(
      ['Пачка 1', 'Пачка 10', 'Пачка 11', 'Пачка 12', 'Пачка 13', 'Пачка 14', 'Пачка 15'].sort(),
    );
    expect((await list('?search=%25_')).total).toBe(0);
  });

  it('sorts by title on request and refuses an unknown sort field', async () => {
    const byTitle = await list('?orderBy=title:asc&take=100');
    const titles = byTitle.items.map((item) => item.title.toLowerCase());
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'ru')));
    const bad = await t.app.inject({ url: '/api/news?orderBy=secret:asc', headers: await f.as('admin') });
    expect(bad.statusCode).toBe(400);
  });

  it('has the demo news, a scheduled one among them', async () => {
    const demo = await list(`?take=100&search=${encodeURIComponent('вебинар «портфолио')}`);
    expect(demo.items[0]).toMatchObject({ scheduled: true, author: { firstName: 'Анна' } });
  });
});

describe('PATCH and DELETE /api/news/{id}', () => {
  it('lets the author edit their own, with the content sanitised, and an admin edit anyone’s', async () => {
    const item = await create({ title: 'Черновик' }, 'curator');
    const edited = await patch(
      item.id,
      { title: 'Готово', contentHtml: '<p>Новый<script>x()</script></p>', publishedAt: inDays(2) },
      'curator',
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json<NewsItem>()).toMatchObject({
      title: 'Готово',
      contentHtml: '<p>Новый</p>',
      scheduled: true,
    });
    const [event] = await f.auditOf('news.update', item.id);
    expect(event?.changes).toMatchObject({ title: { from: 'Черновик', to: 'Готово' } });
    const byAdmin = await patch(item.id, { title: 'Поправил админ' }, 'admin');
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json<NewsItem>().adminId).toBe(curatorId);
  });

  it('answers 403 to a curator on another’s news and 404 on an unknown id', async () => {
    const item = await create({ title: 'Администраторская' }, 'admin');
    expect((await patch(item.id, { title: 'Взлом' }, 'curator')).statusCode).toBe(403);
    expect((await remove(item.id, 'curator')).statusCode).toBe(403);
    expect((await patch(999_999, { title: 'Нет такой' })).statusCode).toBe(404);
    expect((await remove(999_999)).statusCode).toBe(404);
    expect((await patch(item.id, {})).statusCode).toBe(400);
    const after = await list(`?adminId=${adminId}&take=100`);
    expect(after.items.find((news) => news.id === item.id)?.title).toBe('Администраторская');
  });

  it('lets the author delete their own, with an audit event', async () => {
    const item = await create({ title: 'Удалить' }, 'speaker');
    const response = await remove(item.id, 'speaker');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: item.id, undo: { token: expect.any(String) } });
    expect((await remove(item.id, 'speaker')).statusCode).toBe(404);
    const [event] = await f.auditOf('news.delete', item.id);
    expect(event).toMatchObject({ actorId: speakerId });
  });

  it('removes the cover with coverFileId null', async () => {
    const image = await f.upload('image', 'cover.png', PNG_1PX);
    const item = await create({ coverFileId: image.id });
    const response = await patch(item.id, { coverFileId: null });
    expect(response.json<NewsItem>().cover).toBeNull();
  });
});
