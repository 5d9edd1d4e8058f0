import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

export type Statement = { text: string; values: unknown[] };

interface Total {
  total: number;
  exact: boolean;
  at: number;
}

/**
 * The hand-written anchors' list total, as anyone would write it beside the page: an exact count capped at
 * `max` rows, past which the planner's estimate; each kept 30 s per key (one count per 30 s, like the API).
 */
export function cappedTotals<K>(max: number) {
  const totals = new Map<K, Total>();
  return async (pool: pg.Pool, key: K, { count, estimate }: { count: Statement; estimate: Statement }) => {
    const known = totals.get(key);
    if (known && Date.now() - known.at < 30_000) return known;
    const counted: number = (await pool.query(count.text, count.values)).rows[0].n;
    let total: Total = { total: counted, exact: true, at: Date.now() };
    if (counted > max) {
      const [plan] = (await pool.query(estimate.text, estimate.values)).rows[0]['QUERY PLAN'];
      total = { total: Math.max(counted, Math.round(plan.Plan['Plan Rows'])), exact: false, at: Date.now() };
    }
    totals.set(key, total);
    return total;
  };
}

/** The count (capped one past `max`) and the planner's estimate of `from … where`, as `cappedTotals` reads them. */
export function totalStatements(from: string, where: string, values: unknown[], max: number) {
  return {
    count: {
      text: `select count(*)::int as n from (select 1 from ${from} ${where} limit ${max + 1}) c`,
      values,
    },
    estimate: { text: `explain (format json) select 1 from ${from} ${where}`, values },
  };
}

/** Runs `copySql` (`COPY (…) TO STDOUT …`) and counts the lines it sends: the anchors' export. */
export async function copyLines(pool: pg.Pool, copySql: string): Promise<{ rows: number; seconds: number }> {
  const started = performance.now();
  let rows = 0;
  const client = await pool.connect();
  try {
    await new Promise<void>((resolve, reject) => {
      const stream = client.query(copyTo(copySql));
      stream.on('data', (chunk: Buffer) => {
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) rows++;
      });
      stream.on('end', resolve);
      stream.on('error', reject);
    });
  } finally {
    client.release();
  }
  return { rows, seconds: (performance.now() - started) / 1000 };
}
