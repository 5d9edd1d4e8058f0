import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { accrualHolds, balanceEntries, balances } from '../../db/schema/balances.table';
import { commissionRules } from '../../db/schema/commission-rules.table';
import { courseAuthors } from '../../db/schema/course-authors.table';
import { payments } from '../../db/schema/payments.table';
import { referrals } from '../../db/schema/referrals.table';
import type { Db } from '../../db/types';
import type { Owner } from './balances.repository';

/** The commission steps' reads and writes: rules, accruals, the hold queue (`accrual_holds`) and its sums. */

export type CommissionRuleRow = typeof commissionRules.$inferSelect;
export type Hold = typeof accrualHolds.$inferSelect;

export function findCommissionRules(db: Db): Promise<CommissionRuleRow[]> {
  return db.select().from(commissionRules);
}

export function findPaymentsByIds(db: Db, ids: readonly number[]) {
  return db
    .select()
    .from(payments)
    .where(inArray(payments.id, [...ids]));
}

/** Who referred each of the referrals: a staff member or a student. */
export function findReferrers(db: Db, referralIds: readonly number[]) {
  if (referralIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: referrals.id, staffId: referrals.referrerStaffId, studentId: referrals.referrerStudentId })
    .from(referrals)
    .where(inArray(referrals.id, [...referralIds]));
}

/** The authors of the courses, lowest staff id first (the kopeck remainder goes to the first). */
export function findCourseAuthors(db: Db, courseIds: readonly number[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
    .select({ courseId: courseAuthors.courseId, staffId: courseAuthors.staffId })
    .from(courseAuthors)
    .where(inArray(courseAuthors.courseId, [...courseIds]))
    .orderBy(asc(courseAuthors.staffId));
}

/** The owners who already have an accrual of each payment. */
export function findAccrualOwners(db: Db, paymentIds: readonly number[]) {
  return db
    .select({
      paymentId: balanceEntries.paymentId,
      staffId: balanceEntries.staffId,
      studentId: balanceEntries.studentId,
    })
    .from(balanceEntries)
    .where(and(inArray(balanceEntries.paymentId, [...paymentIds]), eq(balanceEntries.kind, 'accrual')));
}

export interface HeldAccrual {
  staffId: number | null;
  studentId: number | null;
  amount: string;
  paymentId: number;
  availableAt: Date;
  createdAt?: Date;
}

/** Accruals into `held`, each queued in `accrual_holds` till its `availableAt`. */
export async function insertHeldAccruals(db: Db, accruals: readonly HeldAccrual[]): Promise<void> {
  const entries = await db
    .insert(balanceEntries)
    .values(accruals.map((accrual) => ({ ...accrual, kind: 'accrual' as const, bucket: 'held' as const })))
    .returning({
      id: balanceEntries.id,
      paymentId: balanceEntries.paymentId,
      staffId: balanceEntries.staffId,
      studentId: balanceEntries.studentId,
      availableAt: balanceEntries.availableAt,
    });
  // One accrual per owner and payment, so the entry's own columns are its place in the queue.
  await db.insert(accrualHolds).values(
    entries.map((entry) => ({
      entryId: entry.id,
      staffId: entry.staffId,
      studentId: entry.studentId,
      paymentId: entry.paymentId ?? 0,
      availableAt: entry.availableAt,
    })),
  );
}

/**
 * The holds due by `now` (of one owner, or all), oldest first, locked with `skip locked`: two servers, or the
 * timer and a withdrawal, never take one hold twice.
 */
export function lockDueHolds(db: Db, now: Date, owner: Owner | undefined, limit: number): Promise<Hold[]> {
  return db
    .select()
    .from(accrualHolds)
    .where(
      and(
        lte(accrualHolds.availableAt, now),
        owner === undefined
          ? undefined
          : owner.staffId !== undefined
            ? eq(accrualHolds.staffId, owner.staffId)
            : eq(accrualHolds.studentId, owner.studentId),
      ),
    )
    .orderBy(asc(accrualHolds.availableAt), asc(accrualHolds.entryId))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function deleteHolds(db: Db, entryIds: readonly number[]): Promise<void> {
  await db.delete(accrualHolds).where(inArray(accrualHolds.entryId, [...entryIds]));
}

/** Which of the accrual entries are still on hold, their queue rows locked in entry order. */
export async function lockHoldsOfEntries(db: Db, entryIds: readonly number[]): Promise<Set<number>> {
  const holds = await db
    .select({ entryId: accrualHolds.entryId })
    .from(accrualHolds)
    .where(inArray(accrualHolds.entryId, [...entryIds]))
    .orderBy(asc(accrualHolds.entryId))
    .for('update');
  return new Set(holds.map((hold) => hold.entryId));
}

/** Per payment and owner: accrued, reversed in all, and reversed from held (numeric text, ≤ 0 for reversals). */
export function sumAccrualsByOwner(db: Db, paymentIds: readonly number[]) {
  return db
    .select({
      paymentId: balanceEntries.paymentId,
      staffId: balanceEntries.staffId,
      studentId: balanceEntries.studentId,
      accrued: sql<string>`coalesce(sum(${balanceEntries.amount}) filter (where ${balanceEntries.kind} = 'accrual'), 0)::text`,
      reversed: sql<string>`coalesce(sum(${balanceEntries.amount}) filter (where ${balanceEntries.kind} = 'reversal'), 0)::text`,
      reversedHeld: sql<string>`coalesce(sum(${balanceEntries.amount}) filter (where ${balanceEntries.kind} = 'reversal' and ${balanceEntries.bucket} = 'held'), 0)::text`,
    })
    .from(balanceEntries)
    .where(inArray(balanceEntries.paymentId, [...paymentIds]))
    .groupBy(balanceEntries.paymentId, balanceEntries.staffId, balanceEntries.studentId);
}

/** Of these owners, the ones whose balance has a debt. */
export function findIndebtedOwners(db: Db, staffIds: readonly number[], studentIds: readonly number[]) {
  return db
    .select({ staffId: balances.staffId, studentId: balances.studentId })
    .from(balances)
    .where(
      and(
        lt(balances.debt, '0'),
        or(
          staffIds.length ? inArray(balances.staffId, [...staffIds]) : sql`false`,
          studentIds.length ? inArray(balances.studentId, [...studentIds]) : sql`false`,
        ),
      ),
    );
}

/** Amount and refunded amount of the payments. */
export function findPaymentAmounts(db: Db, ids: readonly number[]) {
  return db
    .select({ id: payments.id, amount: payments.amount, refunded: payments.refundedAmount })
    .from(payments)
    .where(inArray(payments.id, [...ids]));
}

/** The accrual entries of the payments, in id order. */
export function findAccrualEntries(db: Db, paymentIds: readonly number[]) {
  return db
    .select({
      id: balanceEntries.id,
      paymentId: balanceEntries.paymentId,
      staffId: balanceEntries.staffId,
      studentId: balanceEntries.studentId,
    })
    .from(balanceEntries)
    .where(and(inArray(balanceEntries.paymentId, [...paymentIds]), eq(balanceEntries.kind, 'accrual')))
    .orderBy(asc(balanceEntries.id));
}
