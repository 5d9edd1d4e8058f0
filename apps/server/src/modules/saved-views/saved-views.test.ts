import type { Role } from '@school/contracts';
import type { SavedView } from '@school/contracts/saved-views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseFixtures } from '../../test/course-fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof courseFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = courseFixtures(t);
});
afterAll(() => t.close());

const create = async (payload: object, role: Role = 'admin') =>
  t.app.inject({ method: 'POST', url: '/api/saved-views', headers: await f.as(role), payload });
const listOf = async (list: string, role: Role) =>
  (
    await t.app.inject({
      url: `/api/saved-views?list=${encodeURIComponent(list)}`,
      headers: await f.as(role),
    })
  ).json<{ items: SavedView[] }>().items;
const patch = async (id: number, payload: object, role: Role) =>
  t.app.inject({ method: 'PATCH', url: `/api/saved-views/${id}`, headers: await f.as(role), payload });
const remove = async (id: number, role: Role) =>
  t.app.inject({ method: 'DELETE', url: `/api/saved-views/${id}`, headers: await f.as(role) });

describe('saved views', () => {
  it('saves one’s own view and a team view; each member sees their own and the team’s', async () => {
    const own = await create({ list: '/users', name: '  Заблокированные ', query: 'status=0', version: 1 });
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ name: 'Заблокированные', team: false, editable: true, version: 1 });
    const team = await create({ list: '/users', name: 'Новые', query: 'orderBy=createdAt:desc', team: true });
    expect(team.statusCode).toBe(201);
    const curatorOwn = await create({ list: '/users', name: 'Мои', query: 'search=ива' }, 'curator');
    expect(curatorOwn.statusCode).toBe(201);

    const admin = await listOf('/users', 'admin');
    expect(admin.map((view) => [view.name, view.team, view.editable])).toEqual([
      ['Заблокированные', false, true],
      ['Новые', true, true],
    ]);
    const curator = await listOf('/users', 'curator');
    expect(curator.map((view) => [view.name, view.team, view.editable])).toEqual([
      ['Мои', false, true],
      ['Новые', true, false],
    ]);
    expect(await listOf('/sales', 'curator')).toEqual([]);

    const [event] = await f.auditOf('saved-view.create', own.json<SavedView>().id);
    expect(event?.changes).toMatchObject({
      name: { from: null, to: 'Заблокированные' },
      team: { to: false },
    });
  });

  it('lets only admins save and change team views; others copy them as their own', async () => {
    const refused = await create({ list: '/sales', name: 'Команда', query: '', team: true }, 'curator');
    expect(refused.statusCode).toBe(403);
    const team = (
      await create({ list: '/sales', name: 'Возвраты', query: 'status=refunded', team: true })
    ).json<SavedView>();
    expect((await patch(team.id, { name: 'Чужое' }, 'speaker')).statusCode).toBe(403);
    expect((await remove(team.id, 'speaker')).statusCode).toBe(403);
    const copy = await create({ list: '/sales', name: team.name, query: team.query, version: 1 }, 'speaker');
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ team: false, editable: true });

    const renamed = await patch(team.id, { name: 'Все возвраты' }, 'super-admin');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Все возвраты', team: true, editable: true });
    const [event] = await f.auditOf('saved-view.update', team.id);
    expect(event?.changes).toEqual({ name: { from: 'Возвраты', to: 'Все возвраты' } });
  });

  it('updates a view with the current filters and version, and deletes it', async () => {
    const view = (
      await create({ list: '/courses', name: 'Черновики', query: 'status=0' }, 'speaker')
    ).json<SavedView>();
    const updated = await patch(view.id, { query: 'status=1&orderBy=name:asc', version: 2 }, 'speaker');
    expect(updated.json()).toMatchObject({
      query: 'status=1&orderBy=name:asc',
      version: 2,
      name: 'Черновики',
    });
    expect((await remove(view.id, 'speaker')).statusCode).toBe(204);
    expect(await f.auditOf('saved-view.delete', view.id)).toHaveLength(1);
    expect(await listOf('/courses', 'speaker')).toEqual([]);
  });

  it('answers 409 on a name the owner (or the team) already uses on the list, whatever its case', async () => {
    await create({ list: '/admins', name: 'Кураторы', query: 'role=curator' }, 'curator');
    const taken = await create({ list: '/admins', name: 'КУРАТОРЫ', query: '' }, 'curator');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Вид с таким названием уже есть у этого списка');
    // Another member, another list, or the team may use the name.
    expect((await create({ list: '/admins', name: 'Кураторы', query: '' }, 'speaker')).statusCode).toBe(201);
    expect((await create({ list: '/admins', name: 'Кураторы', query: '', team: true })).statusCode).toBe(201);
    expect((await create({ list: '/admins', name: 'Кураторы', query: '', team: true })).statusCode).toBe(409);
    const other = (
      await create({ list: '/admins', name: 'Спикеры', query: 'role=speaker' }, 'curator')
    ).json();
    expect((await patch(other.id, { name: 'кураторы' }, 'curator')).statusCode).toBe(409);
  });

  it('answers 404 on another member’s own view, to reads and writes alike', async () => {
    const mine = (await create({ list: '/news', name: 'Личное', query: '' }, 'curator')).json<SavedView>();
    expect((await patch(mine.id, { name: 'Взлом' }, 'admin')).statusCode).toBe(404);
    expect((await remove(mine.id, 'speaker')).statusCode).toBe(404);
    expect((await remove(999_999, 'curator')).statusCode).toBe(404);
    expect(await listOf('/news', 'admin')).toEqual([]);
  });

  it('refuses a bad list path, an empty or long name, a long query or one with «?», naming the field', async () => {
    const cases: [object, string][] = [
      [{ list: 'users', name: 'a', query: '' }, 'list'],
      [{ list: '/Users', name: 'a', query: '' }, 'list'],
      [{ list: `/${'a'.repeat(100)}`, name: 'a', query: '' }, 'list'],
      [{ list: '/users', name: '   ', query: '' }, 'name'],
      [{ list: '/users', name: 'я'.repeat(61), query: '' }, 'name'],
      [{ list: '/users', name: 'a', query: '?status=1' }, 'query'],
      [{ list: '/users', name: 'a', query: 'x'.repeat(2001) }, 'query'],
      [{ list: '/users', name: 'a', query: '', version: 0 }, 'version'],
    ];
    for (const [payload, field] of cases) {
      const response = await create(payload, 'curator');
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    }
    const missing = await t.app.inject({ url: '/api/saved-views', headers: await f.as('curator') });
    expect(missing.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/saved-views?list=/users' })).statusCode).toBe(401);
  });
  it('keeps the team views of a deleted admin for the team; their own views go with them', async () => {
    const email = 'views-leaver@demo.test';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admins',
      headers: await f.as('super-admin'),
      payload: { email, firstName: 'Уходящий', lastName: 'Админ', role: 'admin', password: 'password123' },
    });
    expect(created.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login?isAdmin=true',
      payload: { email, password: 'password123' },
    });
    const leaver = bearer(login.json<{ token: string }>().token);
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/saved-views', headers: leaver, payload });
    expect(
      (await post({ list: '/courses', name: 'Для всех', query: 'status=1', team: true })).statusCode,
    ).toBe(201);
    expect((await post({ list: '/courses', name: 'Только моё', query: 'status=2' })).statusCode).toBe(201);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admins/${created.json<{ id: number }>().id}`,
      headers: await f.as('super-admin'),
    });
    expect(removed.statusCode).toBe(204);
    expect((await listOf('/courses', 'curator')).map((view) => [view.name, view.team])).toEqual([
      ['Для всех', true],
    ]);
    expect((await listOf('/courses', 'admin')).find((view) => view.name === 'Для всех')?.editable).toBe(true);
    expect((await listOf('/courses', 'super-admin')).map((view) => view.name)).not.toContain('Только моё');
  });
});
