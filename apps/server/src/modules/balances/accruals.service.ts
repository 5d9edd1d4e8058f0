import { toKopecks } from '@school/contracts';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { accrualHolds, balanceEntries, balances, type NewBalanceEntry } from '../../db/schema/balances.table';
import { commissionRules } from '../../db/schema/commission-rules.table';
import { courseAuthors } from '../../db/schema/course-authors.table';
import { payments } from '../../db/schema/payments.table';
import { referrals } from '../../db/schema/referrals.table';
import type { Db } from '../../db/types';
import { insertEntries, lockBalance, type Owner } from './balances.repository';

/**
 * Commissions that follow the payments (issue 13): an accrual when a payment is confirmed, a release when its
 * hold is over, a reversal in proportion to a refund, and the settlement of a debt from the next money that
 * becomes available. All amounts are whole kopecks here; the ledger's entries are numeric text.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Releases handled per transaction of the job (each owner's balance row is locked in it). */
const RELEASE_BATCH = 500;

const kopecksOf = (text: string) => toKopecks(Number(text));
const moneyOf = (kopecks: number) => {
  const sign = kopecks < 0 ? '-' : '';
  const whole = Math.abs(kopecks);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
};
const ownerColumns = (owner: Owner) =>
  owner.staffId !== undefined
    ? { staffId: owner.staffId, studentId: null }
    : { studentId: owner.studentId, staffId: null };
const ownerOfRow = (row: { staffId: number | null; studentId: number | null }): Owner =>
  row.staffId !== null ? { staffId: row.staffId } : { studentId: row.studentId ?? 0 };
/** round(amount × percent / 100), half up, exact (BigInt: kopecks × hundredths of a percent pass 2⁵³). */
export function commissionKopecks(amountKopecks: number, percent: string): number {
  const hundredths = BigInt(toKopecks(Number(percent)));
  return Number((BigInt(amountKopecks) * hundredths + 5000n) / 10000n);
}

/** Equal shares of `total` kopecks, the remainder to the first (the lowest id). */
export function splitEqually(total: number, parts: number): number[] {
  if (parts <= 0) return [];
  const share = Math.floor(total / parts);
  return Array.from({ length: parts }, (_, index) => (index === 0 ? total - share * (parts - 1) : share));
}

type Beneficiary = 'author' | 'referrer';
const CONFIRMED: readonly string[] = ['confirmed', 'repeat_confirmed'];
type RuleRow = {
  beneficiary: string;
  scope: string;
  payment: string;
  courseId: number | null;
  percent: string;
  holdDays: number;
};

/** The rule of a beneficiary for a payment: the course's own beats the default (course null). */
function pickRule(
  rules: readonly RuleRow[],
  beneficiary: Beneficiary,
  scope: 'course' | 'subscription',
  payment: 'first' | 'repeat',
  courseId: number | null,
): RuleRow | undefined {
  const matching = rules.filter(
    (rule) => rule.beneficiary === beneficiary && rule.scope === scope && rule.payment === payment,
  );
  return (
    (scope === 'course' && courseId !== null
      ? matching.find((rule) => rule.courseId === courseId)
      : undefined) ?? matching.find((rule) => rule.courseId === null)
  );
}

const IN_CHUNK = 1000;
const chunks = <T>(items: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += IN_CHUNK) out.push(items.slice(i, i + IN_CHUNK));
  return out;
};

/**
 * The commissions of a confirmed payment, in the caller's transaction (the payment row locked by it): the
 * buyer's referrer by the `referrer` rule, the course's authors by the `author` rule (split equally, the kopeck
 * remainder to the lowest id). Held till paid_at + the rule's hold days. Idempotent: an owner who already has
 * an accrual of this payment gets none again.
 */
export function accrueForPayment(db: Db, paymentId: number): Promise<void> {
  return accrueForPayments(db, [paymentId]);
}

/**
 * The same for many payments at once (the demo seed: a few queries, not a few per payment). `backdate` writes
 * each accrual at its payment's paid_at.
 */
