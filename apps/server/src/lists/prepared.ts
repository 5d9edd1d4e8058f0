import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import type { ListQuery } from './declaration';
import { filterKey, filterParams, filterShapeKey, filterWhere, type ListFilter } from './filter';
import { type LargeList, type PagePlan, planPage } from './page-plan';
import { cappedCountQuery, deferredPageQuery, idsParam, idsWhere, offsetPageQuery } from './page-queries';
import { withCompiledRows } from './row-mapper';
import { type CountedPage, estimateOnce, withTotal } from './total';

/**
 * A large list's statements for one filter shape and sort, with placeholders for every bound value.
 * Drizzle renders SQL text anew on each call (about a quarter of the server's CPU under list load,
 * docs/performance.md); a prepared query renders it once and only fills in the values.
 */
export interface ListShape {
  orderBy: string | undefined;
  /** See sortsMatchesFirst (page-plan.ts). */
  matchesFirst: boolean;
  /** The page starts after a bookmark (placeholders `afterValue`, `afterId`). */
  bookmarked: boolean;
  /** The page's rows are given by id (placeholder `ids`), from a search's snapshot. */
  fromSnapshot: boolean;
  /** The page reads its rows in the walk, no deferred join (readsRowsInWalk, page-plan.ts). */
  inWalk?: boolean;
  /**
   * A first page's row count, written into the statement instead of bound (see planShape): with no other
   * value to bind, the page goes as a simple query, one message instead of five.
   */
  take?: number | undefined;
}

export function listQueries(db: Db, list: LargeList, filter: ListFilter, shape: ListShape) {
  const { orderBy, matchesFirst, bookmarked, fromSnapshot, inWalk } = shape;
  const where = filterWhere(list, filter, (name) => sql.placeholder(name));
  const after = bookmarked
    ? { value: sql.placeholder('afterValue'), id: sql.placeholder('afterId') }
    : undefined;
  const page = fromSnapshot
    ? { where: idsWhere(list, sql.placeholder('ids')), orderBy }
    : { where, orderBy, matchesFirst, after };
  const paging =
    shape.take === undefined
      ? { skip: sql.placeholder('skip'), take: sql.placeholder('take') }
      : // drizzle binds a numeric limit; raw SQL is written as it is (an integer, see planShape).
        { skip: 0, take: sql.raw(String(shape.take)) as unknown as number };
  return {
    page: inWalk
      ? offsetPageQuery(db, list, { where, orderBy, ...paging })
      : deferredPageQuery(db, list, { ...page, ...paging }),
    count: cappedCountQuery(db, list, where, list.large.maxRows),
  };
}

/**
 * Drizzle's types want a name, but a name makes node-postgres create a named server-side statement, which
 * PostgreSQL may switch to a generic plan; unnamed, it is parsed and planned per execution like the anchor's.
 */
export const UNNAMED = undefined as unknown as string;

function prepare(db: Db, list: LargeList, filter: ListFilter, shape: ListShape) {
  const { page, count } = listQueries(db, list, filter, shape);
  return { page: withCompiledRows(page.prepare(UNNAMED)), count: count.prepare(UNNAMED) };
}

/**
 * Shapes are few (search words 0–3 or so × the inlined filters × which bound filters are present × sort);
 * the cap is a backstop.
 */
const MAX_SHAPES = 1000;
const preparedByDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * A large list's statements for one key (the list, its filter's shape and what else shapes the SQL),
 * prepared on first use and kept per database: the list's pages here, the global search's in palette.ts.
 */
export function preparedOnce<T>(db: Db, key: string, build: () => T): T {
  let byShape = preparedByDb.get(db);
  if (!byShape) {
    byShape = new Map();
    preparedByDb.set(db, byShape);
  }
  let prepared = byShape.get(key) as T | undefined;
  if (!prepared) {
    prepared = build();
    if (byShape.size >= MAX_SHAPES) byShape.clear();
    byShape.set(key, prepared);
  }
  return prepared;
}

function preparedFor(db: Db, list: LargeList, filter: ListFilter, shape: ListShape) {
  const key = `${list.name}|${filterShapeKey(filter)}|${shape.orderBy}|${shape.matchesFirst}|${shape.bookmarked}|${shape.fromSnapshot}|${!!shape.inWalk}|${shape.take ?? ''}`;
  return preparedOnce(db, key, () => prepare(db, list, filter, shape));
}

/**
 * The prepared shape a page plan needs. The first page of a walk (`page.skip` 0) has its `take` in the SQL
 * text: the first pages people open then need no bound value at all when their filter has none (the
 * default list, a status or subscription filter), and node-postgres sends them as one simple query, which
 * PostgreSQL also parses cheaper (docs/performance.md, issue 9). Takes are few (the page sizes), and so are
 * these statements.
 */
export function planShape(
  orderBy: string | undefined,
  plan: PagePlan,
  page?: { skip: number; take: number },
): ListShape {
  const { matchesFirst, bookmark, snapshotIds, inWalk = false } = plan;
  const take = inWalk && page?.skip === 0 && Number.isSafeInteger(page.take) ? page.take : undefined;
  return { orderBy, matchesFirst, bookmarked: !!bookmark, fromSnapshot: !!snapshotIds, inWalk, take };
}

/** The paging placeholders' values for a page plan (the filter's own values come from filterParams). */
export function planValues({ skip, take }: { skip: number; take: number }, plan: PagePlan) {
  const { bookmark, snapshotIds } = plan;
  if (snapshotIds) return { skip: 0, take, ids: idsParam(snapshotIds) };
  if (bookmark)
    return { skip: skip - bookmark.position, take, afterValue: bookmark.value, afterId: bookmark.id };
  return { skip, take };
}

/** A page of a large list with its total: the statements prepared once per shape. */
export async function largeListPage<Row>(
  db: Db,
  list: LargeList,
  filter: ListFilter,
  query: ListQuery,
): Promise<CountedPage<Row>> {
  const key = `${list.name} ${filterKey(filter)}`;
  const { orderBy } = query;
  const estimate = estimateOnce(db, list, filterWhere(list, filter));
  const plan = await planPage(db, list, {
    key,
    where: () => filterWhere(list, filter),
    searching: filter.search.length > 0,
    orderBy,
    skip: query.skip,
    take: query.take,
    estimate,
  });
  const prepared = preparedFor(db, list, filter, planShape(orderBy, plan, query));
  const params = filterParams(filter);
  const items = prepared.page.execute({ ...params, ...planValues(query, plan) });
  return withTotal(items as Promise<Row[]>, {
    key,
    maxRows: list.large.maxRows,
    estimate,
    cappedCount: async () => (await prepared.count.execute(params))[0]?.total ?? 0,
  });
}
