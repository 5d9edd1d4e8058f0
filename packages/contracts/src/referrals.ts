import { z } from 'zod';
import { dateRangeQuerySchema } from './common/calendar-day';
import { idParamSchema, idSchema } from './common/id-params';
import { listQuerySchema } from './common/paging';
import { dateRangeOrderIssue, isDateRangeOrdered } from './payments';
import { statisticsGroupingSchema, statisticsPeriodShape, withPeriodRules } from './sales-statistics';

/**
 * Referrals (issue 13, spec §7 «Statistics and referrals»): who brought whom, the «Прибыль» statistics and the
 * «Рефералы» list. Imported as `@school/contracts/referrals` (never through the contracts index).
 *
 * Money figures are roubles. Commission figures come from the ledger (balance_entries of the referrer whose
 * payment_id is a payment of the referred student): accrued = sum of accruals, reversed = −sum of the refund
 * reversals, paid = the released part (what became withdrawable), held = accrued − reversed − paid.
 */

export const REFERRER_KINDS = ['student', 'staff'] as const;
export const referrerKindSchema = z.enum(REFERRER_KINDS);
export type ReferrerKind = z.infer<typeof referrerKindSchema>;

/** Self-referral suspicions stored at attribution; 'refunded' is computed (any refunded payment). */
export const REFERRAL_STORED_FLAGS = ['email', 'phone', 'device'] as const;
export const REFERRAL_FLAGS = [...REFERRAL_STORED_FLAGS, 'refunded'] as const;
export const referralFlagSchema = z.enum(REFERRAL_FLAGS);
export type ReferralFlag = z.infer<typeof referralFlagSchema>;

/** The list's flag filter: any self-referral flag, one specific flag, or none at all. */
export const REFERRAL_FLAG_FILTERS = [
  'all',
  'self',
  'email',
  'phone',
  'device',
  'refunded',
  'clean',
] as const;
export const referralFlagFilterSchema = z.enum(REFERRAL_FLAG_FILTERS);
export type ReferralFlagFilter = z.infer<typeof referralFlagFilterSchema>;

export const REFERRER_KIND_FILTERS = ['all', ...REFERRER_KINDS] as const;
export const referrerKindFilterSchema = z.enum(REFERRER_KIND_FILTERS);
export type ReferrerKindFilter = z.infer<typeof referrerKindFilterSchema>;

/** Referral codes: 4–32 letters, digits, `_` or `-` (staff codes are 8 unambiguous characters, students' `S<id>`). */
export const REFERRAL_CODE_MAX = 32;
export const DEVICE_ID_MAX = 200;

/** Refusals the server sends verbatim (Russian: shown as they are). */
export const REFERRALS_MESSAGES = {
  codeRequired: 'Укажите реферальный код',
  codeFormat: `Код — от 1 до ${REFERRAL_CODE_MAX} латинских букв, цифр, «_» или «-»`,
  codeUnknown: 'Такого реферального кода нет',
  selfReferral: 'Нельзя пригласить самого себя',
  studentNotFound: 'Студент не найден',
  alreadyReferred: 'У этого студента уже есть пригласивший',
  deviceId: `Идентификатор устройства — до ${DEVICE_ID_MAX} символов`,
} as const;

/** Who referred: a student or a staff member; name «Фамилия Имя» or null once the account was deleted. */
export const referrerRefSchema = z.object({
  kind: referrerKindSchema,
  id: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});
export type ReferrerRef = z.infer<typeof referrerRefSchema>;

export const referredRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type ReferredRef = z.infer<typeof referredRefSchema>;

/* ---------- «Прибыль»: GET /api/referrals/statistics ---------- */

/** `GET /api/referrals/statistics?dateFrom&dateTo&groupBy` — both days required (like every statistic). */
export const referralStatisticsQuerySchema = withPeriodRules(
  z.object({ ...statisticsPeriodShape, groupBy: statisticsGroupingSchema.default('day') }),
);
export type ReferralStatisticsQuery = z.infer<typeof referralStatisticsQuerySchema>;

/**
 * Totals of a period. signUps = referrals made in the period; payingReferrals = referred students with a paid
 * payment in the period (their payments carry the referral); revenue = those payments' paid sum (before
 * refunds); accrued / reversed / paid / held: the ledger figures of those payments (see the file comment).
 */
export const referralTotalsSchema = z.object({
  signUps: z.number().int().min(0),
  payingReferrals: z.number().int().min(0),
  revenue: z.number(),
  accrued: z.number(),
  held: z.number(),
  paid: z.number(),
  reversed: z.number(),
});
export type ReferralTotals = z.infer<typeof referralTotalsSchema>;

export const referralSeriesRowSchema = z.object({
  /** The period's first day `YYYY-MM-DD` (Monday for weeks, the 1st for months). */
  period: z.string(),
  signUps: z.number().int().min(0),
  revenue: z.number(),
  accrued: z.number(),
});
export type ReferralSeriesRow = z.infer<typeof referralSeriesRowSchema>;