export async function accrueForPayments(
  db: Db,
  paymentIds: readonly number[],
  options: { backdate?: boolean; refundedToo?: boolean } = {},
): Promise<void> {
  if (paymentIds.length === 0) return;
  // The demo seed replays history: a payment refunded since was confirmed first, and accrued then.
  const accruing = options.refundedToo ? [...CONFIRMED, 'refunded', 'repeat_refunded'] : CONFIRMED;
  const rules: RuleRow[] = await db.select().from(commissionRules);
  for (const ids of chunks(paymentIds)) {
    const paid = (await db.select().from(payments).where(inArray(payments.id, ids))).filter((payment) =>
      accruing.includes(payment.status),
    );
    if (paid.length === 0) continue;
    const referralIds = [
      ...new Set(paid.flatMap((payment) => (payment.referralId === null ? [] : [payment.referralId]))),
    ];
    const referrers = referralIds.length
      ? await db
          .select({
            id: referrals.id,
            staffId: referrals.referrerStaffId,
            studentId: referrals.referrerStudentId,
          })
          .from(referrals)
          .where(inArray(referrals.id, referralIds))
      : [];
    const courseIds = [
      ...new Set(paid.flatMap((payment) => (payment.courseId === null ? [] : [payment.courseId]))),
    ];
    const authors = courseIds.length
      ? await db
          .select({ courseId: courseAuthors.courseId, staffId: courseAuthors.staffId })
          .from(courseAuthors)
          .where(inArray(courseAuthors.courseId, courseIds))
          .orderBy(asc(courseAuthors.staffId))
      : [];
    const already = await db
      .select({
        paymentId: balanceEntries.paymentId,
        staffId: balanceEntries.staffId,
        studentId: balanceEntries.studentId,
      })
      .from(balanceEntries)
      .where(
        and(
          inArray(
            balanceEntries.paymentId,
            paid.map((payment) => payment.id),
          ),
          eq(balanceEntries.kind, 'accrual'),
        ),
      );
    const has = (paymentId: number, owner: Owner) =>
      already.some(
        (row) =>
          row.paymentId === paymentId &&
          (owner.staffId !== undefined ? row.staffId === owner.staffId : row.studentId === owner.studentId),
      );

    const planned: Array<{
      owner: Owner;
      kopecks: number;
      paymentId: number;
      availableAt: Date;
      createdAt?: Date;
    }> = [];
    for (const payment of paid) {
      const kind = payment.status.startsWith('repeat_') ? 'repeat' : 'first';
      const amount = kopecksOf(payment.amount);
      const paidAt = payment.paidAt ?? new Date();
      const add = (owner: Owner, kopecks: number, holdDays: number) => {
        // Percent 0 (or a share below a kopeck) earns nothing; the ledger refuses zero entries.
        if (kopecks <= 0 || has(payment.id, owner)) return;
        const availableAt = new Date(paidAt.getTime() + holdDays * DAY_MS);
        // A staff referrer who is also an author: one accrual of both shares, held for the longer hold.
        const same = planned.find(
          (item) =>
            item.paymentId === payment.id &&
            (owner.staffId !== undefined
              ? item.owner.staffId === owner.staffId
              : item.owner.studentId === owner.studentId),
        );
        if (same) {
          same.kopecks += kopecks;
          if (availableAt > same.availableAt) same.availableAt = availableAt;
          return;
        }
        planned.push({
          owner,
          kopecks,
          paymentId: payment.id,
          availableAt,
          ...(options.backdate ? { createdAt: paidAt } : {}),
        });
      };
      const referral = referrers.find((row) => row.id === payment.referralId);
      const referrerRule = referral && pickRule(rules, 'referrer', payment.product, kind, payment.courseId);
      if (referral && referrerRule)
        add(ownerOfRow(referral), commissionKopecks(amount, referrerRule.percent), referrerRule.holdDays);
      if (payment.product === 'course' && payment.courseId !== null) {
        const authorRule = pickRule(rules, 'author', 'course', kind, payment.courseId);
        const ofCourse = authors.filter((author) => author.courseId === payment.courseId);
        if (authorRule && ofCourse.length > 0) {
          const shares = splitEqually(commissionKopecks(amount, authorRule.percent), ofCourse.length);
          ofCourse.forEach((author, index) => {
            add({ staffId: author.staffId }, shares[index] ?? 0, authorRule.holdDays);
          });
        }
      }
    }
    if (planned.length === 0) continue;
    const entries = await db
      .insert(balanceEntries)
      .values(
        planned.map((accrual) => ({
          ...ownerColumns(accrual.owner),
          kind: 'accrual' as const,
          bucket: 'held' as const,
          amount: moneyOf(accrual.kopecks),
          paymentId: accrual.paymentId,
          availableAt: accrual.availableAt,
          ...(accrual.createdAt ? { createdAt: accrual.createdAt } : {}),
        })),
      )
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
}

/**
 * Money just entered `available` and the owner has a debt: a pair (− available, + debt) of what can be paid,
 * so a debt is always paid before anything can be withdrawn. The owner's balance row is locked by then.
 */
export async function settleDebt(db: Db, owner: Owner, at?: Date): Promise<void> {
  const balance = await lockBalance(db, owner);
  const settle = Math.min(kopecksOf(balance.available), -kopecksOf(balance.debt));
  if (settle <= 0) return;
  const base = {
    ...ownerColumns(owner),
    kind: 'reversal' as const,
    ...(at ? { createdAt: at, availableAt: at } : {}),
  };
  await insertEntries(db, [
    { ...base, bucket: 'available', amount: moneyOf(-settle) },
    { ...base, bucket: 'debt', amount: moneyOf(settle) },
  ]);
}

type Hold = typeof accrualHolds.$inferSelect;
const ownerKey = (row: { staffId: number | null; studentId: number | null }) =>
  row.staffId !== null ? `s${row.staffId}` : `t${row.studentId}`;

/**
 * Due holds, locked by the caller: each releases what is left of its accrual after refunds (accrued − reversed
 * from held), in one insert; then the owners who have a debt settle it from the money just released.
 */
async function releaseHolds(db: Db, holds: readonly Hold[], backdate: boolean): Promise<void> {
  if (holds.length === 0) return;
  const sums = await db
    .select({
      paymentId: balanceEntries.paymentId,
      staffId: balanceEntries.staffId,
      studentId: balanceEntries.studentId,
      accrued: sql<string>`coalesce(sum(${balanceEntries.amount}) filter (where ${balanceEntries.kind} = 'accrual'), 0)::text`,
      reversedHeld: sql<string>`coalesce(sum(${balanceEntries.amount}) filter (where ${balanceEntries.kind} = 'reversal' and ${balanceEntries.bucket} = 'held'), 0)::text`,
    })
    .from(balanceEntries)
    .where(inArray(balanceEntries.paymentId, [...new Set(holds.map((hold) => hold.paymentId))]))
    .groupBy(balanceEntries.paymentId, balanceEntries.staffId, balanceEntries.studentId);
  const sumOf = new Map(sums.map((row) => [`${row.paymentId}|${ownerKey(row)}`, row]));
  await db.delete(accrualHolds).where(
    inArray(
      accrualHolds.entryId,
      holds.map((hold) => hold.entryId),
    ),
  );
  const entries: NewBalanceEntry[] = [];
  const owners = new Map<string, { owner: Owner; at: Date }>();
  for (const hold of holds) {
    const row = sumOf.get(`${hold.paymentId}|${ownerKey(hold)}`);
    const left = kopecksOf(row?.accrued ?? '0') + kopecksOf(row?.reversedHeld ?? '0');
    if (left <= 0) continue;
    const owner = ownerOfRow(hold);
    const base = {
      ...ownerColumns(owner),
      kind: 'release' as const,
      paymentId: hold.paymentId,
      ...(backdate ? { createdAt: hold.availableAt, availableAt: hold.availableAt } : {}),
    };
    entries.push({ ...base, bucket: 'held', amount: moneyOf(-left) });
    entries.push({ ...base, bucket: 'available', amount: moneyOf(left) });
    owners.set(ownerKey(hold), { owner, at: hold.availableAt });
  }
  await insertEntries(db, entries);
  if (owners.size === 0) return;
  const staffIds = [...owners.values()].flatMap(({ owner }) =>
    owner.staffId !== undefined ? [owner.staffId] : [],
  );
  const studentIds = [...owners.values()].flatMap(({ owner }) =>
    owner.studentId !== undefined ? [owner.studentId] : [],
  );
  const indebted = await db
    .select({ staffId: balances.staffId, studentId: balances.studentId })
    .from(balances)
    .where(
      and(
        lt(balances.debt, '0'),
        or(
          staffIds.length ? inArray(balances.staffId, staffIds) : sql`false`,
          studentIds.length ? inArray(balances.studentId, studentIds) : sql`false`,
        ),
      ),
    );
  for (const row of indebted) {
    const found = owners.get(ownerKey(row));
    if (found) await settleDebt(db, found.owner, backdate ? found.at : undefined);
  }
}

/**
 * Releases every accrual whose hold is over by `now` (of one owner, or all), in batches: each batch locks its
 * queue rows (`skip locked`: two servers, or the timer and a withdrawal, never release one accrual twice).
 * Reads the small queue by `available_at`, so it stays cheap however long the ledger grows. Returns how many.
 * `backdate` writes the entries at their hold's end (the demo seed).
 */
export async function releaseDueAccruals(
  db: Db,
  now: Date = new Date(),
  owner?: Owner,
  options: { backdate?: boolean } = {},
): Promise<number> {
  let released = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const due = await tx
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
        .limit(RELEASE_BATCH)
        .for('update', { skipLocked: true });
      await releaseHolds(tx, due, options.backdate === true);
      return due.length;
    });
    released += count;
    if (count < RELEASE_BATCH) return released;
  }
}

