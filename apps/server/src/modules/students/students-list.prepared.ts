import type { StudentsListQuery } from '@school/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { type FilterParts, filterParams, studentFilterParts, studentFilterWhere } from './students-filter';
import { type PagePlan, planPage } from './students-list.pages';
import {
  type CountedPage,
  cappedCountQuery,
  estimateOnce,
  idsParam,
  idsWhere,
  pageQuery,
  type StudentWithExtras,
  withTotal,
} from './students-list.repository';

/**
 * The list's statements for one filter shape and sort, with placeholders for every bound value. Drizzle
 * renders SQL text anew on each call (about a quarter of the server's CPU under list load,
 * docs/performance.md); a prepared query renders it once and only fills in the values.
 */
export interface ListShape {
  orderBy: string | undefined;
  /** See sortsMatchesFirst (students-list.pages.ts). */
  matchesFirst: boolean;
  /** The page starts after a bookmark (placeholders `afterValue`, `afterId`). */
  bookmarked: boolean;
  /** The page's rows are given by id (placeholder `ids`), from a search's snapshot. */
  fromSnapshot: boolean;
}

export function listQueries(db: Db, parts: FilterParts, shape: ListShape) {
  const { orderBy, matchesFirst, bookmarked, fromSnapshot } = shape;
  const where = studentFilterWhere(parts, (name) => sql.placeholder(name));
  const after = bookmarked
    ? { value: sql.placeholder('afterValue'), id: sql.placeholder('afterId') }
    : undefined;
  const page = fromSnapshot
    ? { where: idsWhere(sql.placeholder('ids')), orderBy }
    : { where, orderBy, matchesFirst, after };
  return {
    page: pageQuery(db, { ...page, skip: sql.placeholder('skip'), take: sql.placeholder('take') }),
    count: cappedCountQuery(db, where),
  };
}

/**
 * Drizzle's types want a name, but a name makes node-postgres create a named server-side statement, which
 * PostgreSQL may switch to a generic plan; unnamed, it is parsed and planned per execution like the anchor's.
 */
const UNNAMED = undefined as unknown as string;

function prepare(db: Db, parts: FilterParts, shape: ListShape) {
  const { page, count } = listQueries(db, parts, shape);
  return { page: page.prepare(UNNAMED), count: count.prepare(UNNAMED) };
}

type Prepared = ReturnType<typeof prepare>;

/**
 * Shapes are few (search words 0–3 or so, from/to present or not × status × subscription × sort); the cap
 * is a backstop.
 */
const MAX_SHAPES = 1000;
const preparedByDb = new WeakMap<Db, Map<string, Prepared>>();

function preparedFor(db: Db, parts: FilterParts, shape: ListShape): Prepared {
  let byShape = preparedByDb.get(db);
  if (!byShape) {
    byShape = new Map();
    preparedByDb.set(db, byShape);
  }
  const { search, from, to } = parts.values;
  const key = `${search?.length ?? 0}${from ? 'f' : ''}${to ? 't' : ''}|${parts.shape.status}|${parts.shape.subscription}|${shape.orderBy}|${shape.matchesFirst}|${shape.bookmarked}|${shape.fromSnapshot}`;
  let prepared = byShape.get(key);
  if (!prepared) {
    prepared = prepare(db, parts, shape);
    if (byShape.size >= MAX_SHAPES) byShape.clear();
    byShape.set(key, prepared);
  }
  return prepared;
}

/** The prepared shape a page plan needs. */
export function planShape(orderBy: string | undefined, plan: PagePlan): ListShape {
  const { matchesFirst, bookmark, snapshotIds } = plan;
  return { orderBy, matchesFirst, bookmarked: !!bookmark, fromSnapshot: !!snapshotIds };
}

/** The paging placeholders' values for a page plan (the filter's own values come from FilterParts). */
export function planValues({ skip, take }: { skip: number; take: number }, plan: PagePlan) {
  const { bookmark, snapshotIds } = plan;
  if (snapshotIds) return { skip: 0, take, ids: idsParam(snapshotIds) };
  if (bookmark)
    return { skip: skip - bookmark.position, take, afterValue: bookmark.value, afterId: bookmark.id };
  return { skip, take };
}

/** `GET /api/students`: the same statements as countedPage() would build, prepared once per shape. */
export async function listStudents(db: Db, query: StudentsListQuery): Promise<CountedPage> {
  const parts = studentFilterParts(query);
  const values = parts.values;
  const key = `students ${parts.shape.status} ${parts.shape.subscription} ${JSON.stringify(values)}`;
  const { orderBy } = query;
  const estimate = estimateOnce(db, studentFilterWhere(parts));
  const plan = await planPage(db, {
    key,
    where: () => studentFilterWhere(parts),
    searching: values.search !== undefined,
    orderBy,
    skip: query.skip,
    take: query.take,
    estimate,
  });
  const prepared = preparedFor(db, parts, planShape(orderBy, plan));
  const params = filterParams(parts);
  const items = prepared.page.execute({ ...params, ...planValues(query, plan) });
  return withTotal(items as Promise<StudentWithExtras[]>, {
    key,
    estimate,
    cappedCount: async () => (await prepared.count.execute(params))[0]?.total ?? 0,
  });
}
