import { z } from 'zod';
import { isoDaySchema } from './common/calendar-day';
import { exportOptionsShape } from './common/export-format';
import { schoolToday } from './common/time';
import { paymentProviderSchema } from './payment-provider';
import { dateRangeOrderIssue, isDateRangeOrdered } from './payments';

/**
 * Sales statistics (spec §3 "Sign-up statistics", §7). Periods are school days (Moscow) from `dateFrom` to
 * `dateTo` inclusive; a payment counts on the day it was made, its refunds too, so a period's figures equal
 * the payments list's totals for the same days. First = a first purchase (course or subscription), next = an
 * auto-charge (`repeat_*`); sums are of paid payments (PAID_PAYMENT_STATUSES), before refunds.
 */

export const STATISTICS_GROUPINGS = ['day', 'week', 'month'] as const;
export const statisticsGroupingSchema = z.enum(STATISTICS_GROUPINGS);
export type StatisticsGrouping = z.infer<typeof statisticsGroupingSchema>;

export const STATISTICS_GROUPING_LABELS: Record<StatisticsGrouping, string> = {
  day: 'По дням',
  week: 'По неделям',
  month: 'По месяцам',
};

/** The longest period a statistic may cover (ten years of days). */
export const STATISTICS_MAX_DAYS = 3660;

const statisticsDaySchema = isoDaySchema.refine(
  (day) => day >= '2000-01-01' && day <= '2999-12-31',
  'must be a day from 2000-01-01 to 2999-12-31',
);

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/**
 * The period a statistic covers when the request names none: `dateTo` today on the school's clock, `dateFrom`
 * the 1st of `dateTo`'s month — the web's «Этот месяц».
 */
export function withDefaultPeriod<Q extends { dateFrom?: string; dateTo?: string }>(
  query: Q,
  now: number = Date.now(),
): Q & { dateFrom: string; dateTo: string } {
  const dateTo = query.dateTo ?? schoolToday(now);
  return { ...query, dateFrom: query.dateFrom ?? `${dateTo.slice(0, 7)}-01`, dateTo };
}

/** The days default to this month (withDefaultPeriod), in order, at most STATISTICS_MAX_DAYS apart. */
export function withPeriodRules<T extends z.ZodType<{ dateFrom?: string; dateTo?: string }>>(schema: T) {
  return schema
    .transform((query) => withDefaultPeriod(query))
    .refine(isDateRangeOrdered, dateRangeOrderIssue)
    .refine((query) => daysBetween(query.dateFrom, query.dateTo) < STATISTICS_MAX_DAYS, {
      path: ['dateTo'],
      message: `the period may not be longer than ${STATISTICS_MAX_DAYS} days`,
    });
}

export const statisticsPeriodShape = {
  dateFrom: statisticsDaySchema.optional(),
  dateTo: statisticsDaySchema.optional(),
};

/** A statistics period (refunds, subscriptions, cancel reasons, onboarding). */
export const statisticsPeriodSchema = withPeriodRules(z.object(statisticsPeriodShape));
export type StatisticsPeriod = z.infer<typeof statisticsPeriodSchema>;

/** `GET /api/payments/statistics` and `/statistics/csv`. */
export const paymentsStatisticsQuerySchema = withPeriodRules(
  z.object({ ...statisticsPeriodShape, groupBy: statisticsGroupingSchema.default('day') }),
);
export type PaymentsStatisticsQuery = z.infer<typeof paymentsStatisticsQuerySchema>;

/** `GET /api/payments/statistics/csv`: the same period and grouping, and the export's format and decimal. */
export const paymentsStatisticsExportQuerySchema = withPeriodRules(
  z.object({
    ...statisticsPeriodShape,
    groupBy: statisticsGroupingSchema.default('day'),
    ...exportOptionsShape,
  }),
);

/** The spec's sign-up statistics (field names as the spec spells them), plus refunds and the net. */
export const signUpStatisticsSchema = z.object({
  countSingUp: z.number().int().min(0),
  countFirstPaySubscriptions: z.number().int().min(0),
  sumAmountFirstPaySubscriptions: z.number(),
  countNextPaySubscriptions: z.number().int().min(0),
  sumAmountNextPaySubscriptions: z.number(),
  /** First + next. */
  sumAmount: z.number(),
  countRefunds: z.number().int().min(0),
  sumRefunds: z.number(),
  /** sumAmount − sumRefunds. */
  sumNet: z.number(),
});
export type SignUpStatistics = z.infer<typeof signUpStatisticsSchema>;

