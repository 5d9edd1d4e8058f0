import type { BalanceEntry, BalanceOwner, Withdrawal } from '@school/contracts/balances';
import type { BalanceEntryView, OwnerName, WithdrawalView } from './balances.list';

function toOwner(row: { staffId: number | null; studentId: number | null }, name: OwnerName): BalanceOwner {
  if (row.staffId !== null) {
    const known = name.staffLast !== null && name.staffFirst !== null;
    return { type: 'staff', id: row.staffId, name: known ? `${name.staffLast} ${name.staffFirst}` : null };
  }
  const known = name.studentLast !== null && name.studentFirst !== null;
  return {
    type: 'student',
    id: row.studentId ?? 0,
    name: known ? `${name.studentLast} ${name.studentFirst}` : null,
  };
}

export function toBalanceEntryDto({ row, owner }: BalanceEntryView): BalanceEntry {
  return {
    id: row.id,
    owner: toOwner(row, owner),
    kind: row.kind,
    bucket: row.bucket,
    // numeric(12,2) text; the number is made once, here.
    amount: Number(row.amount),
    availableAt: row.availableAt.toISOString(),
    paymentId: row.paymentId,
    withdrawalId: row.withdrawalId,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toWithdrawalDto({ row, owner }: WithdrawalView): Withdrawal {
  return {
    id: row.id,
    owner: toOwner(row, owner),
    amount: Number(row.amount),
    requisites: row.requisites,
    status: row.status,
    reason: row.reason,
    processedBy: row.processedByStaffId,
    processedAt: row.processedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
