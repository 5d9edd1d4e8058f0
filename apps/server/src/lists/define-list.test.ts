import { asc, desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directions } from '../db/schema/directions.table';
import { BOOKMARK_EVERY } from './bookmarks';
import { defineFeed } from './define-feed';
import { defineList } from './define-list';
import {
  type KitFixture,
  type KitQuery,
  kitDeclaration,
  kitRows,
  openKitFixture,
  SEEDED,
} from './kit-fixture';

type Row = { id: number; name: string; position: number };

let f: KitFixture;
beforeAll(async () => {
  f = await openKitFixture();
});
afterAll(() => f.close());

const query = (extra: Partial<KitQuery> = {}): KitQuery => ({ skip: 0, take: 15, ...extra });
const ids = (page: { items: Row[] }) => page.items.map((row) => row.id);
const total = async (where = '') =>
  Number((await f.run<{ n: number }>(`select count(*)::int as n from directions ${where}`))[0]?.n);

describe('a small list (no `large`): offset pages and an exact total', () => {
  const list = defineList<KitQuery, Row>(kitDeclaration('kit small'));

  it('pages in the default order with the id as tie-breaker, and counts exactly', async () => {
    const page = await list.page(f.database.db, query({ skip: 30, take: 10 }));
    expect(ids(page)).toEqual(await f.offsetIds('', 'position asc, id asc', 30, 10));
    expect(page.total).toBe(await total());
    expect(page.totalExact).toBe(true);
  });

  it('sorts by a whitelisted field either way, and refuses any other with a 400 on orderBy', async () => {
    const byName = await list.page(f.database.db, query({ orderBy: 'name:desc', take: 20 }));
    expect(ids(byName)).toEqual(await f.offsetIds('', 'name desc, id desc', 0, 20));
    await expect(list.page(f.database.db, query({ orderBy: 'description:asc' }))).rejects.toMatchObject({
      statusCode: 400,
      errors: [{ path: 'orderBy', message: 'orderBy: unknown sort field "description"' }],
    });
  });

  it('filters (bound and inlined values) and searches every word, the search`s % and _ taken literally', async () => {
    const where = 'where position >= 100 and position <= 140 and position % 2 = 0';
    const filtered = await list.page(f.database.db, query({ from: 100, to: 140, even: true, take: 50 }));
    expect(ids(filtered)).toEqual(await f.offsetIds(where, 'position, id', 0, 50));
    expect(filtered.total).toBe(21);

    // Each word anywhere, in any order, any case: 0011, 0110 … 0119, 1011.
    const found = await list.page(f.database.db, query({ search: '011 РАЗДЕЛ', take: 20 }));
    const both = "where lower(name) like '%011%' and lower(name) like '%раздел%'";
    expect(ids(found)).toEqual(await f.offsetIds(both, 'position, id', 0, 20));
    expect(found.total).toBe(12);
    expect((await list.page(f.database.db, query({ search: 'раздел_%' }))).total).toBe(0);
  });
});

describe('a small list with `deferredJoin`: the page`s ids first, then their columns', () => {
  const list = defineList<KitQuery, Row>({ ...kitDeclaration('kit deferred'), deferredJoin: true });

  it('gives the OFFSET page for each sort, a filter and a search, and counts exactly', async () => {
    const cases: { q: Partial<KitQuery>; where: string; order: string }[] = [
      { q: { skip: 40 }, where: '', order: 'position asc, id asc' },
      { q: { orderBy: 'name:desc', skip: 7 }, where: '', order: 'name desc, id desc' },
      {
        q: { from: 100, even: true, skip: 15 },
        where: 'where position >= 100 and position % 2 = 0',
        order: 'position, id',
      },
      { q: { search: '011' }, where: "where lower(name) like '%011%'", order: 'position, id' },
    ];
    for (const { q, where, order } of cases) {
      const page = await list.page(f.database.db, query(q));
      expect(ids(page), JSON.stringify(q)).toEqual(await f.offsetIds(where, order, q.skip ?? 0, 15));
      expect(page, JSON.stringify(q)).toMatchObject({ total: await total(where), totalExact: true });
    }
  });
});

describe('a feed: its own order (no `orderBy`), offset pages and an exact total', () => {
  // Even positions first, then the highest position: mixed directions, the order by filter.
  const feed = defineFeed<KitQuery, Row>({
    ...kitRows('kit feed'),
    order: (q) =>
      q.even
        ? [desc(directions.position), asc(directions.id)]
        : [asc(sql`${directions.position} % 2`), desc(directions.position), asc(directions.id)],
  });

  it('pages in the declared order with the filters and the search, and counts exactly', async () => {
    const page = await feed.page(f.database.db, query({ skip: 590, take: 20 }));
    expect(ids(page)).toEqual(await f.offsetIds('', 'position % 2, position desc, id', 590, 20));
    expect(page).toMatchObject({ total: SEEDED, totalExact: true });

    const even = await feed.page(f.database.db, query({ even: true, to: 300, skip: 3 }));
    expect(ids(even)).toEqual(
      await f.offsetIds('where position % 2 = 0 and position <= 300', 'position desc, id', 3, 15),
    );
    expect(even.total).toBe(150);

    const found = await feed.page(f.database.db, query({ search: 'Раздел 01', skip: 15 }));
    const both = "where lower(name) like '%раздел%' and lower(name) like '%01%'";
    expect(ids(found)).toEqual(await f.offsetIds(both, 'position % 2, position desc, id', 15, 15));
    expect(found.total).toBe(await total(both));
  });

  it('reads one item with the declared columns', async () => {
    const [row] = await feed.select(f.database.db).where(sql`${directions.position} = 7`);
    expect(row).toMatchObject({ name: 'Раздел 0007', position: 7 });
  });
});

