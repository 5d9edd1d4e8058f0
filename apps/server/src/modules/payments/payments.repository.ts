import { PAID_PAYMENT_STATUSES } from '@school/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { courses } from '../../db/schema/courses.table';
import { paymentStatusChanges } from '../../db/schema/payment-status-changes.table';
import { type PaymentRow, payments } from '../../db/schema/payments.table';
import { refunds } from '../../db/schema/refunds.table';
import { staff } from '../../db/schema/staff.table';
import { students } from '../../db/schema/students.table';
import { subscriptions } from '../../db/schema/subscriptions.table';
import type { Db } from '../../db/types';
import { isoTimestamp } from '../../lists';
import { paymentColumns } from './payments.list';

const paidStatuses = sql.raw(PAID_PAYMENT_STATUSES.map((status) => `'${status}'`).join(', '));

/** The payment as the list shows it, with the buyer's phone, what was bought and what is left to refund. */
export async function findPaymentCard(db: Db, id: number) {
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
  return row;
}

/** The payment's status history, oldest first, with who made each change. */
export function findPaymentHistory(db: Db, id: number) {
  return db
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
    .orderBy(asc(paymentStatusChanges.at), asc(paymentStatusChanges.id));
}

/** The payment's refunds, oldest first, with who made each. */
export function findPaymentRefunds(db: Db, id: number) {
  return db
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
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

/** The payment, locked `for update` till the transaction ends. */
export async function lockPayment(db: Db, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

export async function insertRefund(
  db: Db,
  values: { paymentId: number; amount: string; reason: string | null; staffId: number },
): Promise<void> {
  await db.insert(refunds).values(values);
}

/** Raises the payment's refunded sum by `amountText` (numeric text), stamps the refund and sets its status. */
export async function addRefundToPayment(
  db: Db,
  id: number,
  amountText: string,
  status: PaymentRow['status'],
): Promise<void> {
  await db
    .update(payments)
    .set({
      refundedAmount: sql`${payments.refundedAmount} + ${amountText}::numeric`,
      refundedAt: sql`now()`,
      status,
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, id));
}

/** The new status; `paid` stamps paid_at now (a confirmation). */
export async function setPaymentStatus(
  db: Db,
  id: number,
  status: PaymentRow['status'],
  paid: boolean,
): Promise<void> {
  await db
    .update(payments)
    .set({ status, updatedAt: sql`now()`, ...(paid ? { paidAt: sql`now()` } : {}) })
    .where(eq(payments.id, id));
}

/** A line of the payment's status history. */
export async function insertStatusChange(
  db: Db,
  values: typeof paymentStatusChanges.$inferInsert,
): Promise<void> {
  await db.insert(paymentStatusChanges).values(values);
}
