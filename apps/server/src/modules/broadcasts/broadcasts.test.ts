import type { Broadcast, BroadcastsResponse } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseFixtures, PNG_1PX } from '../../test/course-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof courseFixtures>;
let curatorId = 0;
let speakerId = 0;
let superId = 0;
beforeAll(async () => {
  t = await createTestApp();
  f = courseFixtures(t);
  curatorId = await f.staffId('curator');
  speakerId = await f.staffId('speaker');
  superId = await f.staffId('super-admin');
});
afterAll(() => t.close());

type Role = 'super-admin' | 'admin' | 'curator' | 'speaker';

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const post = async (payload: object, role: Role = 'admin', adminId?: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/broadcasts${adminId === undefined ? '' : `?adminId=${adminId}`}`,
    headers: await f.as(role),
    payload: { startsAt: inHours(24), ...payload },
  });

async function create(payload: object, role: Role = 'admin', adminId?: number): Promise<Broadcast> {
  const response = await post({ title: 'Эфир', ...payload }, role, adminId);
  if (response.statusCode !== 201)
    throw new Error(`create broadcast: ${response.statusCode} ${response.body}`);
  return response.json<Broadcast>();
}

const patch = async (id: number, payload: object, role: Role = 'admin') =>
  t.app.inject({ method: 'PATCH', url: `/api/broadcasts/${id}`, headers: await f.as(role), payload });

const remove = async (id: number, role: Role = 'admin') =>
  t.app.inject({ method: 'DELETE', url: `/api/broadcasts/${id}`, headers: await f.as(role) });

async function list(query: string, role: Role = 'admin'): Promise<BroadcastsResponse> {
  const response = await t.app.inject({ url: `/api/broadcasts${query}`, headers: await f.as(role) });
  expect(response.statusCode).toBe(200);
  return response.json<BroadcastsResponse>();
}

describe('GET /api/broadcasts', () => {
  it('splits upcoming (soonest first) from past (newest first)', async () => {
    const later = await create({ title: 'Через двое суток', startsAt: inHours(48) }, 'admin', superId);
    const soon = await create({ title: 'Через час', startsAt: inHours(1) }, 'admin', superId);
    const old = await create({ title: 'Неделю назад', startsAt: inHours(-168) }, 'admin', superId);
    const recent = await create({ title: 'Вчера', startsAt: inHours(-24) }, 'admin', superId);
    const mine = new Set([later.id, soon.id, old.id, recent.id]);
    const ids = (response: BroadcastsResponse) =>
      response.items.map((b) => b.id).filter((id) => mine.has(id));

    const upcoming = await list(`?adminId=${superId}&when=upcoming&take=100`, 'curator');
    expect(ids(upcoming)).toEqual([soon.id, later.id]);
    expect(upcoming.items.every((b) => b.upcoming && b.adminId === superId)).toBe(true);

    const past = await list(`?adminId=${superId}&when=past&take=100`, 'speaker');
    expect(ids(past)).toEqual([recent.id, old.id]);
    expect(past.items.every((b) => !b.upcoming)).toBe(true);

    const all = await list(`?adminId=${superId}&when=all&take=100`);
    expect(ids(all)).toEqual([soon.id, later.id, recent.id, old.id]);
    expect(all.total).toBe(upcoming.total + past.total);
  });

  it('pages by 15 by default and says the total', async () => {
    const page = await list('?when=all');
    expect(page.items.length).toBeLessThanOrEqual(15);
    expect(page.total).toBeGreaterThanOrEqual(page.items.length);
  });

  it('refuses an unknown `when` with 400', async () => {
    const response = await t.app.inject({ url: '/api/broadcasts?when=soon', headers: await f.as('admin') });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/broadcasts', () => {
  it('lets a curator schedule their own (adminId defaults to the caller) with an audit event', async () => {
    const response = await post(
      {
        title: '  Разбор домашних заданий ',
        description: 'Отвечаем на вопросы',
        streamUrl: 'https://vk.com/video-1_2',
      },
      'curator',
    );
    expect(response.statusCode).toBe(201);
    const broadcast = response.json<Broadcast>();
    expect(broadcast).toMatchObject({
      adminId: curatorId,
      author: { id: curatorId },
      title: 'Разбор домашних заданий',
      description: 'Отвечаем на вопросы',
      streamUrl: 'https://vk.com/video-1_2',
      course: null,
      cover: null,
      upcoming: true,
    });
    const [event] = await f.auditOf('broadcast.create', broadcast.id);
    expect(event).toMatchObject({ actorId: curatorId });
  });

  it('lets an admin schedule for another, not a curator', async () => {
    expect((await create({}, 'admin', speakerId)).adminId).toBe(speakerId);
    expect((await post({ title: 'Чужой' }, 'curator', speakerId)).statusCode).toBe(403);
    expect((await post({ title: 'Свой' }, 'curator', curatorId)).statusCode).toBe(201);
  });

  it('answers 400 for an unknown author', async () => {
    const response = await post({ title: 'Никто' }, 'admin', 2_000_000_000);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'adminId', message: 'Сотрудник не найден' }]);
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:text/html,<b>x</b>'],
    ['ftp://example.com/stream'],
    ['не ссылка'],
  ])('refuses the stream link %s with a Russian field message', async (streamUrl) => {
    const response = await post({ title: 'Эфир', streamUrl });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'streamUrl', message: 'Ссылка должна начинаться с http:// или https://' },
    ]);
  });

  it('refuses an over-long title and description, and a missing start, on their fields', async () => {
    const title = await post({ title: 'Т'.repeat(201) });
    expect(title.statusCode).toBe(400);
    expect(title.json().errors).toEqual([{ path: 'title', message: 'Название — не длиннее 200 символов' }]);

    const description = await post({ title: 'Эфир', description: 'о'.repeat(3001) });
    expect(description.json().errors).toEqual([
      { path: 'description', message: 'Описание — не длиннее 3000 символов' },
    ]);

    const start = await post({ title: 'Эфир', startsAt: 'завтра' });
    expect(start.json().errors).toEqual([{ path: 'startsAt', message: 'Укажите дату и время начала' }]);
  });

  it('takes an uploaded image as the cover and refuses anything else', async () => {
    const image = await f.upload('image', 'cover.png', PNG_1PX);
    const withCover = await create({ coverFileId: image.id });
    expect(withCover.cover).toEqual({ id: image.id, url: image.url });

    const attachment = await f.upload('attachment', 'notes.txt', Buffer.from('конспект'));
    const refused = await post({ title: 'Эфир', coverFileId: attachment.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].path).toBe('coverFileId');
  });
});

describe('the course of a broadcast', () => {
  it('must exist (400), and be the curator’s own course (403); an admin picks any', async () => {
    const own = await f.createCourse();
    const other = await f.createCourse();
    expect((await f.assign('curator', own.id)).statusCode).toBe(200);

    const unknown = await post({ title: 'Эфир', courseId: 2_000_000_000 }, 'curator');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ path: 'courseId', message: 'Курс не найден' }]);

    expect((await post({ title: 'Эфир', courseId: other.id }, 'curator')).statusCode).toBe(403);

    const mine = await create({ courseId: own.id }, 'curator');
    expect(mine.course).toEqual({ id: own.id, name: own.name });

    expect((await patch(mine.id, { courseId: other.id }, 'curator')).statusCode).toBe(403);
    const byAdmin = await patch(mine.id, { courseId: other.id }, 'admin');
    expect(byAdmin.json<Broadcast>().course?.id).toBe(other.id);

    const cleared = await patch(mine.id, { courseId: null }, 'curator');
    expect(cleared.json<Broadcast>().course).toBeNull();
  });
});

describe('PATCH and DELETE /api/broadcasts/{id}', () => {
  it('let the author change and delete their broadcast', async () => {
    const broadcast = await create({ title: 'Старое' }, 'speaker');
    const changed = await patch(broadcast.id, { title: 'Новое', startsAt: inHours(-2) }, 'speaker');
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Broadcast>()).toMatchObject({ title: 'Новое', upcoming: false });
    const [event] = await f.auditOf('broadcast.update', broadcast.id);
    expect(event?.changes).toMatchObject({ title: { from: 'Старое', to: 'Новое' } });

    expect((await remove(broadcast.id, 'speaker')).json()).toMatchObject({
      id: broadcast.id,
      undo: { token: expect.any(String) },
    });
    expect((await remove(broadcast.id, 'speaker')).statusCode).toBe(404);
  });

  it('refuse another author (403) but let admins through', async () => {
    const broadcast = await create({ title: 'Эфир спикера' }, 'speaker');
    expect((await patch(broadcast.id, { title: 'Взлом' }, 'curator')).statusCode).toBe(403);
    expect((await remove(broadcast.id, 'curator')).statusCode).toBe(403);
    expect((await patch(broadcast.id, { title: 'Правка админа' }, 'admin')).statusCode).toBe(200);
    expect((await remove(broadcast.id, 'super-admin')).statusCode).toBe(200);
  });

  it('answer 404 for an unknown broadcast and 400 for an empty or bad patch', async () => {
    expect((await patch(2_000_000_000, { title: 'Нет' })).statusCode).toBe(404);
    expect((await remove(2_000_000_000)).statusCode).toBe(404);
    const broadcast = await create({});
    expect((await patch(broadcast.id, {})).statusCode).toBe(400);
    const bad = await patch(broadcast.id, { streamUrl: 'javascript:void(0)' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('streamUrl');
  });
});

describe('demo data', () => {
  it('has upcoming and past broadcasts of the demo curator and speaker', async () => {
    for (const staffId of [curatorId, speakerId]) {
      const upcoming = await list(`?adminId=${staffId}&when=upcoming&take=100`);
      const past = await list(`?adminId=${staffId}&when=past&take=100`);
      expect(upcoming.items.some((b) => b.title.startsWith('Разбор') || b.title.startsWith('Живой'))).toBe(
        true,
      );
      expect(past.total).toBeGreaterThan(0);
    }
  });
});
