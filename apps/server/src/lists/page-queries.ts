import { and, count, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/types';
import type { ListDeclaration, ListQuery, RowsDeclaration } from './declaration';
import { type After, afterCondition, listOrder, sortKeyText } from './sort';

type List = ListDeclaration<ListQuery>;
type Rows = RowsDeclaration<ListQuery>;

export interface PageRequest {
  where: SQL | undefined;
  orderBy?: string | undefined;
  /** Numbers, or placeholders when the query is prepared once per filter shape. */
  skip: number | Placeholder;
  take: number | Placeholder;
  /** Collect and sort the matches instead of walking the sort's index (`sortsMatchesFirst`). */
  matchesFirst?: boolean;
  /** Start after this row (a bookmark); `skip` then counts from it. */
  after?: After;
}

/** The declared columns from the list's table and its joins: a page of a small list, or one row by id. */
export function selectRows(db: Db, list: Rows) {
  const query = db.select(list.columns).from(list.table).$dynamic();
  return list.join ? list.join(query) : query;
}

/** A page of a small list: OFFSET in the list's order. */
export function offsetPageQuery(db: Db, list: List, page: PageRequest) {
  return orderedPageQuery(db, list, page, listOrder(list, page.orderBy));
}

/** A page by OFFSET in a given order: a small list's (above) or a feed's. */
export function orderedPageQuery(
  db: Db,
  rows: Rows,
  page: Pick<PageRequest, 'where' | 'skip' | 'take'>,
  order: SQL[],
) {
  return selectRows(db, rows)
    .where(page.where)
    .orderBy(...order)
    .offset(page.skip)
    .limit(page.take);
}

/** A small list's or a feed's exact total. */
export function exactCountQuery(db: Db, list: Rows, where: SQL | undefined) {
  return db.select({ total: count() }).from(list.table).where(where);
}

/**
 * A page of a large list by deferred join: the inner query walks an index for ids only (index-only for
 * indexed sorts), so skipping up to `maxRows` rows touches no table rows; only the page's rows are read
 * and get their computed columns.
 */
export function deferredPageQuery(db: Db, list: List, page: PageRequest) {
  const ids = db
    .select({ pageId: list.id })
    .from(list.table)
    .where(page.after ? and(page.where, afterCondition(list, page.orderBy, page.after)) : page.where)
    .orderBy(...listOrder(list, page.orderBy, page.matchesFirst))
    .limit(page.take)
    .offset(page.skip)
    .as('page');
  const query = db
    .select(list.columns)
    .from(ids)
    .innerJoin(list.table, eq(list.id, ids.pageId))
    .$dynamic() as unknown as PgSelect;
  return (list.join ? list.join(query) : query).orderBy(...listOrder(list, page.orderBy));
}

export type ListOrder = Pick<PageRequest, 'where' | 'orderBy' | 'matchesFirst'>;

/** The sort key (as text) and id of the row at `offset` of a list: where a bookmark stands. */
export async function findBookmarkRow(db: Db, list: List, order: ListOrder, offset: number) {
  const [row] = await db
    .select({ value: sortKeyText(list, order.orderBy), id: list.id })
    .from(list.table)
    .where(order.where)
    .orderBy(...listOrder(list, order.orderBy, order.matchesFirst))
    .limit(1)
    .offset(offset);
  return row as { value: string; id: number } | undefined;
}

/**
 * The first `maxRows` ids of a search, in order: its snapshot. With few matches (see MATCHES_SORT_LIMIT)
 * it collects and sorts them; with many, walking the sort's index meets `maxRows` soon.
 */
export function snapshotQuery(db: Db, list: List, order: ListOrder, maxRows: number, fewMatches: boolean) {
  return db
    .select({ id: list.id })
    .from(list.table)
    .where(order.where)
    .orderBy(...listOrder(list, order.orderBy, fewMatches))
    .limit(maxRows);
}

/** Rows whose id is in a PostgreSQL array literal (`idsParam`): a page read from a snapshot. */
export function idsWhere(list: List, ids: string | Placeholder): SQL {
  return sql`${list.id} = any(cast(${ids} as integer[]))`;
}

export function idsParam(ids: readonly number[]): string {
  return `{${ids.join(',')}}`;
}

/** Counts at most `maxRows` + 1 matching rows: bounded work whatever the filter. */
export function cappedCountQuery(db: Db, list: List, where: SQL | undefined, maxRows: number) {
  const limited = db
    .select({ one: sql`1` })
    .from(list.table)
    .where(where)
    .limit(maxRows + 1)
    .as('limited');
  return db.select({ total: sql<number>`count(*)::int` }).from(limited);
}

/** The planner's row estimate for the filter: instant, used once the exact count passes the cap. */
export function estimateQuery(list: List, where: SQL | undefined): SQL {
  return sql`explain (format json) select 1 from ${list.table}${where ? sql` where ${where}` : sql``}`;
}

export function readEstimate(result: unknown): number {
  const [row] = (result as { rows: Record<string, unknown>[] }).rows;
  const raw = row ? Object.values(row)[0] : undefined;
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(plan[0].Plan['Plan Rows']);
}
