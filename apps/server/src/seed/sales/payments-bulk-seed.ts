import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { audit } from '../../modules/audit';
import { DEMO_PASSWORD } from '../../modules/staff/staff.seed';
import { findSeedGrantor, generateStudents } from '../../modules/students/students-bulk-seed';
import { hashPassword } from '../../password';
import type { WrittenPayments } from './payments-writer';
import { findRefundingAdmin } from './sales.seed';
import { generateSales } from './sales-generator';

type Rows<T> = { rows: T[] };

const THREE_YEARS_DAYS = 3 * 365;
/** Payments per statement: big enough for set-based speed, small enough to show progress. */
export const PAYMENTS_PER_CHUNK = { postgres: 1_000_000, embedded: 100_000 } as const;

export interface SeedManyPaymentsOptions {
  paymentsPerChunk?: number;
}

/**
 * `npm run seed -- --payments N`: exactly N more payments over the last three years, bought by new students
 * (signed up before their first payment; the generator gives a student ~4 payments, so ~N/4 of them, some
 * never buying) with their «Клуб» subscriptions, refunds and status history. Each chunk is two set-based
 * statements (the students, then their purchases); the statement triggers of migration 0011 keep the
 * statistics' pre-aggregates in the same statements. VACUUM ANALYZE at the end, for index-only walks and
 * the planner's estimates.
 */
export async function seedManyPayments(
  db: Db,
  total: number,
  info: (message: string) => void,
  options: SeedManyPaymentsOptions = {},
): Promise<WrittenPayments & { students: number }> {
  const chunk = options.paymentsPerChunk ?? PAYMENTS_PER_CHUNK.embedded;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const grantedBy = await findSeedGrantor(db);
  const refundedBy = await findRefundingAdmin(db);
  const sum = { payments: 0, subscriptions: 0, refunds: 0, statusChanges: 0, students: 0 };
  // Payments per new student so far; starts from the generator's average, then follows what it gave.
  let perStudent = 4;
  const started = Date.now();
  while (sum.payments < total) {
    const wanted = Math.min(chunk, total - sum.payments);
    const [last] = (
      (await db.execute(sql`select coalesce(max(id), 0)::int as id from students`)) as unknown as Rows<{
        id: number;
      }>
    ).rows;
    const from = (last?.id ?? 0) + 1;
    const count = Math.max(10, Math.ceil((wanted / perStudent) * 1.05));
    const students = await generateStudents(db, {
      from,
      count,
      passwordHash,
      grantedBy,
      registeredWithinDays: THREE_YEARS_DAYS,
    });
    // Estimates for the students just added, so their purchases' statement is planned for their number.
    await db.execute(sql`analyze students`);
    const written = await generateSales(db, {
      fromStudentId: from,
      toStudentId: 2_147_483_647,
      limit: wanted,
      refundedBy,
    });
    if (written.payments === 0 && students.students === 0)
      throw new Error('seed: no payments were generated');
    perStudent = Math.max(0.5, written.payments / Math.max(1, students.students));
    sum.students += students.students;
    sum.payments += written.payments;
    sum.subscriptions += written.subscriptions;
    sum.refunds += written.refunds;
    sum.statusChanges += written.statusChanges;
    info(
      `seed: ${sum.payments} of ${total} payments, ${sum.students} students… (${Math.round((Date.now() - started) / 1000)} s)`,
    );
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
