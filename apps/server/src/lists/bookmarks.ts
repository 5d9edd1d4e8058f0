import { createTtlCache } from './ttl-cache';

/**
 * Deep pages start from a bookmark: the row just before every BOOKMARK_EVERY-th row of a list (per filter
 * and sort), kept for 30 s. A page at skip 9,985 then skips at most 999 rows past its bookmark instead of
 * 9,985 from the top. The first request for a bookmark pays one walk to find it.
 *
 * Trade-off (docs/decisions/004): for up to 30 s a deep page is counted from where its bookmark stood, so a
 * row added meanwhile at the top shifts pages before the bookmark by one row but not pages after it.
 * Page 1 and every page up to BOOKMARK_EVERY rows deep are always exact.
 */
export const BOOKMARK_EVERY = 1000;
/** Snapshots of searches: at most this many, each at most a large list's `maxRows` ids (40 KB for 10,000). */
const MAX_SNAPSHOTS = 100;
const TTL_MS = 30_000;

export interface Bookmark {
  /** The list position right after the bookmarked row: a multiple of BOOKMARK_EVERY. */
  position: number;
  /** The bookmarked row's sort key as text, and its id. */
  value: string;
  id: number;
}

const bookmarks = createTtlCache<Promise<Bookmark | undefined>>(TTL_MS, 5000);

/**
 * The bookmark for a page at `skip` of the list named `key`, or none for a shallow page (or a list shorter
 * than the bookmark's position). `find(offset)` reads the sort key and id of the row at `offset`.
 * Concurrent requests for the same bookmark share one walk.
 */
export function bookmarkFor(
  key: string,
  skip: number,
  find: (offset: number) => Promise<{ value: string; id: number } | undefined>,
): Promise<Bookmark | undefined> {
  if (skip < BOOKMARK_EVERY) return Promise.resolve(undefined);
  const position = Math.floor(skip / BOOKMARK_EVERY) * BOOKMARK_EVERY;
  const cacheKey = `${key} @${position}`;
  const cached = bookmarks.get(cacheKey);
  if (cached) return cached;
  const found = find(position - 1).then((row) => (row ? { position, ...row } : undefined));
  // "Too short for a bookmark" is remembered too, so pages past the end do not walk the list twice each
  // time (they then skip from the top, like any page); a failed walk is forgotten at once.
  bookmarks.set(cacheKey, found);
  found.catch(() => bookmarks.delete(cacheKey));
  return found;
}

/**
 * A search takes no bookmarks: from one PostgreSQL would walk the sort's index testing every row until a
 * thousand matches turn up (62,000 rows for a common surname, 60–100 ms). Its deep pages (skip ≥
 * BOOKMARK_EVERY) come instead from a snapshot of its first `maxRows` matching ids in order,
 * taken by one query (the trigram index, then a sort: ~25 ms for 16,000 matches) and kept 30 s like a
 * bookmark, with the same trade-off. The page's rows are then read fresh by id.
 */
const snapshots = createTtlCache<Promise<Int32Array>>(TTL_MS, MAX_SNAPSHOTS);

export function searchSnapshot(key: string, take: () => Promise<number[]>): Promise<Int32Array> {
  const cached = snapshots.get(key);
  if (cached) return cached;
  const taken = take().then((ids) => Int32Array.from(ids));
  snapshots.set(key, taken);
  taken.catch(() => snapshots.delete(key));
  return taken;
}
