import { schoolToday } from '@school/contracts';
import { Counter } from 'prom-client';
import type { Db } from '../../db/types';
import type { JobQueue } from '../../jobs';
import { metricsRegistry } from '../../metrics';
import {
  type ApplicationCountsTable,
  applicationCountsDays,
  repairApplicationCounts,
  repairApplicationStatusCounts,
} from '../applications';
import { addDays } from './statistics-periods';
import {
  lockPaymentRollups,
  lockSignups,
  lockSubscriptionSpans,
  rewriteWrongPaymentRollups,
  rewriteWrongSignups,
  rewriteWrongSpans,
  statisticsDays,
} from './statistics-repair.repository';

/**
 * Repairs the sales statistics' pre-aggregates (docs/decisions/006) from the raw rows, and in the same run the
 * applications' kanban counts (their own module repairs them: `repairApplicationCounts`, composed here). The triggers keep them
 * exact in the same transaction as every write, so this normally corrects nothing; it is the safety net for
 * what the triggers cannot see (a `TRUNCATE`, a hand-made fix in psql, triggers disabled for a restore, a
 * tzdata change of Moscow's past offsets). docs/reliability.md «Ремонт предагрегатов статистики».
 */
export const STATISTICS_REPAIR_JOB = 'statistics.repair';
/** Nightly, 03:30 UTC (06:30 in Moscow: before the school day, after the night's auto-charges). */
export const STATISTICS_REPAIR_CRON = '30 3 * * *';
/** The nightly run's window: the last N school days (today included). */
export const STATISTICS_REPAIR_DAYS = 35;
/** School days rewritten per transaction: each batch locks the roll-ups against writes for its length. */
export const STATISTICS_REPAIR_BATCH_DAYS = 7;

export interface StatisticsRepairOptions {
  /** Repair every day that has rows (raw or roll-up); otherwise the last `days` days. */
  allTime?: boolean;
  days?: number;
  batchDays?: number;
  /** Now, in ms (tests). */
  now?: number;
}

export interface StatisticsRepairResult {
  from: string;
  /** Exclusive. */
  to: string;
  batches: number;
  /** Rows corrected per roll-up table (0 normally). */
  corrections: Record<RepairedTable, number>;
  total: number;
}

type RepairedTable =
  | 'payment_day_totals'
  | 'payment_day_sales'
  | 'student_day_signups'
  | 'subscription_month_spans'
  | ApplicationCountsTable;

export const statisticsRepairCorrections = new Counter({
  name: 'statistics_repair_corrections_total',
  help: 'Rows of the statistics pre-aggregates the statistics.repair job found wrong and rewrote, by table',
  labelNames: ['table'] as const,
  registers: [metricsRegistry],
});

/** The days to repair: [from, to). All time spans every day any raw row or roll-up row has (applications too). */
async function repairRange(db: Db, options: StatisticsRepairOptions): Promise<{ from: string; to: string }> {
  const today = schoolToday(options.now ?? Date.now());
  const tomorrow = addDays(today, 1);
  if (!options.allTime) {
    const asked = Number(options.days ?? STATISTICS_REPAIR_DAYS);
    const days = Number.isFinite(asked) ? Math.max(1, Math.floor(asked)) : STATISTICS_REPAIR_DAYS;
    return { from: addDays(today, 1 - days), to: tomorrow };
  }
  const range = await statisticsDays(db);
  const applicationDays = await applicationCountsDays(db);
  const firsts = [range.first, applicationDays.first, today].filter((day): day is string => !!day);
  const lasts = [range.last, applicationDays.last].filter((day): day is string => !!day);
  const from = firsts.reduce((min, day) => (day < min ? day : min));
  const last = lasts.reduce<string | null>((max, day) => (max === null || day > max ? day : max), null);
  const to = last !== null && last >= tomorrow ? addDays(last, 1) : tomorrow;
  return { from, to };
}

