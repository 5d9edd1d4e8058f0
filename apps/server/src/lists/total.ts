import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/types';
import type { ListDeclaration, ListQuery } from './declaration';
import { cachedEstimate, rememberEstimate } from './estimate-cache';
import { estimateQuery, readEstimate } from './page-queries';

export interface CountedPage<Row> {
  items: Row[];
  total: number;
  /** False when `total` is the planner's estimate (a large list past its `maxRows`). */
  totalExact: boolean;
}

/** A small list's or a feed's page beside its exact count (both queries already running). */
export async function exactlyCounted<Row>(
  items: PromiseLike<unknown[]>,
  totals: PromiseLike<{ total: number }[]>,
): Promise<CountedPage<Row>> {
  const [rows, counted] = await Promise.all([items, totals]);
  return { items: rows as Row[], total: counted[0]?.total ?? 0, totalExact: true };
}

/** How a large list gets its total; `key` names the filter in the estimate cache. */
export interface TotalSource {
  key: string;
  maxRows: number;
  estimate(): Promise<number>;
  cappedCount(): Promise<number>;
}

/**
 * The page plus its total, with bounded work: a cached estimate, else the planner's estimate when it is
 * far past the cap (twice `maxRows`: trusted without counting, decision 004), else an exact count that
 * stops at the cap (and the estimate past it). `items` is already running, so the page and the total's
 * queries run side by side.
 */
export async function withTotal<Row>(items: Promise<Row[]>, totals: TotalSource): Promise<CountedPage<Row>> {
  items.catch(() => {});
  const { key, maxRows } = totals;
  const cached = cachedEstimate(key);
  if (cached !== undefined) return { items: await items, total: cached, totalExact: false };
  const estimate = await totals.estimate();
  if (estimate < 2 * maxRows) {
    const capped = await totals.cappedCount();
    if (capped <= maxRows) return { items: await items, total: capped, totalExact: true };
  }
  const total = Math.max(estimate, maxRows + 1);
  rememberEstimate(key, total);
  return { items: await items, total, totalExact: false };
}

/** The planner's estimate for a filter, asked at most once per request (the page and its total may both want it). */
export function estimateOnce(db: Db, list: ListDeclaration<ListQuery>, where: SQL | undefined) {
  let estimate: Promise<number> | undefined;
  return () => {
    estimate ??= db.execute(estimateQuery(list, where)).then(readEstimate);
    return estimate;
  };
}
