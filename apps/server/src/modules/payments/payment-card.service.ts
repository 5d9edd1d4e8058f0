import { PAYMENT_MESSAGES, type PaymentCard, type PaymentStatus } from '@school/contracts';
import type { Db } from '../../db/types';
import { notFound } from '../../http-errors';
import { toPaymentDto } from './payment.mapper';
import type { PaymentListRow } from './payments.list';
import { findPaymentCard, findPaymentHistory, findPaymentRefunds } from './payments.repository';

export const PAYMENT_NOT_FOUND = PAYMENT_MESSAGES.notFound;

const staffRef = (row: { id: number | null; firstName: string | null; lastName: string | null }) =>
  row.id === null ? null : { id: row.id, firstName: row.firstName ?? '', lastName: row.lastName ?? '' };

/** `GET /api/payments/{id}`: the payment with its buyer, what was bought, its history and refunds. */
export async function getPaymentCard(db: Db, id: number): Promise<PaymentCard> {
  const row = await findPaymentCard(db, id);
  if (!row) throw notFound(PAYMENT_NOT_FOUND);

  const [history, refundRows] = await Promise.all([findPaymentHistory(db, id), findPaymentRefunds(db, id)]);

  const payment = toPaymentDto(row as typeof row & PaymentListRow);
  return {
    ...payment,
    student: payment.student && { ...payment.student, phone: row.phone },
    course:
      row.courseId !== null && row.courseName !== null ? { id: row.courseId, name: row.courseName } : null,
    subscription:
      row.subscriptionId !== null && row.subscriptionPlan !== null && row.subscriptionStatus !== null
        ? { id: row.subscriptionId, plan: row.subscriptionPlan, status: row.subscriptionStatus }
        : null,
    referralId: row.referralId,
    refundedAt: row.refundedAt,
    refundableAmount: Number(row.refundable),
    history: history.map((line) => ({
      fromStatus: line.fromStatus as PaymentStatus | null,
      toStatus: line.toStatus,
      refundAmount: line.refundAmount === null ? null : Number(line.refundAmount),
      staff: staffRef({ id: line.staffId, firstName: line.staffFirstName, lastName: line.staffLastName }),
      providerEvent: line.providerEvent,
      comment: line.comment,
      at: line.at as string,
    })),
    refunds: refundRows.map((refund) => ({
      id: refund.id,
      amount: Number(refund.amount),
      reason: refund.reason,
      staff: staffRef({
        id: refund.staffId,
        firstName: refund.staffFirstName,
        lastName: refund.staffLastName,
      }),
      providerRefundId: refund.providerRefundId,
      createdAt: refund.createdAt as string,
    })),
  };
}
