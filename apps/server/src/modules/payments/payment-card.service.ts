import {
  PAID_PAYMENT_STATUSES,
  PAYMENT_MESSAGES,
  type PaymentCard,
  type PaymentStatus,
} from '@school/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { courses } from '../../db/schema/courses.table';
import { paymentStatusChanges } from '../../db/schema/payment-status-changes.table';
import { payments } from '../../db/schema/payments.table';
import { refunds } from '../../db/schema/refunds.table';
import { staff } from '../../db/schema/staff.table';
import { students } from '../../db/schema/students.table';
import { subscriptions } from '../../db/schema/subscriptions.table';
import type { Db } from '../../db/types';
import { notFound } from '../../http-errors';
import { isoTimestamp } from '../../lists';
import { toPaymentDto } from './payment.mapper';
import { type PaymentListRow, paymentColumns } from './payments.list';

export const PAYMENT_NOT_FOUND = PAYMENT_MESSAGES.notFound;

const paidStatuses = sql.raw(PAID_PAYMENT_STATUSES.map((status) => `'${status}'`).join(', '));

const staffRef = (row: { id: number | null; firstName: string | null; lastName: string | null }) =>
  row.id === null ? null : { id: row.id, firstName: row.firstName ?? '', lastName: row.lastName ?? '' };

/** `GET /api/payments/{id}`: the payment with its buyer, what was bought, its history and refunds. */
export async function getPaymentCard(db: Db, id: number): Promise<PaymentCard> {
  const [row] = await db
    .select({
      ...paymentColumns,
      phone: students.phone,
      referralId: payments.referralId,
      refundedAt: isoTimestamp(payments.refundedAt),
      courseName: courses.name,
      subscriptionPlan: subscriptions.plan,
      // As written, except that a running one whose period has passed counts as finished (subscriptions.table.ts).
      subscriptionStatus: sql<'active' | 'notActive' | 'finished' | null>`case
        when ${subscriptions.status} = 'active' and ${subscriptions.currentPeriodEnd} <= now() then 'finished'
        else ${subscriptions.status} end`,
      refundable: sql<string>`(case when ${payments.status} in (${paidStatuses})
        then ${payments.amount} - ${payments.refundedAmount} else 0 end)::text`,
    })
    .from(payments)
    .leftJoin(students, eq(payments.studentId, students.id))
    .leftJoin(courses, eq(payments.courseId, courses.id))
    .leftJoin(subscriptions, eq(payments.subscriptionId, subscriptions.id))
    .where(eq(payments.id, id));
  if (!row) throw notFound(PAYMENT_NOT_FOUND);

  const [history, refundRows] = await Promise.all([
    db
      .select({
        fromStatus: paymentStatusChanges.fromStatus,
        toStatus: paymentStatusChanges.toStatus,
        refundAmount: paymentStatusChanges.refundAmount,
        providerEvent: paymentStatusChanges.providerEvent,
        comment: paymentStatusChanges.comment,
        at: isoTimestamp(paymentStatusChanges.at),
        staffId: staff.id,
        staffFirstName: staff.firstName,
        staffLastName: staff.lastName,
      })
      .from(paymentStatusChanges)
      .leftJoin(staff, eq(paymentStatusChanges.staffId, staff.id))
      .where(eq(paymentStatusChanges.paymentId, id))
      .orderBy(asc(paymentStatusChanges.at), asc(paymentStatusChanges.id)),
    db
      .select({
        id: refunds.id,
        amount: refunds.amount,
        reason: refunds.reason,
        providerRefundId: refunds.providerRefundId,
        createdAt: isoTimestamp(refunds.createdAt),
        staffId: staff.id,
        staffFirstName: staff.firstName,
        staffLastName: staff.lastName,
      })
      .from(refunds)
      .leftJoin(staff, eq(refunds.staffId, staff.id))
      .where(eq(refunds.paymentId, id))
      .orderBy(asc(refunds.createdAt), asc(refunds.id)),
  ]);

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
