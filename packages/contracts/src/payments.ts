import { z } from 'zod';
import { dateRangeQuerySchema, filterInstantSchema } from './common/calendar-day';
import { idParamSchema } from './common/id-params';
import { moneySchema } from './common/money';
import { listQuerySchema } from './common/paging';
import { sortDirectionSchema } from './common/sort';
import { paymentTypeFilterSchema } from './list-filters';
import { paymentProviderSchema } from './payment-provider';
import { type PaymentStatus, paymentStatusSchema } from './payment-status';

/**
 * Payments (spec §3, §4, §7). Money on the wire is a number of roubles with at most 2 decimals (conventions
 * "API"); the server computes every sum in SQL `numeric` and the web adds money only as whole kopecks
 * (`toKopecks`), so no sum ever passes through float arithmetic. The day of a payment is its creation day on
 * the school's clock (Moscow, `SCHOOL_TIME_ZONE`): `dateFrom`/`dateTo` of payments and statistics are such days.
 */

/** What a payment bought: a course, or a subscription (its first payment or an auto-charge). */
export const PAYMENT_PRODUCTS = ['course', 'subscription'] as const;
export const paymentProductSchema = z.enum(PAYMENT_PRODUCTS);
export type PaymentProduct = z.infer<typeof paymentProductSchema>;

/** Statuses whose money reached the school (a refunded payment was paid first). */
export const PAID_PAYMENT_STATUSES = [
  'confirmed',
  'refunded',
  'repeat_confirmed',
  'repeat_refunded',
] as const satisfies readonly PaymentStatus[];

/** Auto-charges of a subscription; every other status is a first purchase. */
export const isRepeatPaymentStatus = (status: PaymentStatus) => status.startsWith('repeat_');

/** The list is capped like the students list (docs/decisions/004): deeper rows via filters or the sort. */
export const PAYMENT_LIST_MAX_ROWS = 10_000;

/** Sortable fields of `GET /api/payments`; default `createdAt:desc`. */
export const PAYMENT_SORT_FIELDS = ['createdAt', 'amount', 'id'] as const;
export type PaymentSortField = (typeof PAYMENT_SORT_FIELDS)[number];

/** Days of a period: the end may not be before the start. */
export const dateRangeOrderIssue = { path: ['dateTo'], message: 'dateTo must not be before dateFrom' };
export const isDateRangeOrdered = (query: { dateFrom?: string; dateTo?: string }) =>
  !query.dateFrom || !query.dateTo || query.dateFrom <= query.dateTo;

/** The filters of the payments list, its totals and payments.csv. */
export const paymentsFilterSchema = z
  .object({
    status: paymentStatusSchema.optional(),
    provider: paymentProviderSchema.optional(),
    /** With or without a referral (spec §4). */
    type: paymentTypeFilterSchema.default('all'),
    product: paymentProductSchema.optional(),
    courseId: idParamSchema.optional(),
    studentId: idParamSchema.optional(),
    /** Made before this instant (ISO): «Главная»'s stale attempts open the list with it. */
    createdBefore: filterInstantSchema.optional(),
  })
  .extend(dateRangeQuerySchema.shape);

/**
 * `GET /api/payments`, `/totals` and `/csv` (`/csv` ignores paging). Search: the student's name, e-mail or
 * phone (words of 3+ characters), a provider payment id (exact) or the payment's number (`123`, `№ 123`). `sort=up|down` (spec §4) sets the
 * direction of `orderBy`'s field (default `createdAt`).
 */
export const paymentsListQuerySchema = listQuerySchema
  .extend(paymentsFilterSchema.shape)
  .extend({ sort: sortDirectionSchema.optional() })
  .refine((query) => query.skip + query.take <= PAYMENT_LIST_MAX_ROWS, {
    path: ['skip'],
    message: `skip + take may not exceed ${PAYMENT_LIST_MAX_ROWS}: narrow the list with search or filters`,
  })
  .refine(isDateRangeOrdered, dateRangeOrderIssue);
export type PaymentsListQuery = z.infer<typeof paymentsListQuerySchema>;

const personRefSchema = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() });