describe('a large list: capped counts, estimated totals, bookmarks and search snapshots', () => {
  it('counts exactly up to maxRows and gives the planner`s estimate past it, marked inexact', async () => {
    const list = defineList<KitQuery, Row>({ ...kitDeclaration('kit capped'), large: { maxRows: 100 } });
    const few = await list.page(f.database.db, query({ from: 1, to: 60 }));
    expect(few).toMatchObject({ total: await total('where position between 1 and 60'), totalExact: true });
    // Past the cap by the estimate (twice maxRows) or by the capped count: never an exact count of it all.
    for (const filter of [{}, { from: 1, to: 150 }]) {
      const many = await list.page(f.database.db, query(filter));
      expect(many.totalExact, JSON.stringify(filter)).toBe(false);
      expect(many.total, JSON.stringify(filter)).toBeGreaterThan(100);
      expect(ids(many)).toEqual(
        await f.offsetIds(
          'from' in filter ? 'where position between 1 and 150' : '',
          'position asc, id asc',
          0,
          15,
        ),
      );
    }
    const all = await list.page(f.database.db, query());
    expect(all.total).toBeGreaterThan(SEEDED / 2);
  });

  const deep = defineList<KitQuery, Row>({
    ...kitDeclaration('kit deep'),
    large: { maxRows: 10_000, collectSearchMatchesFor: ['name'] },
  });

  it('gives exactly the OFFSET page past a bookmark, for each sort, a filter and a search', async () => {
    const cases: { q: Partial<KitQuery>; where: string; order: string }[] = [
      { q: {}, where: '', order: 'position asc, id asc' },
      { q: { orderBy: 'name:desc' }, where: '', order: 'name desc, id desc' },
      { q: { orderBy: 'id:desc', from: 2 }, where: 'where position >= 2', order: 'id desc' },
      { q: { search: 'раздел' }, where: "where lower(name) like '%раздел%'", order: 'position asc, id asc' },
      {
        q: { search: 'раздел', orderBy: 'name:asc' },
        where: "where lower(name) like '%раздел%'",
        order: 'name asc, id asc',
      },
    ];
    for (const { q, where, order } of cases) {
      for (const skip of [BOOKMARK_EVERY - 10, BOOKMARK_EVERY, BOOKMARK_EVERY + 7, BOOKMARK_EVERY + 180]) {
        const expected = await f.offsetIds(where, order, skip, 15);
        expect(expected.length, `${JSON.stringify(q)} ${skip}`).toBeGreaterThan(0);
        const label = `${JSON.stringify(q)} ${skip}`;
        expect(ids(await deep.page(f.database.db, query({ ...q, skip }))), label).toEqual(expected);
        // Again, from the remembered bookmark or snapshot.
        expect(ids(await deep.page(f.database.db, query({ ...q, skip }))), `${label} again`).toEqual(
          expected,
        );
      }
    }
  });

  it('keeps a deep page where its bookmark or snapshot stood while a row is added at the top (decision 004)', async () => {
    const skip = BOOKMARK_EVERY + 3;
    const list = await deep.page(f.database.db, query({ skip }));
    const search = await deep.page(f.database.db, query({ skip, search: 'раздел' }));
    await f.run(`insert into directions (name, position) values ('Раздел новый', -10)`);
    // Page 1 shows the new row at once; the deep pages count from their bookmark and snapshot for 30 s.
    expect((await deep.page(f.database.db, query())).items[0]?.name).toBe('Раздел новый');
    expect(ids(await deep.page(f.database.db, query({ skip })))).toEqual(ids(list));
    expect(ids(await deep.page(f.database.db, query({ skip, search: 'раздел' })))).toEqual(ids(search));
    expect(await f.offsetIds('', 'position, id', skip, 15)).not.toEqual(ids(list));
    await f.run(`delete from directions where name = 'Раздел новый'`);
  });

  it('reads a page under a condition of the caller`s, with the same bookmarks', async () => {
    const where = deep.where(deep.filter({ from: 5 }));
    const page = await deep.pageWhere(f.database.db, {
      where,
      searching: false,
      skip: BOOKMARK_EVERY + 1,
      take: 15,
    });
    expect(ids(page)).toEqual(
      await f.offsetIds('where position >= 5', 'position, id', BOOKMARK_EVERY + 1, 15),
    );
    expect(page.totalExact).toBe(true);
  });
});
