import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKMARK_EVERY } from '../../lists/bookmarks';
import { seedManyStudents } from '../../seed/people/students-bulk-seed';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.loginAs('admin'));
  await seedManyStudents(t.database.db, 1200, () => {}); // 1,500 students with the demo ones
});
afterAll(() => t.close());

const pageIds = async (query: string) => {
  const response = await t.app.inject({ url: `/api/students?${query}`, headers: admin });
  expect(response.statusCode, query).toBe(200);
  return response.json().items.map((s: { id: number }) => s.id) as number[];
};

/** The same page by plain OFFSET, the truth a bookmarked page must equal. */
const offsetIds = async (where: string, order: string, skip: number, take: number) => {
  const result = (await t.database.db.execute(
    sql.raw(`select id from students ${where} order by ${order} limit ${take} offset ${skip}`),
  )) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => row.id);
};

describe('deep pages start from bookmarks, or from a snapshot of a search', () => {
  it('gives exactly the OFFSET page across and past the bookmark, for each sort and a filter', async () => {
    const cases = [
      { query: '', where: '', order: 'created_at desc, id desc' },
      { query: 'orderBy=lastName:asc', where: '', order: 'last_name asc, first_name asc, id asc' },
      { query: 'orderBy=lastName:desc', where: '', order: 'last_name desc, first_name desc, id desc' },
      { query: 'orderBy=id:desc', where: '', order: 'id desc' },
      { query: 'orderBy=createdAt:asc&status=1', where: 'where status = 1', order: 'created_at asc, id asc' },
      // A search takes no bookmark: its deep pages come from a snapshot of its ids, in either sort.
      { query: 'search=.ru', where: "where search_text like '%.ru%'", order: 'created_at desc, id desc' },
      {
        query: 'search=.ru&orderBy=lastName:asc',
        where: "where search_text like '%.ru%'",
        order: 'last_name asc, first_name asc, id asc',
      },
      // Two words, each matched anywhere (the second, short, only narrows): about 1,150 matches.
      {
        query: `search=${encodeURIComponent('.ru а')}&orderBy=lastName:asc`,
        where: "where search_text like '%.ru%' and search_text like '%а%'",
        order: 'last_name asc, first_name asc, id asc',
        skips: [BOOKMARK_EVERY - 10, BOOKMARK_EVERY, BOOKMARK_EVERY + 100],
      },
    ];
    const deep = [BOOKMARK_EVERY - 10, BOOKMARK_EVERY, BOOKMARK_EVERY + 7, BOOKMARK_EVERY + 185];
    for (const { query, where, order, skips = deep } of cases) {
      for (const skip of skips) {
        const expected = await offsetIds(where, order, skip, 15);
        expect(expected.length, `${query} ${skip}`).toBeGreaterThan(0);
        // The first request finds the bookmark, the second starts from the remembered one.
        expect(await pageIds(`${query}&skip=${skip}&take=15`), `${query} ${skip}`).toEqual(expected);
        expect(await pageIds(`${query}&skip=${skip}&take=15`), `${query} ${skip} again`).toEqual(expected);
      }
    }
  });

  it('answers an empty page past the end of a filtered list', async () => {
    expect(await pageIds(`status=0&skip=${BOOKMARK_EVERY + 5}&take=15`)).toEqual([]);
  });
});
