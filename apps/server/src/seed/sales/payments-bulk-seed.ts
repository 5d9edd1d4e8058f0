import { availableParallelism } from 'node:os';
import { sql } from 'drizzle-orm';
import { isDeadlock } from '../../db/pg-errors';
import type { Db } from '../../db/types';
import { audit } from '../../modules/audit';
import { hashPassword } from '../../password';
import type { BulkSeed } from '../bulk-seed';
import { restoreDeferredIndexes, withSecondaryIndexesDeferred } from '../deferred-indexes';
import { DEMO_PASSWORD } from '../people/staff.seed';
import { findSeedGrantor, generateStudents } from '../people/students-bulk-seed';
import type { WrittenPayments } from './payments-writer';
import { findRefundingAdmin } from './sales.seed';
import { generateSales } from './sales-generator';

type Rows<T> = { rows: T[] };

const THREE_YEARS_DAYS = 3 * 365;
/** Payments per statement: big enough for set-based speed, small enough to show progress. */
export const PAYMENTS_PER_CHUNK = { postgres: 1_000_000, embedded: 100_000 } as const;

export interface SeedManyPaymentsOptions {
  paymentsPerChunk?: number;
  /**
   * Statements run side by side per chunk (PostgreSQL, a pool: one per core). Each writes the students and
   * then the purchases of its own range of students, so they never touch the same rows but the day totals,
   * whose upserts are taken in key order.
   */
  parallel?: number;
  /** Drop the secondary indexes of the tables written and build each once at the end (PostgreSQL, tens of millions). */
  deferIndexes?: boolean;
}

/**
 * From this many payments on, building the indexes once at the end beats keeping them up to date: measured on
 * the 5M database, 1M more took 251 s with them kept (docs/performance.md).
 */
export const DEFER_INDEXES_FROM_PAYMENTS = 5_000_000;

/** The tables a payments seed writes, whose secondary indexes a big seed builds once at the end. */
const WRITTEN_TABLES = [
  'students',
  'course_accesses',
  'subscriptions',
  'payments',
  'refunds',
  'payment_status_changes',
];

/** `total` split into `parts` whole shares, the remainder on the first ones. */
const shares = (total: number, parts: number) =>
  Array.from({ length: parts }, (_, k) => Math.floor(total / parts) + (k < total % parts ? 1 : 0));

/** The students from id `from` on, cut into `parts` id ranges holding as many of them each. */
async function studentIdBounds(db: Db, from: number, parts: number) {
  const fractions = Array.from({ length: parts - 1 }, (_, k) => (k + 1) / parts);
  const [row] = (
    (await db.execute(sql`
      select coalesce(max(id), 0)::int as last,
        coalesce(percentile_disc(string_to_array(${fractions.join(',') || '0'}, ',')::float8[])
          within group (order by id), '{}')::int[] as cuts
      from students where id >= ${from}::int`)) as unknown as Rows<{ last: number; cuts: number[] }>
  ).rows;
  const cuts = parts > 1 ? (row?.cuts ?? []) : [];
  return Array.from({ length: parts }, (_, k) => ({
    fromStudentId: k === 0 ? from : (cuts[k - 1] ?? from) + 1,
    toStudentId: k === parts - 1 ? Math.max(row?.last ?? 0, from - 1) : (cuts[k] ?? from - 1),
  }));
}

/**
 * Payments per new student, for sizing the next chunk's students. Only a chunk whose every part ran out of
 * students shows their rate; a part cut at its limit left some students without purchases (the chunk asks
 * for 5 % more than the estimate needs), and following that lower figure would ask for more students every
 * chunk — 44M payments once came with twice the students they needed.
 */
export function nextPaymentsPerStudent(
  estimate: number,
  students: number,
  parts: readonly { payments: number; limit: number }[],
): number {
  const observed = Math.max(0.5, parts.reduce((a, part) => a + part.payments, 0) / Math.max(1, students));
  return parts.every((part) => part.payments < part.limit) ? observed : Math.max(estimate, observed);
}

/** A deadlock between two parts' statements rolls one back whole; it is simply run again. */
async function retryingDeadlocks<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= 5) throw error;
    }
  }
}

/**
 * `npm run seed -- --payments N`: exactly N more payments over the last three years, bought by new students
 * (signed up before their first payment; the generator gives a student ~4 payments, so ~N/4 of them, some
 * never buying) with their «Клуб» subscriptions, refunds and status history. Each chunk is two set-based
 * statements per part (the students, then their purchases); the statement triggers of migration 0011 keep
 * the statistics' pre-aggregates in the same statements. VACUUM ANALYZE at the end, for index-only walks and
 * the planner's estimates.
 */
