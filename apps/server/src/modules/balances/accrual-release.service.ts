import type { NewBalanceEntry } from '../../db/schema/balances.table';
import type { Db } from '../../db/types';
import {
  deleteHolds,
  findIndebtedOwners,
  type Hold,
  lockDueHolds,
  sumAccrualsByOwner,
} from './accruals.repository';
import { insertEntries, lockBalance, type Owner } from './balances.repository';
import { kopecksOf, moneyOf, ownerColumns, ownerKey, ownerOfRow } from './commission-math';

/**
 * Commissions that follow the payments (issue 13), the release: an accrual's hold is over, what is left of it
 * moves from held to available, and the settlement of a debt from the next money that becomes available.
 */

/** Releases handled per transaction of the job (each owner's balance row is locked in it). */
const RELEASE_BATCH = 500;

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

/**
 * Due holds, locked by the caller: each releases what is left of its accrual after refunds (accrued − reversed
 * from held), in one insert; then the owners who have a debt settle it from the money just released.
 */
async function releaseHolds(db: Db, holds: readonly Hold[], backdate: boolean): Promise<void> {
  if (holds.length === 0) return;
  const sums = await sumAccrualsByOwner(db, [...new Set(holds.map((hold) => hold.paymentId))]);
  const sumOf = new Map(sums.map((row) => [`${row.paymentId}|${ownerKey(row)}`, row]));
  await deleteHolds(
    db,
    holds.map((hold) => hold.entryId),
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
  for (const row of await findIndebtedOwners(db, staffIds, studentIds)) {
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
      const due = await lockDueHolds(tx, now, owner, RELEASE_BATCH);
      await releaseHolds(tx, due, options.backdate === true);
      return due.length;
    });
    released += count;
    if (count < RELEASE_BATCH) return released;
  }
}
