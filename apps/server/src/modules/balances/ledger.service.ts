import { toKopecks } from '@school/contracts';
import type { NewBalanceEntry } from '../../db/schema/balances.table';
import type { Db } from '../../db/types';
import { insertEntries, type Owner } from './balances.repository';

/**
 * The one way money moves (issue 13): entries appended to the ledger, whose trigger (migration 0019) keeps
 * each owner's running totals in the same statement and refuses a bucket below zero. Amounts here are
 * positive roubles with at most 2 decimals; the sign comes from the kind.
 */

/** Roubles as numeric(12,2) text, through whole kopecks (never a float's tail). */
export const moneyText = (roubles: number) => (toKopecks(roubles) / 100).toFixed(2);

const ownerColumns = (owner: Owner) =>
  owner.staffId !== undefined ? { staffId: owner.staffId } : { studentId: owner.studentId };

export interface AccrualSource {
  paymentId?: number | null;
  /** End of the hold (the refund window); the money is held till a release. */
  availableAt?: Date;
}

/** A commission earned: into the held bucket. */
export function accrue(db: Db, owner: Owner, roubles: number, source: AccrualSource = {}): Promise<void> {
  return insertEntries(db, [
    {
      ...ownerColumns(owner),
      kind: 'accrual',
      bucket: 'held',
      amount: moneyText(roubles),
      paymentId: source.paymentId ?? null,
      ...(source.availableAt ? { availableAt: source.availableAt } : {}),
    },
  ]);
}

/** The hold is over: a pair of entries moves the money from held to available (the total is unchanged). */
export function release(
  db: Db,
  owner: Owner,
  roubles: number,
  paymentId: number | null = null,
): Promise<void> {
  const base = { ...ownerColumns(owner), kind: 'release' as const, paymentId };
  return insertEntries(db, [
    { ...base, bucket: 'held', amount: moneyText(-roubles) },
    { ...base, bucket: 'available', amount: moneyText(roubles) },
  ]);
}

/** A refund claws back what its payment accrued, from whichever bucket holds it now. */
export function clawBack(
  db: Db,
  owner: Owner,
  roubles: number,
  bucket: 'held' | 'available',
  paymentId: number | null = null,
): Promise<void> {
  return insertEntries(db, [
    { ...ownerColumns(owner), kind: 'reversal', bucket, amount: moneyText(-roubles), paymentId },
  ]);
}

/** A withdrawal's debit, or a rejected withdrawal's money coming back (both on the available bucket). */
export function withdrawalEntry(
  owner: Owner,
  roubles: number,
  withdrawalId: number,
  returned: boolean,
): NewBalanceEntry {
  return {
    ...ownerColumns(owner),
    kind: returned ? 'reversal' : 'withdrawal',
    bucket: 'available',
    amount: moneyText(returned ? roubles : -roubles),
    withdrawalId,
  };
}
