import {
  PAYMENT_MESSAGES,
  PAYMENT_STATUS_TRANSITIONS,
  type PaymentCard,
  type PaymentRefundBody,
  type PaymentStatus,
  type PaymentStatusBody,
  toKopecks,
} from '@school/contracts';
import type { PaymentRow } from '../../db/schema/payments.table';
import type { Db } from '../../db/types';
import { badRequest, conflict, notFound } from '../../http-errors';
import { audit } from '../audit';
import { accrueForPayment, reverseForRefund } from '../balances';
import { kopecksOfText, textOfKopecks } from './money-text';
import { getPaymentCard, PAYMENT_NOT_FOUND } from './payment-card.service';
import {
  addRefundToPayment,
  insertRefund,
  insertStatusChange,
  lockPayment,
  setPaymentStatus,
} from './payments.repository';

/** Statuses a refund may start from: the money reached the school and is not all back yet. */
const REFUNDABLE: Partial<Record<PaymentStatus, PaymentStatus>> = {
  confirmed: 'refunded',
  repeat_confirmed: 'repeat_refunded',
};

/**
 * The payment locked `for update` for the rest of the transaction: a refund and a status change of the same
 * payment wait for each other, so two refunds can never pass the "what is left" check together.
 */
async function withPaymentLocked<T>(db: Db, id: number, work: (tx: Db, before: PaymentRow) => Promise<T>) {
  return db.transaction(async (tx) => {
    const before = await lockPayment(tx, id);
    if (!before) throw notFound(PAYMENT_NOT_FOUND);
    return work(tx, before);
  });
}

/**
 * `POST /api/payments/{id}/refunds`: the refund, the payment's refunded sum, date and (when all is back) its
 * status, its history line and the audit event in one transaction; payment_day_totals follows through the
 * triggers on payments inside it (migration 0011).
 */
export async function refundPayment(
  db: Db,
  actorId: number,
  id: number,
  body: PaymentRefundBody,
): Promise<PaymentCard> {
  await withPaymentLocked(db, id, async (tx, before) => {
    const fullStatus = REFUNDABLE[before.status];
    if (!fullStatus) throw conflict(PAYMENT_MESSAGES.notRefundable);
    const amount = toKopecks(body.amount);
    const left = kopecksOfText(before.amount) - kopecksOfText(before.refundedAmount);
    if (amount > left) throw badRequest(PAYMENT_MESSAGES.refundTooLarge, 'amount');
    const refunded = kopecksOfText(before.refundedAmount) + amount;
    const status = refunded === kopecksOfText(before.amount) ? fullStatus : before.status;
    const amountText = textOfKopecks(amount);
    await insertRefund(tx, {
      paymentId: id,
      amount: amountText,
      reason: body.reason || null,
      staffId: actorId,
    });
    await addRefundToPayment(tx, id, amountText, status);
    await insertStatusChange(tx, {
      paymentId: id,
      fromStatus: before.status,
      toStatus: status,
      refundAmount: amountText,
      staffId: actorId,
      comment: body.reason || null,
    });
    // The commissions it produced are clawed back in proportion, in the same transaction (issue 13).
    await reverseForRefund(tx, id);
    await audit.record(tx, {
      actorId,
      action: 'payment.refund',
      entity: 'payment',
      entityId: id,
      changes: {
        refundedAmount: { from: before.refundedAmount, to: textOfKopecks(refunded) },
        ...(status === before.status ? {} : { status: { from: before.status, to: status } }),
      },
    });
  });
  return getPaymentCard(db, id);
}

/** `PATCH /api/payments/{id}/status`: a transition of PAYMENT_STATUS_TRANSITIONS (else 409) with its history line. */
export async function changePaymentStatus(
  db: Db,
  actorId: number,
  id: number,
  body: PaymentStatusBody,
): Promise<PaymentCard> {
  await withPaymentLocked(db, id, async (tx, before) => {
    if (!PAYMENT_STATUS_TRANSITIONS[before.status].includes(body.status))
      throw conflict(PAYMENT_MESSAGES.transitionNotAllowed);
    const confirmed = body.status === 'confirmed' || body.status === 'repeat_confirmed';
    await setPaymentStatus(tx, id, body.status, confirmed);
    await insertStatusChange(tx, {
      paymentId: id,
      fromStatus: before.status,
      toStatus: body.status,
      staffId: actorId,
      comment: body.comment || null,
    });
    // A confirmed payment accrues its commissions in the same transaction (issue 13).
    if (confirmed) await accrueForPayment(tx, id);
    await audit.record(tx, {
      actorId,
      action: 'payment.status',
      entity: 'payment',
      entityId: id,
      changes: { status: { from: before.status, to: body.status } },
    });
  });
  return getPaymentCard(db, id);
}