/** A payment as the list shows it. */
export const paymentSchema = z.object({
  id: z.number().int(),
  /** Null when the student was deleted (the payment stays). */
  student: personRefSchema.extend({ email: z.string() }).nullable(),
  product: paymentProductSchema,
  courseId: z.number().int().nullable(),
  subscriptionId: z.number().int().nullable(),
  /** What was bought, as named at the time. */
  title: z.string(),
  amount: z.number(),
  refundedAmount: z.number(),
  fee: z.number(),
  provider: paymentProviderSchema,
  status: paymentStatusSchema,
  providerPaymentId: z.string(),
  hasReferral: z.boolean(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** `{items, total, totalExact}`: past PAYMENT_LIST_MAX_ROWS the total is the planner's estimate («≈ N»). */
export const paymentsListResponseSchema = z.object({
  items: z.array(paymentSchema),
  total: z.number().int().min(0),
  totalExact: z.boolean(),
});
export type PaymentsListResponse = z.infer<typeof paymentsListResponseSchema>;

/**
 * `GET /api/payments/totals`: the exact sums of the list's current filter. `paidAmount` is what the paid
 * payments (PAID_PAYMENT_STATUSES) brought, `refundedAmount` what went back, `netAmount` the difference.
 */
export const paymentTotalsSchema = z.object({
  payments: z.number().int().min(0),
  paidPayments: z.number().int().min(0),
  paidAmount: z.number(),
  refundedPayments: z.number().int().min(0),
  refundedAmount: z.number(),
  netAmount: z.number(),
  fee: z.number(),
});
export type PaymentTotals = z.infer<typeof paymentTotalsSchema>;

/** One line of a payment's history: who (staff) or which provider event changed it, and when. */
export const paymentStatusChangeSchema = z.object({
  fromStatus: paymentStatusSchema.nullable(),
  toStatus: paymentStatusSchema,
  refundAmount: z.number().nullable(),
  staff: personRefSchema.nullable(),
  providerEvent: z.string().nullable(),
  comment: z.string().nullable(),
  at: z.string(),
});
export type PaymentStatusChange = z.infer<typeof paymentStatusChangeSchema>;

export const paymentRefundSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  reason: z.string().nullable(),
  staff: personRefSchema.nullable(),
  providerRefundId: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentRefund = z.infer<typeof paymentRefundSchema>;

/** `GET /api/payments/{id}`: the payment card. */
export const paymentCardSchema = paymentSchema.extend({
  student: personRefSchema.extend({ email: z.string(), phone: z.string().nullable() }).nullable(),
  course: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  subscription: z
    .object({ id: z.number().int(), plan: z.string(), status: z.enum(['active', 'notActive', 'finished']) })
    .nullable(),
  referralId: z.number().int().nullable(),
  refundedAt: z.string().nullable(),
  /** What may still be refunded: amount − refundedAmount for a paid payment, else 0. */
  refundableAmount: z.number(),
  history: z.array(paymentStatusChangeSchema),
  refunds: z.array(paymentRefundSchema),
});
export type PaymentCard = z.infer<typeof paymentCardSchema>;

export const REFUND_REASON_MAX = 500;

/**
 * `POST /api/payments/{id}/refunds` (admins): a full or partial refund. More than what is left to refund is a
 * 400 on `amount`; the refund, the payment's new sums and status, its history line and the statistics are one
 * transaction.
 */
export const paymentRefundBodySchema = z.object({
  amount: moneySchema.refine((value) => value > 0, 'Сумма возврата должна быть больше нуля'),
  reason: z.string().trim().max(REFUND_REASON_MAX).optional(),
});
export type PaymentRefundBody = z.infer<typeof paymentRefundBodySchema>;

/** Status changes staff may make by hand; refunds go through the refund endpoint. */
export const PAYMENT_STATUS_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  new: ['confirmed', 'rejected'],
  confirmed: [],
  rejected: [],
  refunded: [],
  repeat_new: ['repeat_confirmed', 'repeat_rejected'],
  repeat_confirmed: [],
  repeat_rejected: [],
  repeat_refunded: [],
};

/** `PATCH /api/payments/{id}/status` (admins): a transition of PAYMENT_STATUS_TRANSITIONS, or 409. */
export const paymentStatusBodySchema = z.object({
  status: paymentStatusSchema,
  comment: z.string().trim().max(REFUND_REASON_MAX).optional(),
});
export type PaymentStatusBody = z.infer<typeof paymentStatusBodySchema>;

/** `GET /api/admins/{id}/sales`: sales of that person's courses (the profile tab sales-courses). */
export const staffSalesQuerySchema = listQuerySchema
  .extend({ status: paymentStatusSchema.optional(), courseId: idParamSchema.optional() })
  .extend(dateRangeQuerySchema.shape)
  .refine((query) => query.skip + query.take <= PAYMENT_LIST_MAX_ROWS, {
    path: ['skip'],
    message: `skip + take may not exceed ${PAYMENT_LIST_MAX_ROWS}`,
  })
  .refine(isDateRangeOrdered, dateRangeOrderIssue);
export type StaffSalesQuery = z.infer<typeof staffSalesQuerySchema>;

export const staffSalesResponseSchema = z.object({
  items: z.array(paymentSchema),
  total: z.number().int().min(0),
  totals: paymentTotalsSchema,
});
export type StaffSalesResponse = z.infer<typeof staffSalesResponseSchema>;

/** Refusals of the refund and status endpoints, sent verbatim (the web maps them to Russian). */
export const PAYMENT_MESSAGES = {
  /** 400 on `amount`: more than what is left to refund. */
  refundTooLarge: 'amount exceeds what is left to refund',
  /** 409: only a paid payment (confirmed, repeat_confirmed) can be refunded. */
  notRefundable: 'Only a paid payment can be refunded',
  /** 409: the change is not in PAYMENT_STATUS_TRANSITIONS. */
  transitionNotAllowed: 'This status change is not allowed',
  notFound: 'Payment not found',
} as const;
