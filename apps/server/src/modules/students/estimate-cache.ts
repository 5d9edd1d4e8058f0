/**
 * Estimated totals (lists past STUDENT_LIST_MAX_ROWS rows) per filter, kept for 30 s: an estimate is
 * approximate anyway, and re-planning it on every page turn of a million-row list is wasted work.
 * Exact totals are never cached, so small lists always show the truth.
 */
const TTL_MS = 30_000;
const MAX_ENTRIES = 1000;

const entries = new Map<string, { total: number; at: number }>();

export function cachedEstimate(key: string, now = Date.now()): number | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  if (now - entry.at > TTL_MS) {
    entries.delete(key);
    return undefined;
  }
  return entry.total;
}

export function rememberEstimate(key: string, total: number, now = Date.now()): void {
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  entries.set(key, { total, at: now });
}