/**
 * A refund of the payment (the caller's transaction, the payment locked, its refunded_amount already raised):
 * each accrual is reversed to round(accrued × refunded / amount), cumulatively — a full refund reverses it
 * exactly. From held while it is on hold; after the release from available, and what is not there as debt.
 */
export function reverseForRefund(db: Db, paymentId: number, at?: Date): Promise<void> {
  return reverseForRefunds(db, [{ paymentId, at }]);
}

/** The same for many payments at once (the demo seed); `at` back-dates a payment's reversals. */
export async function reverseForRefunds(
  db: Db,
  refunds: ReadonlyArray<{ paymentId: number; at?: Date | undefined }>,
): Promise<void> {
  for (const part of chunks(refunds)) {
    const ids = part.map((refund) => refund.paymentId);
    const at = new Map(part.map((refund) => [refund.paymentId, refund.at]));
    const paid = await db
      .select({ id: payments.id, amount: payments.amount, refunded: payments.refundedAmount })
      .from(payments)
      .where(inArray(payments.id, ids));
    const accruals = await db
      .select({
        id: balanceEntries.id,
        paymentId: balanceEntries.paymentId,
        staffId: balanceEntries.staffId,
        studentId: balanceEntries.studentId,
      })
      .from(balanceEntries)
      .where(and(inArray(balanceEntries.paymentId, ids), eq(balanceEntries.kind, 'accrual')))
      .orderBy(asc(balanceEntries.id));
    if (accruals.length === 0) continue;
    // The queue rows first (a concurrent release waits, or has finished and deleted its row), then balances.
    const holds = await db
      .select({ entryId: accrualHolds.entryId })
      .from(accrualHolds)
      .where(
        inArray(
          accrualHolds.entryId,
          accruals.map((accrual) => accrual.id),
        ),
      )
      .orderBy(asc(accrualHolds.entryId))
      .for('update');
    const onHold = new Set(holds.map((hold) => hold.entryId));
    const sums = await db
      .select({
        paymentId: balanceEntries.paymentId,
        staffId: balanceEntries.staffId,
        studentId: balanceEntries.studentId,
        accrued: sql<string>`coalesce(sum(${balanceEntries.amount}) filter (where ${balanceEntries.kind} = 'accrual'), 0)::text`,
        reversed: sql<string>`coalesce(sum(${balanceEntries.amount}) filter (where ${balanceEntries.kind} = 'reversal'), 0)::text`,
      })
      .from(balanceEntries)
      .where(inArray(balanceEntries.paymentId, ids))
      .groupBy(balanceEntries.paymentId, balanceEntries.staffId, balanceEntries.studentId);
    const sumOf = new Map(sums.map((row) => [`${row.paymentId}|${ownerKey(row)}`, row]));
    /** Available kopecks of the owners locked so far, as this batch leaves them. */
    const available = new Map<string, number>();
    const entries: NewBalanceEntry[] = [];
    for (const accrual of accruals) {
      const paymentId = accrual.paymentId ?? 0;
      const payment = paid.find((row) => row.id === paymentId);
      const row = sumOf.get(`${paymentId}|${ownerKey(accrual)}`);
      if (!payment || !row) continue;
      const amount = kopecksOf(payment.amount);
      const refunded = Math.min(kopecksOf(payment.refunded), amount);
      const accrued = kopecksOf(row.accrued);
      const target =
        refunded === amount
          ? accrued
          : Number((BigInt(accrued) * BigInt(refunded) * 2n + BigInt(amount)) / (2n * BigInt(amount)));
      const due = target + kopecksOf(row.reversed);
      if (due <= 0) continue;
      const owner = ownerOfRow(accrual);
      const when = at.get(paymentId);
      const base = {
        ...ownerColumns(owner),
        kind: 'reversal' as const,
        paymentId,
        ...(when ? { createdAt: when } : {}),
      };
      if (onHold.has(accrual.id)) {
        entries.push({ ...base, bucket: 'held', amount: moneyOf(-due) });
        continue;
      }
      const key = ownerKey(accrual);
      if (!available.has(key)) available.set(key, kopecksOf((await lockBalance(db, owner)).available));
      const there = available.get(key) ?? 0;
      const fromAvailable = Math.min(due, Math.max(0, there));
      available.set(key, there - fromAvailable);
      if (fromAvailable > 0) entries.push({ ...base, bucket: 'available', amount: moneyOf(-fromAvailable) });
      if (due > fromAvailable)
        entries.push({ ...base, bucket: 'debt', amount: moneyOf(-(due - fromAvailable)) });
    }
    await insertEntries(db, entries);
  }
}
