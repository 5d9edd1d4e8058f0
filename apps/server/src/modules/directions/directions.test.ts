import type { Direction } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseFixtures, PNG_1PX } from '../../test/course-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof courseFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = courseFixtures(t);
});
afterAll(() => t.close());

const create = async (payload: object, role: 'admin' | 'curator' = 'admin') =>
  t.app.inject({ method: 'POST', url: '/api/directions', headers: await f.as(role), payload });

describe('GET /api/directions', () => {
  it('lists the seeded directions by position for any staff member, with covers and course counts', async () => {
    const response = await t.app.inject({ url: '/api/directions?take=100', headers: await f.as('speaker') });
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json<{ items: Direction[]; total: number }>();
    expect(total).toBeGreaterThanOrEqual(6);
    expect(items[0]).toMatchObject({ name: 'Программирование', position: 0 });
    expect(items[0]?.cover).toMatch(/^\/api\/storage\/[0-9a-f]{32}\//);
    expect(items[0]?.coursesCount).toBeGreaterThan(0);
    const positions = items.map((item) => item.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('searches by name case-insensitively, sorts by whitelisted fields and refuses others', async () => {
    const headers = await f.as('admin');
    const found = (await t.app.inject({ url: '/api/directions?search=ДИЗАЙН', headers })).json();
    expect(found.items.map((d: Direction) => d.name)).toEqual(['Дизайн']);
    const byName = (
      await t.app.inject({ url: '/api/directions?orderBy=name:desc&take=100', headers })
    ).json();
    const names = byName.items.map((d: Direction) => d.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => b.localeCompare(a, 'ru')));
    const bad = await t.app.inject({ url: '/api/directions?orderBy=password:asc', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('orderBy');
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ url: '/api/directions' })).statusCode).toBe(401);
  });
});

describe('POST /api/directions', () => {
  it('creates a direction with a cover, last by default, and writes an audit event', async () => {
    const cover = await f.upload('image', 'cover.png', PNG_1PX);
    const response = await create({
      name: '  Кибербезопасность ',
      description: 'Защита систем',
      coverFileId: cover.id,
    });
    expect(response.statusCode).toBe(201);
    const direction = response.json<Direction>();
    expect(direction).toMatchObject({ name: 'Кибербезопасность', cover: cover.url, coursesCount: 0 });
    expect(direction.position).toBeGreaterThanOrEqual(6);
    expect(await f.auditOf('direction.create', direction.id)).toHaveLength(1);
  });

  it('validates the body with field paths', async () => {
    const empty = await create({ name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toEqual({ path: 'name', message: 'Поле обязательно' });
    const attachment = await f.upload('attachment', 'notes.txt', Buffer.from('text'));
    const notImage = await create({ name: 'Без картинки', coverFileId: attachment.id });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().errors[0].path).toBe('coverFileId');
  });

  it('answers 409 for a name that exists (case-insensitive)', async () => {
    const response = await create({ name: 'маркетинг' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Направление с таким названием уже существует');
  });

  it('is admin-only', async () => {
    expect((await create({ name: 'Кураторское' }, 'curator')).statusCode).toBe(403);
  });
});

describe('PATCH and DELETE /api/directions/{id}', () => {
  it('edits name, position and removes the cover; audit keeps before and after', async () => {
    const created = (await create({ name: 'Робототехника' })).json<Direction>();
    const headers = await f.as('admin');
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/directions/${created.id}`,
      headers,
      payload: { name: 'Робототехника и IoT', position: 0, coverFileId: null },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Робототехника и IoT', position: 0, cover: null });
    const [event] = await f.auditOf('direction.update', created.id);
    expect(event?.changes).toMatchObject({ name: { from: 'Робототехника', to: 'Робототехника и IoT' } });
    const taken = await t.app.inject({
      method: 'PATCH',
      url: `/api/directions/${created.id}`,
      headers,
      payload: { name: 'Дизайн' },
    });
    expect(taken.statusCode).toBe(409);
  });

  it('answers 404 for an unknown direction and 403 for a speaker', async () => {
    const admin = await f.as('admin');
    const missing = { method: 'PATCH' as const, url: '/api/directions/99999', payload: { name: 'X' } };
    expect((await t.app.inject({ ...missing, headers: admin })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/directions/99999', headers: admin })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ ...missing, headers: await f.as('speaker') })).statusCode).toBe(403);
  });

  it('refuses to delete a direction courses still use with 409 and a Russian message', async () => {
    const direction = (await create({ name: 'Занятое направление' })).json<Direction>();
    await f.createCourse({ directionId: direction.id });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/directions/${direction.id}`,
      headers: await f.as('admin'),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Нельзя удалить направление «Занятое направление»: к нему привязаны курсы (1)',
    );
  });

  it('deletes an unused direction with its undo and an audit event', async () => {
    const direction = (await create({ name: 'Временное' })).json<Direction>();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/directions/${direction.id}`,
      headers: await f.as('super-admin'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().undo.token).toEqual(expect.any(String));
    expect(await f.auditOf('direction.delete', direction.id)).toHaveLength(1);
    const list = (
      await t.app.inject({ url: '/api/directions?search=Временное', headers: await f.as('admin') })
    ).json();
    expect(list.total).toBe(0);
  });
});