/** One period of the series: its first day (`start`) and last day (`end`, clipped to the query). */
export const statisticsPeriodRowSchema = signUpStatisticsSchema.extend({
  start: z.string(),
  end: z.string(),
  /** Paid sum per provider (before refunds); every provider present, 0 when none. */
  byProvider: z.record(paymentProviderSchema, z.number()),
});
export type StatisticsPeriodRow = z.infer<typeof statisticsPeriodRowSchema>;

/**
 * The period of the same length just before the asked one: for N days from `dateFrom`, the N days before it.
 * Every card of the statistics shows its change against this one.
 */
export const previousStatisticsSchema = z.object({
  dateFrom: z.string(),
  dateTo: z.string(),
  totals: signUpStatisticsSchema,
});
export type PreviousStatistics = z.infer<typeof previousStatisticsSchema>;

export const paymentsStatisticsResponseSchema = z.object({
  totals: signUpStatisticsSchema,
  periods: z.array(statisticsPeriodRowSchema),
  previous: previousStatisticsSchema,
});
export type PaymentsStatisticsResponse = z.infer<typeof paymentsStatisticsResponseSchema>;

/** `GET /api/subscriptions/statistics/refund`: refunds of the period's payments, per provider. */
export const refundStatisticsRowSchema = z.object({
  provider: paymentProviderSchema,
  paidPayments: z.number().int().min(0),
  paidAmount: z.number(),
  refundedPayments: z.number().int().min(0),
  refundedAmount: z.number(),
  /** refundedPayments / paidPayments (0 when nothing was paid); a ratio, not money. */
  rate: z.number().min(0).max(1),
});
export type RefundStatisticsRow = z.infer<typeof refundStatisticsRowSchema>;

export const refundStatisticsResponseSchema = z.object({
  providers: z.array(refundStatisticsRowSchema),
  total: refundStatisticsRowSchema.omit({ provider: true }),
});
export type RefundStatisticsResponse = z.infer<typeof refundStatisticsResponseSchema>;

/**
 * `GET /api/subscriptions/statistics` (months `YYYY-MM-01` from dateFrom's month to dateTo's): paid
 * subscriptions active at each month's end, their monthly recurring revenue and its movements, and the
 * retention of each month's cohort (subscriptions started that month still active N months later).
 */
export const subscriptionMonthSchema = z.object({
  month: z.string(),
  active: z.number().int().min(0),
  mrr: z.number(),
  newSubscriptions: z.number().int().min(0),
  newMrr: z.number(),
  /** Auto-charges paid in the month. */
  renewals: z.number().int().min(0),
  churned: z.number().int().min(0),
  churnedMrr: z.number(),
  /** Paid subscriptions active when the month began (started earlier, not ended before it). */
  activeAtStart: z.number().int().min(0),
  /** Of those, the ones that ended in the month (a subscription started and ended in it is not among them). */
  churnedOfActive: z.number().int().min(0),
  /** churnedOfActive / activeAtStart; null when none was active at the start. A ratio, not money. */
  churnRate: z.number().min(0).max(1).nullable(),
  /** Students with a paid payment (PAID_PAYMENT_STATUSES) made in the month. */
  payingStudents: z.number().int().min(0),
  /** What the month's payments brought: paid minus refunded (the statistics' sumNet of its days). */
  netRevenue: z.number(),
  /** ARPU: netRevenue / payingStudents, rounded to the kopeck; null when nobody paid. */
  arpu: z.number().nullable(),
});
export type SubscriptionMonth = z.infer<typeof subscriptionMonthSchema>;

export const retentionCohortSchema = z.object({
  month: z.string(),
  subscriptions: z.number().int().min(0),
  /** `retained[k]`: of the cohort, still active k months after the start month (k = 0 … up to today). */
  retained: z.array(z.number().int().min(0)),
});
export type RetentionCohort = z.infer<typeof retentionCohortSchema>;

/**
 * LTV of the students whose first paid payment was in `month`: what all their payments brought to date (paid
 * minus refunded, every month since), per student, rounded to the kopeck.
 */
export const ltvCohortSchema = z.object({
  month: z.string(),
  students: z.number().int().min(0),
  revenue: z.number(),
  /** revenue / students; null for a month without new paying students. */
  ltv: z.number().nullable(),
});
export type LtvCohort = z.infer<typeof ltvCohortSchema>;

export const subscriptionStatisticsResponseSchema = z.object({
  months: z.array(subscriptionMonthSchema),
  retention: z.array(retentionCohortSchema),
  /** One per month of `months`, zeros for a month without new paying students. */
  ltv: z.array(ltvCohortSchema),
});
export type SubscriptionStatisticsResponse = z.infer<typeof subscriptionStatisticsResponseSchema>;
