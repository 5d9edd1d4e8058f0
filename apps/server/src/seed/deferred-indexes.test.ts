import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { restoreDeferredIndexes, withSecondaryIndexesDeferred } from './deferred-indexes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The test's own database (a copy of the run's template): no probe of an earlier run can be there.
  await t.database.db.execute(sql`create table deferred_probe (id int primary key, code text, v int)`);
  await t.database.db.execute(sql`create unique index deferred_probe_code_key on deferred_probe (code)`);
  await t.database.db.execute(sql`create index deferred_probe_v_idx on deferred_probe (v, id) where v > 0`);
});
afterAll(async () => {
  await t.database.db.execute(sql`drop table if exists deferred_probe`);
  await t.close();
});

const indexes = async () =>
  (
    (await t.database.db.execute(
      sql`select indexname, indexdef from pg_indexes where tablename = 'deferred_probe' order by indexname`,
    )) as unknown as { rows: { indexname: string; indexdef: string }[] }
  ).rows;

/** What a seed killed while writing leaves: the index dropped, its definition kept in the table. */
async function leaveAsAKilledSeedWould() {
  await t.database.db.execute(
    sql`create table seed_deferred_indexes (name text primary key, definition text not null)`,
  );
  await t.database.db.execute(sql`insert into seed_deferred_indexes
    select indexname, indexdef from pg_indexes where indexname = 'deferred_probe_v_idx'`);
  await t.database.db.execute(sql`drop index deferred_probe_v_idx`);
}

describe('secondary indexes deferred by a bulk seed', () => {
  it('are absent while the seed writes, keep the keys, and come back exactly as defined', async () => {
    const before = await indexes();
    const during = await withSecondaryIndexesDeferred(
      t.database.db,
      ['deferred_probe'],
      () => {},
      async () => {
        await t.database.db.execute(
          sql`insert into deferred_probe select g, 'c' || g, g % 7 from generate_series(1, 500) g`,
        );
        return (await indexes()).map((row) => row.indexname);
      },
    );
    expect(during).toEqual(['deferred_probe_code_key', 'deferred_probe_pkey']);
    expect(await indexes()).toEqual(before);
  });

  it('come back when the seed fails, and after a seed that was killed', async () => {
    const before = await indexes();
    await expect(
      withSecondaryIndexesDeferred(
        t.database.db,
        ['deferred_probe'],
        () => {},
        async () => {
          throw new Error('seed failed');
        },
      ),
    ).rejects.toThrow('seed failed');
    expect(await indexes()).toEqual(before);

    // A killed seed leaves the dropped index and its definition behind.
    await leaveAsAKilledSeedWould();
    // The next bulk seed keeps it deferred and builds it at its end…
    const during = await withSecondaryIndexesDeferred(
      t.database.db,
      ['deferred_probe'],
      () => {},
      async () => (await indexes()).map((row) => row.indexname),
    );
    expect(during).toEqual(['deferred_probe_code_key', 'deferred_probe_pkey']);
    expect(await indexes()).toEqual(before);
    // …and any other seed builds it first.
    await leaveAsAKilledSeedWould();
    await restoreDeferredIndexes(t.database.db, () => {});
    expect(await indexes()).toEqual(before);
    const [left] = (
      (await t.database.db.execute(
        sql`select to_regclass('seed_deferred_indexes') is null as gone`,
      )) as unknown as { rows: { gone: boolean }[] }
    ).rows;
    expect(left?.gone).toBe(true);
  });
});
