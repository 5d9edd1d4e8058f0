import { decodeSort } from '@school/contracts';
import type { SQL } from 'drizzle-orm';
import { inlineParams } from '../db/copy-out';
import type { Db } from '../db/types';
import { BOOKMARK_EVERY, type Bookmark, bookmarkFor, searchSnapshot } from './bookmarks';
import type { ListDeclaration, ListQuery } from './declaration';
import { cachedEstimate } from './estimate-cache';
import {
  cappedCountQuery,
  deferredPageQuery,
  findBookmarkRow,
  idsParam,
  idsWhere,
  type ListOrder,
  offsetPageQuery,
  type PageRequest,
  snapshotQuery,
} from './page-queries';
import { type CountedPage, estimateOnce, withTotal } from './total';

/**
 * How a large list reads a page: which plan shape, and whether it starts from a bookmark or a search's
 * snapshot. Shared by the prepared list (prepared.ts) and the per-request pages (countedPage);
 * docs/decisions/004 and 005.
 */

type List = ListDeclaration<ListQuery>;

/** A large list: its declaration has `large`. */
export type LargeList = List & { large: NonNullable<List['large']> };

/**
 * Up to this many estimated matches a search sorted by a clustering field (`collectSearchMatchesFor`,
 * e.g. the surname) collects and sorts them. Past it the matches are too many to be one surname, so they
 * are spread over the alphabet and the index walk meets them soon.
 */
export const MATCHES_SORT_LIMIT = 50_000;

/** Whether a page should collect and sort its matches rather than walk the sort's index (see above). */
export function sortsMatchesFirst(
  list: LargeList,
  searching: boolean,
  orderBy: string | undefined,
  estimate: number,
): boolean {
  if (!searching || estimate > MATCHES_SORT_LIMIT) return false;
  const field = orderBy ? decodeSort(orderBy)?.field : list.defaultSort.field;
  return field !== undefined && (list.large.collectSearchMatchesFor?.includes(field) ?? false);
}

/**
 * Up to this `skip` a page without a search reads its rows straight from the walk along the sort's index
 * (`select … order by … limit … offset …`, see readsRowsInWalk). Past it the deferred join wins: it skips
 * index entries without reading their table rows (1M students, 15 rows a page, PostgreSQL's own rate:
 * in the walk 2.1× the deferred join at skip 0, 1.2× at 60, 0.85× at 100).
 */
export const IN_WALK_SKIP_MAX = 60;

/**
 * Whether a page reads its rows in the walk itself rather than by deferred join. A shallow page has
 * nothing to skip, and a filter other than the search needs the table rows anyway; the deferred join's
 * second look-up of each row and its larger plan then doubled the database's work for the first page,
 * the page people open most (docs/performance.md, issue 9). A search keeps the deferred join: the covering
 * index tests its words without reading the table.
 */
export function readsRowsInWalk(searching: boolean, skip: number): boolean {
  return !searching && skip <= IN_WALK_SKIP_MAX;
}

/** What a page needs before its query runs. */
export interface PagePlan {
  /** Collect and sort the matches (see sortsMatchesFirst). */
  matchesFirst: boolean;
  /** Read the rows in the walk, no deferred join (see readsRowsInWalk). */
  inWalk?: boolean;
  /** A deep page of a list: start after this row. */
  bookmark?: Bookmark | undefined;
  /** A deep page of a search: exactly these ids, in order. */
  snapshotIds?: number[] | undefined;
}

export interface PlannedList {
  /** Names the list's filter in the caches (estimates, bookmarks, snapshots). */
  key: string;
  /** The filter, built only when a bookmark or a snapshot must be taken. */
  where: () => SQL | undefined;
  searching: boolean;
  orderBy: string | undefined;
  skip: number;
  take: number;
  estimate: () => Promise<number>;
}

/**
 * The plan of one page: a search sorted by a clustering field may collect its matches first; a deep page
 * of a search reads its snapshot; a deep page of any other list starts from a bookmark; a shallow page
 * needs neither.
 */
export async function planPage(db: Db, list: LargeList, page: PlannedList): Promise<PagePlan> {
  const { key, searching, orderBy, estimate } = page;
  const matchesFirst = sortsMatchesFirst(list, searching, orderBy, 0) && (await hasFewMatches(key, estimate));
  if (page.skip < BOOKMARK_EVERY) return { matchesFirst, inWalk: readsRowsInWalk(searching, page.skip) };
  const listKey = `${key} ${orderBy} ${matchesFirst}`;
  const order = () => ({ where: page.where(), orderBy, matchesFirst });
  if (searching) {
    const snapshotIds = await searchSnapshotIds(
      db,
      list,
      listKey,
      { ...order(), fewMatches: () => hasFewMatches(key, estimate) },
      page,
    );
    return { matchesFirst, snapshotIds };
  }
  const bookmark = await bookmarkFor(listKey, page.skip, (offset) =>
    findBookmarkRow(db, list, order(), offset),
  );
  return { matchesFirst, bookmark };
}

/** Whether the list named `key` has at most MATCHES_SORT_LIMIT rows by the (usually cached) estimate. */
export async function hasFewMatches(key: string, estimate: () => Promise<number>): Promise<boolean> {
  return (cachedEstimate(key) ?? (await estimate())) <= MATCHES_SORT_LIMIT;
}

/**
 * The ids of a deep page of a search (skip ≥ BOOKMARK_EVERY), from the search's snapshot; undefined for a
 * shallow page. `key` names the list: filter, sort and whether it sorts its matches first.
 */
export async function searchSnapshotIds(
  db: Db,
  list: LargeList,
  key: string,
  order: ListOrder & { fewMatches: () => Promise<boolean> },
  { skip, take }: { skip: number; take: number },
): Promise<number[] | undefined> {
  if (skip < BOOKMARK_EVERY) return undefined;
  const ids = await searchSnapshot(key, async () =>
    (await snapshotQuery(db, list, order, list.large.maxRows, await order.fewMatches())).map(
      (row) => row.id as number,
    ),
  );
  return [...ids.subarray(skip, skip + take)];
}

/** A page of a large list under any condition (`where`), its SQL built for this one request. */
export async function countedPage<Row>(
  db: Db,
  list: LargeList,
  page: PageRequest & { skip: number; take: number; searching: boolean },
): Promise<CountedPage<Row>> {
  const key = `${list.name} ${page.where ? inlineParams(page.where) : ''}`;
  const estimate = estimateOnce(db, list, page.where);
  const plan = await planPage(db, list, {
    key,
    where: () => page.where,
    searching: page.searching,
    orderBy: page.orderBy,
    skip: page.skip,
    take: page.take,
    estimate,
  });
  const request: PageRequest = plan.snapshotIds
    ? { where: idsWhere(list, idsParam(plan.snapshotIds)), orderBy: page.orderBy, skip: 0, take: page.take }
    : {
        ...page,
        matchesFirst: plan.matchesFirst,
        skip: page.skip - (plan.bookmark?.position ?? 0),
        after: plan.bookmark,
      };
  const items = (plan.inWalk ? offsetPageQuery : deferredPageQuery)(db, list, request) as unknown as Promise<
    Row[]
  >;
  return withTotal(items, {
    key,
    maxRows: list.large.maxRows,
    estimate,
    cappedCount: async () =>
      (await cappedCountQuery(db, list, page.where, list.large.maxRows))[0]?.total ?? 0,
  });
}
