import { toKopecks } from '@school/contracts';
import {
  amountBelowMinimumMessage,
  BALANCES_MESSAGES,
  type Withdrawal,
  type WithdrawalCreateBody,
  type WithdrawalsListQuery,
  type WithdrawalsListResponse,
  type WithdrawalUpdateBody,
} from '@school/contracts/balances';
import type { WithdrawalRow } from '../../db/schema/balances.table';
import type { Db } from '../../db/types';
import { badRequest, conflict, notFound } from '../../http-errors';
import { audit } from '../audit';
import { releaseDueAccruals, settleDebt } from './accrual-release.service';
import { withdrawalsList } from './balances.list';
import { toWithdrawalDto } from './balances.mapper';
import {
  findWithdrawal,
  findWithdrawalByKey,
  findWithdrawalViews,
  insertEntries,
  insertWithdrawal,
  lockBalance,
  type Owner,
  updateWithdrawal,
} from './balances.repository';
import { readEarningsSettings } from './earnings-settings.service';
import { moneyText, withdrawalEntry } from './ledger.service';

const CHECK_VIOLATION = '23514';
const isCheckViolation = (error: unknown) =>
  (error as { code?: string }).code === CHECK_VIOLATION ||
  (error as { cause?: { code?: string } }).cause?.code === CHECK_VIOLATION;

async function readWithdrawal(db: Db, id: number): Promise<Withdrawal> {
  const [found] = await findWithdrawalViews(db, [id]);
  if (!found) throw notFound(BALANCES_MESSAGES.withdrawalNotFound);
  return toWithdrawalDto(found);
}

export async function listWithdrawals(db: Db, query: WithdrawalsListQuery): Promise<WithdrawalsListResponse> {
  const { items, total } = await withdrawalsList.page(db, query);
  return { items: items.map(toWithdrawalDto), total };
}

/** How many withdrawals the list holds under its filters (its `total`), counted without reading a page. */
export function countWithdrawals(db: Db, query: Partial<WithdrawalsListQuery>): Promise<number> {
  return withdrawalsList.count(db, query);
}

/** The answer of a request: a replay of an earlier one with the same key, or a new withdrawal. */
export interface WithdrawalRequestOutcome {
  withdrawal: Withdrawal;
  replayed: boolean;
}

/** JSON with every object's keys sorted: `jsonb` stores keys in its own order, not the request's. */
const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );

const sameRequest = (row: WithdrawalRow, body: WithdrawalCreateBody) =>
  toKopecks(Number(row.amount)) === toKopecks(body.amount) &&
  canonicalJson(row.requisites) === canonicalJson(body.requisites);

/**
 * A payout of the caller's own available balance. The balance row is locked first, so one owner's requests
 * (50 at once, or a retry racing its original) run one after another: each sees what the previous left, the
 * same key finds the first request, and the money moves once. The database's CHECK on `balances` is the
 * backstop should code ever skip the comparison.
 */
export async function requestWithdrawal(
  db: Db,
  actorId: number,
  owner: Owner,
  body: WithdrawalCreateBody,
  idempotencyKey: string | undefined,
): Promise<WithdrawalRequestOutcome> {
  // What is due is released first (a debt settled by it), so the owner withdraws what is really theirs now.
  await releaseDueAccruals(db, new Date(), owner);
  try {
    const outcome = await db.transaction(async (tx) => {
      const balance = await lockBalance(tx, owner);
      if (idempotencyKey !== undefined) {
        const earlier = await findWithdrawalByKey(tx, owner, idempotencyKey);
        if (earlier) {
          if (!sameRequest(earlier, body)) throw conflict(BALANCES_MESSAGES.idempotencyMismatch);
          return { id: earlier.id, replayed: true };
        }
      }
      const { minWithdrawal } = await readEarningsSettings(tx);
      if (toKopecks(body.amount) < toKopecks(minWithdrawal))
        throw badRequest(amountBelowMinimumMessage(minWithdrawal), 'amount');
      if (toKopecks(body.amount) > toKopecks(Number(balance.available)))
        throw badRequest(BALANCES_MESSAGES.amountOverAvailable, 'amount');
      const row = await insertWithdrawal(tx, {
        ...(owner.staffId !== undefined ? { staffId: owner.staffId } : { studentId: owner.studentId }),
        amount: moneyText(body.amount),
        requisites: body.requisites,
        idempotencyKey: idempotencyKey ?? null,
      });
      await insertEntries(tx, [withdrawalEntry(owner, body.amount, row.id, false)]);
      await audit.record(tx, {
        actorId,
        action: 'withdrawal.request',
        entity: 'withdrawal',
        entityId: row.id,
        changes: { amount: row.amount, requisitesType: body.requisites.type },
      });
      return { id: row.id, replayed: false };
    });
    return { withdrawal: await readWithdrawal(db, outcome.id), replayed: outcome.replayed };
  } catch (error) {
    if (isCheckViolation(error)) throw badRequest(BALANCES_MESSAGES.amountOverAvailable, 'amount');
    throw error;
  }
}

/** Admins: mark paid, or reject with a reason (a `reversal` entry returns the money). Only once. */
export async function processWithdrawal(
  db: Db,
  actorId: number,
  id: number,
  body: WithdrawalUpdateBody,
): Promise<Withdrawal> {
  await db.transaction(async (tx) => {
    const before = await findWithdrawal(tx, id, true);
    if (!before) throw notFound(BALANCES_MESSAGES.withdrawalNotFound);
    if (before.status === 'paid') throw conflict(BALANCES_MESSAGES.alreadyPaid);
    if (before.status === 'rejected') throw conflict(BALANCES_MESSAGES.alreadyRejected);
    const processed = { processedByStaffId: actorId, processedAt: new Date() };
    if (body.status === 'paid') {
      await updateWithdrawal(tx, id, { status: 'paid', ...processed });
    } else {
      await updateWithdrawal(tx, id, { status: 'rejected', reason: body.reason, ...processed });
      const owner: Owner =
        before.staffId !== null ? { staffId: before.staffId } : { studentId: before.studentId ?? 0 };
      await insertEntries(tx, [withdrawalEntry(owner, Number(before.amount), id, true)]);
      // The money back in `available` pays a debt first.
      await settleDebt(tx, owner);
    }
    await audit.record(tx, {
      actorId,
      action: `withdrawal.${body.status === 'paid' ? 'pay' : 'reject'}`,
      entity: 'withdrawal',
      entityId: id,
      changes: {
        status: { from: before.status, to: body.status },
        ...(body.status === 'rejected' ? { reason: body.reason } : {}),
      },
    });
  });
  return readWithdrawal(db, id);
}
