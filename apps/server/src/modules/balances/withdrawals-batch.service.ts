import {
  WITHDRAWALS_BATCH_MESSAGES,
  type WithdrawalsBatchBody,
  type WithdrawalsBatchResponse,
  type WithdrawalsListResponse,
  type WithdrawalsMyQuery,
} from '@school/contracts/balances';
import type { Db } from '../../db/types';
import { conflict, notFound } from '../../http-errors';
import { audit } from '../audit';
import { withdrawalsList } from './balances.list';
import { toWithdrawalDto } from './balances.mapper';
import { findWithdrawalViews, lockWithdrawalStatuses, markWithdrawalsPaid } from './balances.repository';

/**
 * Admins' payout queue: the chosen requests marked paid in ONE transaction. Rows are locked in id order (two
 * admins paying overlapping batches cannot deadlock), and any that is not `requested` any more — paid or
 * rejected meanwhile — fails the whole batch with a 409 naming it, so a payout sheet never half-applies.
 * Paying moves no money: the withdrawal entry was written when the request was made.
 */
export async function payWithdrawals(
  db: Db,
  actorId: number,
  body: WithdrawalsBatchBody,
): Promise<WithdrawalsBatchResponse> {
  const ids = [...new Set(body.ids)].sort((a, b) => a - b);
  await db.transaction(async (tx) => {
    const rows = await lockWithdrawalStatuses(tx, ids);
    const found = new Map(rows.map((row) => [row.id, row.status]));
    for (const id of ids) {
      const status = found.get(id);
      if (status === undefined) throw notFound(WITHDRAWALS_BATCH_MESSAGES.notFound(id));
      if (status !== 'requested') throw conflict(WITHDRAWALS_BATCH_MESSAGES.notRequested(id));
    }
    await markWithdrawalsPaid(tx, ids, actorId);
    for (const id of ids) {
      await audit.record(tx, {
        actorId,
        action: 'withdrawal.pay',
        entity: 'withdrawal',
        entityId: id,
        changes: { status: { from: 'requested', to: 'paid' }, batch: ids.length },
      });
    }
  });
  const paid = await findWithdrawalViews(db, ids);
  return { items: paid.map(toWithdrawalDto) };
}

/** The caller's own requests (a curator's or speaker's «Мои заявки»), newest first unless told. */
export async function listMyWithdrawals(
  db: Db,
  staffId: number,
  query: WithdrawalsMyQuery,
): Promise<WithdrawalsListResponse> {
  const { items, total } = await withdrawalsList.page(db, {
    ...query,
    orderBy: query.orderBy ?? 'createdAt:desc',
    adminId: staffId,
  });
  return { items: items.map(toWithdrawalDto), total };
}

/** How many of the caller's own requests «Мои заявки» holds under its filters (its `total`), without a page. */
export function countMyWithdrawals(
  db: Db,
  staffId: number,
  query: Partial<WithdrawalsMyQuery>,
): Promise<number> {
  return withdrawalsList.count(db, { ...query, adminId: staffId });
}
