import type { Db } from '../../db/types';
import {
  type CommissionRuleRow,
  findAccrualOwners,
  findCommissionRules,
  findCourseAuthors,
  findPaymentsByIds,
  findReferrers,
  type HeldAccrual,
  insertHeldAccruals,
} from './accruals.repository';
import type { Owner } from './balances.repository';
import {
  chunks,
  commissionKopecks,
  kopecksOf,
  moneyOf,
  ownerColumns,
  ownerOfRow,
  splitEqually,
} from './commission-math';

/**
 * Commissions that follow the payments (issue 13), first step: an accrual when a payment is confirmed, held
 * till its refund window is over (release: accrual-release.service.ts; refunds: refund-reversals.service.ts).
 * All amounts are whole kopecks here; the ledger's entries are numeric text.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

type Beneficiary = 'author' | 'referrer';
const CONFIRMED: readonly string[] = ['confirmed', 'repeat_confirmed'];

/** The rule of a beneficiary for a payment: the course's own beats the default (course null). */
function pickRule(
  rules: readonly CommissionRuleRow[],
  beneficiary: Beneficiary,
  scope: 'course' | 'subscription',
  payment: 'first' | 'repeat',
  courseId: number | null,
): CommissionRuleRow | undefined {
  const matching = rules.filter(
    (rule) => rule.beneficiary === beneficiary && rule.scope === scope && rule.payment === payment,
  );
  return (
    (scope === 'course' && courseId !== null
      ? matching.find((rule) => rule.courseId === courseId)
      : undefined) ?? matching.find((rule) => rule.courseId === null)
  );
}

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
  const rules = await findCommissionRules(db);
  for (const ids of chunks(paymentIds)) {
    const paid = (await findPaymentsByIds(db, ids)).filter((payment) => accruing.includes(payment.status));
    if (paid.length === 0) continue;
    const referrers = await findReferrers(db, [
      ...new Set(paid.flatMap((payment) => (payment.referralId === null ? [] : [payment.referralId]))),
    ]);
    const authors = await findCourseAuthors(db, [
      ...new Set(paid.flatMap((payment) => (payment.courseId === null ? [] : [payment.courseId]))),
    ]);
    const already = await findAccrualOwners(
      db,
      paid.map((payment) => payment.id),
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
    await insertHeldAccruals(
      db,
      planned.map(
        (accrual): HeldAccrual => ({
          ...ownerColumns(accrual.owner),
          amount: moneyOf(accrual.kopecks),
          paymentId: accrual.paymentId,
          availableAt: accrual.availableAt,
          ...(accrual.createdAt ? { createdAt: accrual.createdAt } : {}),
        }),
      ),
    );
  }
}
