import { createTtlCache } from './ttl-cache';

/**
 * Estimated totals (large lists past their `maxRows`) per filter, kept for 30 s: an estimate is
 * approximate anyway, and re-planning it on every page turn of a million-row list is wasted work.
 * Exact totals are never cached, so small lists always show the truth.
 */
const estimates = createTtlCache<number>(30_000, 1000);

export function cachedEstimate(key: string, now = Date.now()): number | undefined {
  return estimates.get(key, now);
}

export function rememberEstimate(key: string, total: number, now = Date.now()): void {
  estimates.set(key, total, now);
}
