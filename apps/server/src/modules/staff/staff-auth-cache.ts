import type { Role } from '@school/contracts';
import type { Db } from '../../db/types';

export interface StaffAuthRow {
  id: number;
  role: Role;
  email: string;
  tokenVersion: number;
}

/**
 * The auth row of each staff member, kept for 1 s per database. Every guarded request needs it; at list
 * throughput the extra primary-key read was half the database round trips (docs/performance.md).
 * Writes through this process forget the row at once, so a password change here revokes immediately;
 * another instance's change (or a write racing the read) is honoured within TTL_MS.
 */
const TTL_MS = 1000;
type Cache = Map<number, { row: StaffAuthRow | undefined; at: number }>;
const caches = new WeakMap<Db, Cache>();
// Writes run on a transaction, not on the database the cache is keyed by: forget in every cache.
const allCaches = new Set<Cache>();

function cacheOf(db: Db) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
    allCaches.add(cache);
  }
  return cache;
}

export async function cachedStaffAuth(
  db: Db,
  id: number,
  load: () => Promise<StaffAuthRow | undefined>,
): Promise<StaffAuthRow | undefined> {
  const cache = cacheOf(db);
  const hit = cache.get(id);
  const now = Date.now();
  if (hit && now - hit.at < TTL_MS) return hit.row;
  const row = await load();
  if (cache.size > 10_000) cache.clear();
  cache.set(id, { row, at: now });
  return row;
}

/** Called by every write to a staff row. */
export function forgetStaffAuth(id: number): void {
  for (const cache of allCaches) cache.delete(id);
}
