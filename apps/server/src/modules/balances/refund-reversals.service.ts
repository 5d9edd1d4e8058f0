import type { NewBalanceEntry } from '../../db/schema/balances.table';
import type { Db } from '../../db/types';
import {
  findAccrualEntries,
  findPaymentAmounts,
  lockHoldsOfEntries,
  sumAccrualsByOwner,
} from './accruals.repository';
import { insertEntries, lockBalance } from './balances.repository';
import { chunks, kopecksOf, moneyOf, ownerColumns, ownerKey, ownerOfRow } from './commission-math';

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
    const paid = await findPaymentAmounts(db, ids);
    const accruals = await findAccrualEntries(db, ids);
    if (accruals.length === 0) continue;
    // The queue rows first (a concurrent release waits, or has finished and deleted its row), then balances.
    const onHold = await lockHoldsOfEntries(
      db,
      accruals.map((accrual) => accrual.id),
    );
    const sums = await sumAccrualsByOwner(db, ids);
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