/**
 * Recomputes the pre-aggregates of [from, to) from the raw rows, `batchDays` days per transaction. Each
 * transaction first locks its roll-up tables in SHARE ROW EXCLUSIVE mode: it waits for the writers in flight
 * (their triggers hold ROW EXCLUSIVE on the roll-up until they commit) and holds new ones back until it
 * commits, so a payment written meanwhile is either in the raw rows it reads or applied by its trigger after
 * the rewrite — never lost nor counted twice. Payments, students and applications are separate transactions
 * (a writer touching two of them could lock them in the other order). Readers (the statistics) are never blocked.
 */
export async function repairStatistics(
  db: Db,
  options: StatisticsRepairOptions = {},
): Promise<StatisticsRepairResult> {
  const { from, to } = await repairRange(db, options);
  const batch = Number(options.batchDays ?? STATISTICS_REPAIR_BATCH_DAYS);
  const batchDays = Number.isFinite(batch) ? Math.max(1, Math.floor(batch)) : STATISTICS_REPAIR_BATCH_DAYS;
  const corrections: Record<RepairedTable, number> = {
    payment_day_totals: 0,
    payment_day_sales: 0,
    student_day_signups: 0,
    subscription_month_spans: 0,
    application_day_counts: 0,
    application_day_status_counts: 0,
    application_status_counts: 0,
  };
  let batches = 0;
  for (let start = from; start < to; start = addDays(start, batchDays)) {
    const end = addDays(start, batchDays) < to ? addDays(start, batchDays) : to;
    batches += 1;
    await db.transaction(async (tx) => {
      await lockPaymentRollups(tx);
      const { totals, sales } = await rewriteWrongPaymentRollups(tx, start, end);
      corrections.payment_day_totals += totals;
      corrections.payment_day_sales += sales;
    });
    await db.transaction(async (tx) => {
      await lockSignups(tx);
      const signups = await rewriteWrongSignups(tx, start, end);
      corrections.student_day_signups += signups;
    });
    // The kanban's counts: their own transaction too (repairApplicationCounts opens it).
    const applicationCounts = await repairApplicationCounts(db, start, end);
    corrections.application_day_counts += applicationCounts.application_day_counts;
    corrections.application_day_status_counts += applicationCounts.application_day_status_counts;
  }
  // «Главная»'s waiting counts have no day: compared whole on every run, rewritten only when wrong.
  corrections.application_status_counts += await repairApplicationStatusCounts(db);
  // A few hundred rows for years of subscriptions: one transaction for the window's months.
  await db.transaction(async (tx) => {
    await lockSubscriptionSpans(tx);
    const spans = await rewriteWrongSpans(tx, from);
    corrections.subscription_month_spans += spans;
  });
  for (const [table, count] of Object.entries(corrections)) {
    if (count > 0) statisticsRepairCorrections.inc({ table }, count);
  }
  const total = Object.values(corrections).reduce((sum, count) => sum + count, 0);
  return { from, to, batches, corrections, total };
}

interface RepairLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * The `statistics.repair` job: nightly (cron, UTC) over the last STATISTICS_REPAIR_DAYS days, and on demand
 * (`npm run statistics:repair`, or `jobs.send('statistics.repair', { allTime: true })`). Singleton: N instances
 * run it once per tick, never two at a time.
 */
export function scheduleStatisticsRepair(jobs: JobQueue, db: Db, log: RepairLog): void {
  jobs.define<{ allTime?: boolean; days?: number }>(
    STATISTICS_REPAIR_JOB,
    async (data) => {
      const result = await repairStatistics(db, { allTime: data?.allTime === true, days: data?.days });
      if (result.total > 0) {
        log.warn(result, 'statistics pre-aggregates repaired: rows corrected');
      } else {
        log.info(
          { from: result.from, to: result.to, batches: result.batches },
          'statistics pre-aggregates checked',
        );
      }
    },
    { policy: 'singleton' },
  );
  jobs.schedule(STATISTICS_REPAIR_JOB, STATISTICS_REPAIR_CRON);
}