export async function seedManyPayments(
  db: Db,
  total: number,
  info: (message: string) => void,
  options: SeedManyPaymentsOptions = {},
): Promise<WrittenPayments & { students: number }> {
  const chunk = options.paymentsPerChunk ?? PAYMENTS_PER_CHUNK.embedded;
  const parallel = Math.max(1, options.parallel ?? 1);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const grantedBy = await findSeedGrantor(db);
  const refundedBy = await findRefundingAdmin(db);
  const sum = { payments: 0, subscriptions: 0, refunds: 0, statusChanges: 0, students: 0 };
  // Payments per new student so far; starts from the generator's average, then follows what it gave.
  let perStudent = 4;
  const started = Date.now();
  const maxStudentId = async () =>
    (
      (await db.execute(sql`select coalesce(max(id), 0)::int as id from students`)) as unknown as Rows<{
        id: number;
      }>
    ).rows[0]?.id ?? 0;
  const fill = async () => {
    while (sum.payments < total) {
      const wanted = Math.min(chunk, total - sum.payments);
      const from = (await maxStudentId()) + 1;
      const count = Math.max(10, Math.ceil((wanted / perStudent) * 1.05));
      // Each part numbers its people from its own offset (names and e-mails follow the number).
      const offsets = shares(count, parallel).map((part, k, all) => ({
        from: from + all.slice(0, k).reduce((a, b) => a + b, 0),
        count: part,
      }));
      const studentParts = await Promise.all(
        offsets.map((part) =>
          generateStudents(db, {
            ...part,
            passwordHash,
            grantedBy,
            registeredWithinDays: THREE_YEARS_DAYS,
          }),
        ),
      );
      const students = studentParts.reduce((a, part) => a + part.students, 0);
      // Estimates for the students just added, so their purchases' statements are planned for their number.
      await db.execute(sql`analyze students`);
      // Id ranges with the same number of the new students in each, one per part (the ids may have gaps: a
      // statement rolled back still used its sequence numbers), each buying at most its share of the chunk.
      const bounds = await studentIdBounds(db, from, parallel);
      const limits = shares(wanted, parallel);
      const written = await Promise.all(
        bounds.map((range, k) =>
          retryingDeadlocks(() => generateSales(db, { ...range, limit: limits[k] ?? 0, refundedBy })),
        ),
      );
      const payments = written.reduce((a, part) => a + part.payments, 0);
      if (payments === 0 && students === 0) throw new Error('seed: no payments were generated');
      perStudent = nextPaymentsPerStudent(
        perStudent,
        students,
        written.map((part, k) => ({ payments: part.payments, limit: limits[k] ?? 0 })),
      );
      sum.students += students;
      sum.payments += payments;
      for (const part of written) {
        sum.subscriptions += part.subscriptions;
        sum.refunds += part.refunds;
        sum.statusChanges += part.statusChanges;
      }
      info(
        `seed: ${sum.payments} of ${total} payments, ${sum.students} students… (${Math.round((Date.now() - started) / 1000)} s)`,
      );
    }
  };
  if (options.deferIndexes) await withSecondaryIndexesDeferred(db, WRITTEN_TABLES, info, fill);
  else {
    await restoreDeferredIndexes(db, info);
    await fill();
  }
  for (const table of ['students', 'subscriptions', 'payments', 'refunds', 'payment_status_changes']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  await db.transaction((tx) =>
    audit.record(tx, {
      actorId: null,
      action: 'payment.bulk-seed',
      entity: 'payment',
      entityId: null,
      changes: { ...sum, source: 'seed' },
    }),
  );
  info(
    `seed: ${sum.payments} generated payments, ${sum.students} students, ${sum.subscriptions} subscriptions, ` +
      `${sum.refunds} refunds, ${sum.statusChanges} status changes`,
  );
  return sum;
}

export const paymentsBulkSeed: BulkSeed = {
  flag: 'payments',
  counts: 'payments over three years, with the students who made them and their subscriptions',
  run: async (db, count, { info, kind }) => {
    const postgres = kind === 'postgres';
    await seedManyPayments(db, count, info, {
      paymentsPerChunk: PAYMENTS_PER_CHUNK[postgres ? 'postgres' : 'embedded'],
      // PGlite is one connection; a PostgreSQL pool writes one part per core.
      parallel: postgres ? availableParallelism() : 1,
      deferIndexes: postgres && count >= DEFER_INDEXES_FROM_PAYMENTS,
    });
  },
};
