import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Record<string, string>;
let found: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.loginAs('admin'));
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/students',
    headers: admin,
    payload: {
      email: 'search-words@example.ru',
      firstName: 'Ефросинья',
      lastName: 'Поисковая',
      // Demo phones all start with +79, so this one is the only match of its digits.
      phone: '+7 812 524-17-15',
    },
  });
  found = created.json();
});
afterAll(() => t.close());

const search = (text: string, query = '') =>
  t.app.inject({ url: `/api/students?search=${encodeURIComponent(text)}${query}`, headers: admin });

const foundIds = async (text: string, query = '') => {
  const response = await search(text, query);
  expect(response.statusCode, text).toBe(200);
  return response.json().items.map((s: { id: number }) => s.id) as number[];
};

describe('GET /api/students?search=', () => {
  it('finds a name in either order, each word anywhere in name, e-mail or phone', async () => {
    expect(await foundIds('Поисковая Ефросинья')).toEqual([found.id]);
    expect(await foundIds('Ефросинья Поисковая')).toEqual([found.id]);
    expect(await foundIds('  поисков   ефрос ')).toEqual([found.id]);
    expect(await foundIds('Поисковая Ефросинья', '&orderBy=lastName:asc')).toEqual([found.id]);
    expect(await foundIds('Поисковая search-words@')).toEqual([found.id]);
    expect(await foundIds('Поисковая Анна')).toEqual([]);
  });

  it('finds a phone as people write it: grouped, partial, or with 8 for +7', async () => {
    for (const text of ['+7 812 524-17-15', '812 524', '(812) 524-17', '8 812 524 17 15', '78125241715']) {
      expect(await foundIds(text), text).toEqual([found.id]);
    }
  });

  it('narrows by a short word once another word is long enough', async () => {
    expect(await foundIds('Поисковая Е')).toEqual([found.id]);
    expect(await foundIds('Поисковая Ю')).toEqual([]);
  });

  it('answers 400 on search when no word reaches 3 characters, instead of listing everyone', async () => {
    for (const text of ['zz', 'ab cd', '+7', '12']) {
      const response = await search(text);
      expect(response.statusCode, text).toBe(400);
      expect(response.json().errors, text).toEqual([
        { path: 'search', message: 'search must be at least 3 characters' },
      ]);
    }
    const csv = await t.app.inject({ url: '/api/students/csv?search=zz', headers: admin });
    expect(csv.statusCode).toBe(400);
    expect(csv.json().errors[0].path).toBe('search');
    const staff = await t.app.inject({ url: '/api/admins/1/students?search=zz', headers: admin });
    expect(staff.statusCode).toBe(400);
    expect(staff.json().errors[0].path).toBe('search');
  });
});

describe('GET /api/students?orderBy=lastName', () => {
  it('orders namesakes by first name, as the list shows «Фамилия Имя»', async () => {
    for (const [email, firstName] of [
      ['tie-yana@example.ru', 'Яна'],
      ['tie-anna@example.ru', 'Анна'],
      ['tie-maria@example.ru', 'Мария'],
    ]) {
      await t.app.inject({
        method: 'POST',
        url: '/api/students',
        headers: admin,
        payload: { email, firstName, lastName: 'Однофамильцева' },
      });
    }
    const names = async (order: string) =>
      (await search('Однофамильцева', `&orderBy=lastName:${order}`))
        .json()
        .items.map((s: { firstName: string }) => s.firstName);
    expect(await names('asc')).toEqual(['Анна', 'Мария', 'Яна']);
    expect(await names('desc')).toEqual(['Яна', 'Мария', 'Анна']);
  });
});
