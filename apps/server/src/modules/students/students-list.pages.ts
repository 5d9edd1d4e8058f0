import type { SQL } from 'drizzle-orm';
import { inlineParams } from '../../db/copy-out';
import type { Db } from '../../db/types';
import { cachedEstimate } from './estimate-cache';
import { BOOKMARK_EVERY, type Bookmark, bookmarkFor, searchSnapshot } from './students-list.bookmarks';
import {
  type CountedPage,
  cappedCountQuery,
  estimateOnce,
  findBookmarkRow,
  idsParam,
  idsWhere,
  type ListOrder,
  type PageRequest,
  pageQuery,
  type StudentWithExtras,
  snapshotQuery,
  withTotal,
} from './students-list.repository';

/**
 * How a student list reads a page: which plan shape, and whether it starts from a bookmark or a search's
 * snapshot. Shared by the prepared `GET /api/students` (students-list.prepared.ts) and the per-request
 * lists (countedPage); docs/decisions/004.
 */

/**
 * Up to this many estimated matches a search sorted by surname collects and sorts them. Past it the matches
 * are too many to be one surname, so they are spread over the alphabet and the index walk meets them soon.
 */
export const MATCHES_SORT_LIMIT = 50_000;

/** Whether a page should collect and sort its matches rather than walk the sort's index (see above). */
export function sortsMatchesFirst(
  searching: boolean,
  orderBy: string | undefined,
  estimate: number,
): boolean {
  return searching && (orderBy?.startsWith('lastName:') ?? false) && estimate <= MATCHES_SORT_LIMIT;
}

/** What a page needs before its query runs. */
export interface PagePlan {
  /** Collect and sort the matches (see sortsMatchesFirst). */
  matchesFirst: boolean;
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
 * The plan of one page: a search sorted by surname may collect its matches first; a deep page of a search
 * reads its snapshot; a deep page of any other list starts from a bookmark; a shallow page needs neither.
 */
export async function planPage(db: Db, list: PlannedList): Promise<PagePlan> {
  const { key, searching, orderBy, estimate } = list;
  const matchesFirst = sortsMatchesFirst(searching, orderBy, 0) && (await hasFewMatches(key, estimate));
  if (list.skip < BOOKMARK_EVERY) return { matchesFirst };
  const listKey = `${key} ${orderBy} ${matchesFirst}`;
  const order = () => ({ where: list.where(), orderBy, matchesFirst });
  if (searching) {
    const snapshotIds = await searchSnapshotIds(
      db,
      listKey,
      { ...order(), fewMatches: () => hasFewMatches(key, estimate) },
      list,
    );
    return { matchesFirst, snapshotIds };
  }
  const bookmark = await bookmarkFor(listKey, list.skip, (offset) => findBookmarkRow(db, order(), offset));
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
  key: string,
  list: ListOrder & { fewMatches: () => Promise<boolean> },
  { skip, take }: { skip: number; take: number },
): Promise<number[] | undefined> {
  if (skip < BOOKMARK_EVERY) return undefined;
  const ids = await searchSnapshot(key, async () =>
    (await snapshotQuery(db, list, await list.fewMatches())).map((row) => row.id),
  );
  return [...ids.subarray(skip, skip + take)];
}

/** A page of any student list, its SQL built for this one request. */
export async function countedPage(
  db: Db,
  page: PageRequest & { skip: number; take: number; searching: boolean },
): Promise<CountedPage> {
  const key = page.where ? inlineParams(page.where) : '';
  const estimate = estimateOnce(db, page.where);
  const plan = await planPage(db, {
    key,
    where: () => page.where,
    searching: page.searching,
    orderBy: page.orderBy,
    skip: page.skip,
    take: page.take,
    estimate,
  });
  const request: PageRequest = plan.snapshotIds
    ? { where: idsWhere(idsParam(plan.snapshotIds)), orderBy: page.orderBy, skip: 0, take: page.take }
    : {
        ...page,
        matchesFirst: plan.matchesFirst,
        skip: page.skip - (plan.bookmark?.position ?? 0),
        after: plan.bookmark,
      };
  const items = pageQuery(db, request) as Promise<StudentWithExtras[]>;
  return withTotal(items, {
    key,
    estimate,
    cappedCount: async () => (await cappedCountQuery(db, page.where))[0]?.total ?? 0,
  });
}
