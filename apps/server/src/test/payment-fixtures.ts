import type { PaymentProduct, PaymentProvider, PaymentStatus } from '@school/contracts';
import { sql } from 'drizzle-orm';
import { type NewPayment, payments } from '../db/schema/payments.table';
import { students } from '../db/schema/students.table';
import type { Db } from '../db/types';

let sequence = 0;

/** A student of its own for a test's payments, so demo data never mixes into hand-computed expectations. */
export async function insertTestStudent(db: Db, name = 'Покупатель'): Promise<number> {
  sequence += 1;
  const [row] = await db
    .insert(students)
    .values({
      email: `buyer-${Date.now()}-${sequence}@test.local`,
      firstName: name,
      lastName: `Тестовый${sequence}`,
      passwordHash: 'x',
    })
    .returning({ id: students.id });
  return row!.id;
}

export type TestPayment = {
  studentId?: number | null;
  amount: string;
  provider?: PaymentProvider;
  status?: PaymentStatus;
  product?: PaymentProduct;
  courseId?: number | null;
  refundedAmount?: string;
  fee?: string;
  referralId?: number | null;
  /** ISO instant, e.g. `2025-03-01T20:59:00Z` (23:59 in Moscow). */
  createdAt?: string;
};

/** Inserts payments as a provider would have created them; returns their ids in order. */
export async function insertTestPayments(db: Db, rows: TestPayment[]): Promise<number[]> {
  const values: NewPayment[] = rows.map((row) => {
    sequence += 1;
    const status = row.status ?? 'confirmed';
    const paid = ['confirmed', 'refunded', 'repeat_confirmed', 'repeat_refunded'].includes(status);
    return {
      studentId: row.studentId ?? null,
      product: row.product ?? (status.startsWith('repeat_') ? 'subscription' : 'course'),
      courseId: row.courseId ?? null,
      title: 'Тестовая покупка',
      amount: row.amount,
      refundedAmount: row.refundedAmount ?? (status.endsWith('refunded') ? row.amount : '0'),
      fee: row.fee ?? '0',
      provider: row.provider ?? 'tinkoff',
      status,
      providerPaymentId: `test-${Date.now()}-${sequence}`,
      referralId: row.referralId ?? null,
      createdAt: new Date(row.createdAt ?? Date.now()),
      paidAt: paid ? new Date(row.createdAt ?? Date.now()) : null,
    };
  });
  const inserted = await db.insert(payments).values(values).returning({ id: payments.id });
  return inserted.map((row) => row.id);
}

/** A raw `SUM` over the payments, the anchor the pre-aggregates must equal. */
export async function rawPaymentSums(db: Db, where = sql`true`) {
  const result = (await db.execute(sql`
    select count(*)::int as payments, coalesce(sum(amount), 0)::text as amount,
      coalesce(sum(refunded_amount), 0)::text as refunded, coalesce(sum(fee), 0)::text as fee
    from ${payments} where ${where}`)) as unknown as {
    rows: { payments: number; amount: string; refunded: string; fee: string }[];
  };
  return result.rows[0]!;
}