/** One referrer with its aggregates over the period (top referrers, `GET /api/referrals`). */
export const referrerRowSchema = z.object({
  referrer: referrerRefSchema,
  signUps: z.number().int().min(0),
  payingReferrals: z.number().int().min(0),
  revenue: z.number(),
  accrued: z.number(),
});
export type ReferrerRow = z.infer<typeof referrerRowSchema>;

export const REFERRALS_TOP_SIZE = 10;

export const referralStatisticsResponseSchema = z.object({
  totals: referralTotalsSchema,
  /** Every period of the range, zeros included. */
  series: z.array(referralSeriesRowSchema),
  /** The top REFERRALS_TOP_SIZE referrers by revenue. */
  topReferrers: z.array(referrerRowSchema),
});
export type ReferralStatisticsResponse = z.infer<typeof referralStatisticsResponseSchema>;

/* ---------- GET /api/referrals: referrers with aggregates ---------- */

export const REFERRERS_SORT_FIELDS = ['signUps', 'revenue', 'accrued'] as const;
/** Default sort: revenue desc. Search: referrer name / e-mail. The period is optional (all time without it). */
export const referrersQuerySchema = listQuerySchema
  .extend(dateRangeQuerySchema.shape)
  .extend({ kind: referrerKindFilterSchema.default('all') })
  .refine(isDateRangeOrdered, dateRangeOrderIssue);
export type ReferrersQuery = z.infer<typeof referrersQuerySchema>;

export const referrersResponseSchema = z.object({
  items: z.array(referrerRowSchema),
  total: z.number().int().min(0),
});
export type ReferrersResponse = z.infer<typeof referrersResponseSchema>;

/* ---------- «Рефералы»: GET /api/referrals/list (+ /list/csv) ---------- */

export const REFERRALS_LIST_SORT_FIELDS = ['createdAt', 'paidSum', 'commission'] as const;
export const REFERRALS_LIST_MAX_ROWS = 100_000;

/** The filters of the list and of referrals.csv. Dates: the referral's day (Moscow). */
export const referralsFilterSchema = z
  .object({
    kind: referrerKindFilterSchema.default('all'),
    flag: referralFlagFilterSchema.default('all'),
    referrerStudentId: idParamSchema.optional(),
    referrerStaffId: idParamSchema.optional(),
  })
  .extend(dateRangeQuerySchema.shape);
export type ReferralsFilter = z.infer<typeof referralsFilterSchema>;

/** Default sort createdAt desc. Search: referrer / referred name, e-mail, the code. */
export const referralsListQuerySchema = listQuerySchema
  .extend(referralsFilterSchema.shape)
  .refine((query) => query.skip + query.take <= REFERRALS_LIST_MAX_ROWS, {
    path: ['skip'],
    message: `skip + take may not exceed ${REFERRALS_LIST_MAX_ROWS}: narrow the list with search or filters`,
  })
  .refine(isDateRangeOrdered, dateRangeOrderIssue);
export type ReferralsListQuery = z.infer<typeof referralsListQuerySchema>;

/** `GET /api/referrals/list/csv`: the same filters, search and sort, no paging. */
export const referralsCsvQuerySchema = listQuerySchema
  .omit({ skip: true, take: true })
  .extend(referralsFilterSchema.shape)
  .refine(isDateRangeOrdered, dateRangeOrderIssue);
export type ReferralsCsvQuery = z.infer<typeof referralsCsvQuerySchema>;

export const referralRowSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  code: z.string(),
  referrer: referrerRefSchema,
  referred: referredRefSchema,
  /** Paid sum of the referred student's payments that carry this referral (before refunds). */
  paidSum: z.number(),
  paymentsCount: z.number().int().min(0),
  /** Net commission of the referrer from those payments: accruals + reversals (reversals are negative). */
  commission: z.number(),
  flags: z.array(referralFlagSchema),
});
export type ReferralRow = z.infer<typeof referralRowSchema>;

export const referralsListResponseSchema = z.object({
  items: z.array(referralRowSchema),
  total: z.number().int().min(0),
});
export type ReferralsListResponse = z.infer<typeof referralsListResponseSchema>;

/* ---------- GET /api/referrals/my ---------- */

export const myReferralResponseSchema = z.object({
  code: z.string(),
  /** `<public site>/?ref=<code>`. */
  link: z.string(),
});
export type MyReferralResponse = z.infer<typeof myReferralResponseSchema>;

/* ---------- POST /api/referrals ---------- */

export const referralCodeSchema = z
  .string(REFERRALS_MESSAGES.codeRequired)
  .trim()
  .min(1, REFERRALS_MESSAGES.codeRequired)
  .max(REFERRAL_CODE_MAX, REFERRALS_MESSAGES.codeFormat)
  .regex(/^[A-Za-z0-9_-]+$/, REFERRALS_MESSAGES.codeFormat);

export const referralCreateBodySchema = z.object({
  code: referralCodeSchema,
  referredStudentId: idSchema,
  deviceId: z.string().trim().max(DEVICE_ID_MAX, REFERRALS_MESSAGES.deviceId).optional(),
});
export type ReferralCreateBody = z.infer<typeof referralCreateBodySchema>;

/** 201: the created referral, as the list shows it. */
export const referralCreateResponseSchema = referralRowSchema;

// CONTRACT READY
