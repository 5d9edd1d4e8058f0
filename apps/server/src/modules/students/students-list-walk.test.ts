import type { StudentsListQuery } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/types';
import { IN_WALK_SKIP_MAX } from '../../lists/page-plan';
import type { ListShape } from '../../lists/prepared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { studentsList } from './students.list';

const list = studentsList;
const query = (part: Partial<StudentsListQuery>) => ({ skip: 0, take: 15, ...part }) as StudentsListQuery;

/** The shape of a page's statement as GET /api/students plans it. */
async function shapeOf(db: Db, part: Partial<StudentsListQuery>): Promise<ListShape> {
  const q = query(part);
  const filter = list.filter(q);
  const plan = await list.planPage(db, {
    key: `test ${JSON.stringify(part)}`,
    where: () => list.where(filter),
    searching: filter.search.length > 0,
    orderBy: q.orderBy,
    skip: q.skip,
    take: q.take,
    estimate: async () => 1_000_000,
  });
  return list.planShape(q.orderBy, plan, q);
}

/** A page's rows through the statement of a given shape. */
async function rowsOf(db: Db, part: Partial<StudentsListQuery>, shape: ListShape) {
  const q = query(part);
  const filter = list.filter(q);
  const { page } = list.listQueries(db, filter, shape);
  return page.prepare(undefined as unknown as string).execute({
    ...list.filterParams(filter),
    skip: q.skip,
    take: q.take,
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a shallow page without a search reads its rows in the walk (no deferred join)', () => {
  it('plans the first pages of the list and of a filter in the walk, a search and deeper pages by deferred join', async () => {
    const db = t.database.db;
    expect((await shapeOf(db, {})).inWalk).toBe(true);
    expect((await shapeOf(db, { status: 1, orderBy: 'lastName:asc' })).inWalk).toBe(true);
    expect((await shapeOf(db, { skip: IN_WALK_SKIP_MAX })).inWalk).toBe(true);
    expect((await shapeOf(db, { skip: IN_WALK_SKIP_MAX + 1 })).inWalk).toBe(false);
    expect((await shapeOf(db, { search: 'иванов' })).inWalk).toBe(false);

    const sqlOf = async (part: Partial<StudentsListQuery>) => {
      const filter = list.filter(query(part));
      return list.listQueries(db, filter, await shapeOf(db, part)).page.toSQL().sql;
    };
    expect(await sqlOf({})).not.toContain('"page"');
    expect(await sqlOf({ search: 'иванов' })).toContain('"page"');
  });

  it('sends the first page of the list, or of a status or subscription filter, with nothing to bind', async () => {
    const db = t.database.db;
    const paramsOf = async (part: Partial<StudentsListQuery>) => {
      const filter = list.filter(query(part));
      return list.listQueries(db, filter, await shapeOf(db, part)).page.toSQL().params;
    };
    expect(await paramsOf({})).toEqual([]);
    expect(await paramsOf({ status: 1, subscription: 'active', orderBy: 'lastName:asc' })).toEqual([]);
    expect(await paramsOf({ take: 30 })).toEqual([]);
    expect((await paramsOf({ skip: 15 })).length).toBeGreaterThan(0);
  });

  it('gives the same rows, avatars and course counts as the deferred join, for each sort and filter', async () => {
    const db = t.database.db;
    const cases: Partial<StudentsListQuery>[] = [
      {},
      { skip: 30, take: 50 },
      { orderBy: 'lastName:asc' },
      { orderBy: 'lastName:desc', skip: 15 },
      { orderBy: 'createdAt:asc', status: 1 },
      { status: 1, subscription: 'active', orderBy: 'lastName:asc' },
      { subscription: 'notActive', orderBy: 'id:desc' },
    ];
    for (const part of cases) {
      const shape = await shapeOf(db, part);
      expect(shape.inWalk, JSON.stringify(part)).toBe(true);
      const inWalk = await rowsOf(db, part, shape);
      expect(inWalk.length, JSON.stringify(part)).toBeGreaterThan(0);
      expect(inWalk, JSON.stringify(part)).toEqual(await rowsOf(db, part, { ...shape, inWalk: false }));
    }
  });
});
