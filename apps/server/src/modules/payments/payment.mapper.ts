import type { Payment } from '@school/contracts';
import type { PaymentListRow } from './payments.list';

/** A list row as the API's Payment: numeric text becomes a number of roubles only here, for the JSON. */
export function toPaymentDto(row: PaymentListRow): Payment {
  return {
    id: row.id,
    student: row.student,
    product: row.product,
    courseId: row.courseId,
    subscriptionId: row.subscriptionId,
    title: row.title,
    amount: Number(row.amount),
    refundedAmount: Number(row.refundedAmount),
    fee: Number(row.fee),
    provider: row.provider,
    status: row.status,
    providerPaymentId: row.providerPaymentId,
    hasReferral: row.hasReferral,
    paidAt: row.paidAt,
    createdAt: row.createdAt,
  };
}
