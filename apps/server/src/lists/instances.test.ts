import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOOKMARK_EVERY } from './bookmarks';
import { defineList } from './define-list';
import { type KitFixture, type KitQuery, kitDeclaration, openKitFixture } from './kit-fixture';

/**
 * The kit's caches (estimates, bookmarks, search snapshots) live in each API process. These tests load the
 * kit twice — `vi.resetModules()` gives a second copy with caches of its own, as a second instance has — and
 * pin the proof of docs/reliability.md: a warm instance and a cold one answer the same rows, and where they
 * may differ (for at most 30 s) each answer is still a plain OFFSET page of the list as it stood then.
 */
type Row = { id: number; name: string; position: number };
let f: KitFixture;
beforeAll(async () => {
  f = await openKitFixture();
});
afterAll(() => f.close());

/** The kit as another process has it: a fresh copy of its modules, with empty caches. */
async function otherInstance() {
  vi.resetModules();
  const kit = (await import('./define-list')) as { defineList: typeof defineList };
  return kit.defineList<KitQuery, Row>(declaration);
}

const query = (extra: Partial<KitQuery> = {}): KitQuery => ({ skip: 0, take: 15, ...extra });
const ids = (page: { items: Row[] }) => page.items.map((row) => row.id);
const declaration = {
  ...kitDeclaration('kit instances'),
  large: { maxRows: 10_000, collectSearchMatchesFor: ['name'] },
};

describe('the list kit on two instances', () => {
  const a = defineList<KitQuery, Row>(declaration);

  it('answers the same deep pages and totals from a warm instance and a cold one', async () => {
    const cold = await otherInstance();
    for (const q of [{}, { search: 'раздел' }, { orderBy: 'name:desc' }]) {
      for (const skip of [0, BOOKMARK_EVERY + 7]) {
        const label = `${JSON.stringify(q)} ${skip}`;
        const warm = await a.page(f.database.db, query({ ...q, skip })); // takes the bookmark or snapshot
        const again = await a.page(f.database.db, query({ ...q, skip })); // answers from it
        const fresh = await cold.page(f.database.db, query({ ...q, skip })); // has none yet
        expect(ids(again), label).toEqual(ids(warm));
        expect(ids(fresh), label).toEqual(ids(warm));
        expect(fresh.total, label).toBe(warm.total);
      }
    }
  });

  it('while a bookmark is up to 30 s old, each instance still answers an OFFSET page of its moment', async () => {
    const fresh = await otherInstance();
    const skip = BOOKMARK_EVERY + 3;
    const before = await f.offsetIds('', 'position, id', skip, 15);
    expect(ids(await a.page(f.database.db, query({ skip })))).toEqual(before); // A holds the bookmark
    await f.run(`insert into directions (name, position) values ('Раздел новый', -10)`);
    const after = await f.offsetIds('', 'position, id', skip, 15);
    expect(after).not.toEqual(before);

    // A counts from its bookmark: the page as it stood before the insert (decision 004's trade-off) …
    expect(ids(await a.page(f.database.db, query({ skip })))).toEqual(before);
    // … an instance without the bookmark walks from the top: the page as it stands now. Both are pages a
    // plain OFFSET query gave within the last 30 s, as a user paging while rows arrive sees on one instance.
    expect(ids(await fresh.page(f.database.db, query({ skip })))).toEqual(after);
    // Page 1 and exact totals are never cached: the same on both at once.
    for (const list of [a, fresh]) {
      const first = await list.page(f.database.db, query());
      expect(first.items[0]?.name).toBe('Раздел новый');
      expect(first.totalExact).toBe(true);
      expect(first.total).toBe(1201);
    }
    await f.run(`delete from directions where name = 'Раздел новый'`);
  });
});
