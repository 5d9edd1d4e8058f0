import { PAID_PAYMENT_STATUSES, type PaymentsListQuery, type PaymentTotals } from '@school/contracts';
import { and, type SQL, sql } from 'drizzle-orm';
import { paymentDayTotals } from '../../db/schema/payment-day-totals.table';
import { payments } from '../../db/schema/payments.table';
import { schoolDayOf, schoolDayStart } from '../../db/school-day';
import type { Db } from '../../db/types';
import { withPaymentIdProbe } from './payment-search.list';
import { paymentsList } from './payments.list';

type TotalsQuery = Partial<PaymentsListQuery>;

const paidStatuses = sql.raw(PAID_PAYMENT_STATUSES.map((status) => `'${status}'`).join(', '));

/** The sums as numeric text (exact), read by the two paths below with the same names. */
type TotalsText = {
  payments: string;
  paid_payments: string;
  paid_amount: string;
  refunded_payments: string;
  refunded_amount: string;
  net_amount: string;
  fee: string;
};

async function readTotals(db: Db, query: SQL): Promise<PaymentTotals> {
  const result = (await db.execute(query)) as unknown as { rows: TotalsText[] };
  const row = result.rows[0]!;
  // Each figure is summed in SQL numeric and becomes a JSON number once; net is subtracted in SQL too.
  return {
    payments: Number(row.payments),
    paidPayments: Number(row.paid_payments),
    paidAmount: Number(row.paid_amount),
    refundedPayments: Number(row.refunded_payments),
    refundedAmount: Number(row.refunded_amount),
    netAmount: Number(row.net_amount),
    fee: Number(row.fee),
  };
}

/**
 * Whether the filter is only what payment_day_totals is keyed by (school day, status, provider, referral):
 * then the totals are a sum of its rows — a few per day of the period — instead of a scan of the payments.
 */
export function readsDayTotals(query: TotalsQuery): boolean {
  return !query.search?.trim() && !query.product && !query.courseId && !query.studentId;
}

/** `GET /api/payments/totals`: exact sums of the list's filter, from the day totals when the filter allows. */
export async function paymentTotals(db: Db, query: TotalsQuery): Promise<PaymentTotals> {
  const where = async () => paymentsList.where(paymentsList.filter(await withPaymentIdProbe(db, query)));
  if (!readsDayTotals(query)) return rawTotals(db, await where());
  if (!query.createdBefore) return dayTotals(db, query);
  // Made before an instant: the whole days before its school day from the day totals, that day's rows counted.
  const cutDay = schoolDayOf(sql`${query.createdBefore}::timestamptz`);
  const [days, lastDay] = await Promise.all([
    dayTotals(db, query),
    rawTotals(db, and(await where(), sql`${payments.createdAt} >= ${schoolDayStart(cutDay)}`)),
  ]);
  return addTotals(days, lastDay);
}

/** Two parts' sums; money added in kopecks, so no float error creeps in. */
function addTotals(a: PaymentTotals, b: PaymentTotals): PaymentTotals {
  const money = (x: number, y: number) => Math.round(x * 100 + y * 100) / 100;
  return {
    payments: a.payments + b.payments,
    paidPayments: a.paidPayments + b.paidPayments,
    paidAmount: money(a.paidAmount, b.paidAmount),
    refundedPayments: a.refundedPayments + b.refundedPayments,
    refundedAmount: money(a.refundedAmount, b.refundedAmount),
    netAmount: money(a.netAmount, b.netAmount),
    fee: money(a.fee, b.fee),
  };
}

/** The sums of the day totals' rows of the filter (trigger-kept, migration 0011). */
export function dayTotals(db: Db, query: TotalsQuery): Promise<PaymentTotals> {
  const t = paymentDayTotals;
  const conditions: SQL[] = [sql`true`];
  if (query.dateFrom) conditions.push(sql`${t.day} >= ${query.dateFrom}::date`);
  if (query.dateTo) conditions.push(sql`${t.day} <= ${query.dateTo}::date`);
  if (query.createdBefore)
    conditions.push(sql`${t.day} < ${schoolDayOf(sql`${query.createdBefore}::timestamptz`)}`);
  if (query.status) conditions.push(sql`${t.status} = ${query.status}`);
  if (query.provider) conditions.push(sql`${t.provider} = ${query.provider}`);
  if (query.type === 'with-ref') conditions.push(sql`${t.hasReferral}`);
  if (query.type === 'without-ref') conditions.push(sql`not ${t.hasReferral}`);
  const paid = sql`${t.status} in (${paidStatuses})`;
  return readTotals(
    db,
    sql`select coalesce(sum(${t.payments}), 0)::text as payments,
      coalesce(sum(${t.payments}) filter (where ${paid}), 0)::text as paid_payments,
      coalesce(sum(${t.amount}) filter (where ${paid}), 0)::text as paid_amount,
      coalesce(sum(${t.refundedPayments}), 0)::text as refunded_payments,
      coalesce(sum(${t.refundedAmount}), 0)::text as refunded_amount,
      (coalesce(sum(${t.amount}) filter (where ${paid}), 0) - coalesce(sum(${t.refundedAmount}), 0))::text
        as net_amount,
      coalesce(sum(${t.fee}), 0)::text as fee
    from ${t} where ${sql.join(conditions, sql` and `)}`,
  );
}

/** The same sums straight over the payments under any condition (search, course, student, product, staff). */
export function rawTotals(db: Db, where: SQL | undefined): Promise<PaymentTotals> {
  const p = payments;
  const paid = sql`${p.status} in (${paidStatuses})`;
  return readTotals(
    db,
    sql`select count(*)::text as payments,
      count(*) filter (where ${paid})::text as paid_payments,
      coalesce(sum(${p.amount}) filter (where ${paid}), 0)::text as paid_amount,
      count(*) filter (where ${p.refundedAmount} > 0)::text as refunded_payments,
      coalesce(sum(${p.refundedAmount}), 0)::text as refunded_amount,
      (coalesce(sum(${p.amount}) filter (where ${paid}), 0) - coalesce(sum(${p.refundedAmount}), 0))::text
        as net_amount,
      coalesce(sum(${p.fee}), 0)::text as fee
    from ${p}${where ? sql` where ${where}` : sql``}`,
  );
}
