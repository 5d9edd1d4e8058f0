import type { StudentsListQuery } from '@school/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListShape } from '../../lists/prepared';
import { compileRowMapper, withCompiledRows } from '../../lists/row-mapper';
import { createTestApp, type TestApp } from '../../test/test-app';
import { studentsList } from './students.list';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Every third student has an avatar, so the left-joined object is both present and absent on a page.
  await t.database.db.execute(sql`insert into files (storage_key, original_name, mime_type, size, kind, url_key)
    values ('k-avatar-1', 'лицо 1.png', 'image/png', 10, 'image', 'u-avatar-1'),
           ('k-avatar-2', 'face 2.png', 'image/png', 10, 'image', 'u-avatar-2')`);
  await t.database.db.execute(sql`update students set avatar_file_id = f.id from files f
    where f.url_key = case when students.id % 2 = 0 then 'u-avatar-1' else 'u-avatar-2' end and students.id % 3 = 0`);
});
afterAll(() => t.close());

const UNNAMED = undefined as unknown as string;
const shapes: ListShape[] = [
  { orderBy: undefined, matchesFirst: false, bookmarked: false, fromSnapshot: false, inWalk: true },
  { orderBy: 'lastName:asc', matchesFirst: false, bookmarked: false, fromSnapshot: false, inWalk: false },
];

describe("the list kit's compiled row mapper on the students list", () => {
  it('maps a page exactly as drizzle does, avatars present and absent, dates and counts included', async () => {
    const filter = studentsList.filter({ skip: 0, take: 30 } as StudentsListQuery);
    const values = { ...studentsList.filterParams(filter), skip: 0, take: 30 };
    for (const shape of shapes) {
      const build = () => studentsList.listQueries(t.database.db, filter, shape).page.prepare(UNNAMED);
      const byDrizzle = (await build().execute(values)) as Record<string, unknown>[];
      const compiled = withCompiledRows(build());
      expect((compiled as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf(
        'function',
      );
      const byPlan = await compiled.execute(values);
      expect(byDrizzle.some((row) => row.avatar !== null)).toBe(true);
      expect(byDrizzle.some((row) => row.avatar === null)).toBe(true);
      expect(byPlan).toEqual(byDrizzle);
    }
  });

  it('leaves selections it does not plan (deeper nesting) to drizzle', () => {
    const field = sql`1`;
    expect(compileRowMapper([{ path: ['a', 'b', 'c'], field }], undefined)).toBeUndefined();
    expect(compileRowMapper([{ path: ['a'], field }], undefined)).toBeTypeOf('function');
  });
});
