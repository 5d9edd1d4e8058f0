import { z } from 'zod';
import { dateRangeQuerySchema } from './common/calendar-day';
import { idParamSchema, idSchema } from './common/id-params';
import { MONEY_MAX, toKopecks } from './common/money';
import { listQuerySchema } from './common/paging';

/**
 * Balances and withdrawals (issue 13, spec §7 «Withdrawals and balances»): an append-only ledger of entries
 * per owner (a staff member or a student), running totals per owner, and withdrawal requests.
 */

/**
 * The default smallest payout, in roubles (the demo FAQ says 3 000 ₽). The current minimum lives in the payout
 * settings (`GET /api/earnings-settings`) and is checked by the server.
 */
export const MIN_WITHDRAWAL = 3000;

/** «Минимальная сумма вывода — 3 000 ₽» for the current minimum. */
export const amountBelowMinimumMessage = (minimum: number) =>
  `Минимальная сумма вывода — ${minimum.toLocaleString('ru-RU')} ₽`;
export const WITHDRAWAL_REASON_MAX = 500;
export const IDEMPOTENCY_KEY_MAX = 200;

export const BALANCE_ENTRY_KINDS = ['accrual', 'release', 'withdrawal', 'reversal'] as const;
export type BalanceEntryKind = (typeof BALANCE_ENTRY_KINDS)[number];
export const BALANCE_BUCKETS = ['available', 'held', 'debt'] as const;
export type BalanceBucket = (typeof BALANCE_BUCKETS)[number];
export const WITHDRAWAL_STATUSES = ['requested', 'paid', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** Validation and conflict messages the server sends verbatim (Russian: shown to the user as they are). */
export const BALANCES_MESSAGES = {
  amountPositive: 'Сумма должна быть больше нуля',
  amountDecimals: 'Не больше двух знаков после запятой',
  amountTooLarge: 'Сумма слишком большая',
  amountBelowMinimum: amountBelowMinimumMessage(MIN_WITHDRAWAL),
  amountOverAvailable: 'Сумма больше доступного баланса',
  cardNumber: 'Номер карты — от 16 до 19 цифр',
  cardChecksum: 'Номер карты введён с ошибкой',
  account: 'Расчётный счёт — 20 цифр',
  bik: 'БИК — 9 цифр',
  recipient: 'Укажите получателя',
  requisitesType: 'Выберите способ получения: карта или счёт',
  reasonRequired: 'Укажите причину отказа',
  reasonTooLong: `Причина — не длиннее ${WITHDRAWAL_REASON_MAX} символов`,
  idempotencyKey: `Idempotency-Key — от 1 до ${IDEMPOTENCY_KEY_MAX} символов`,
  idempotencyMismatch: 'Этот Idempotency-Key уже использован для другой заявки',
  withdrawalNotFound: 'Заявка на вывод не найдена',
  alreadyPaid: 'Заявка уже выплачена',
  alreadyRejected: 'Заявка уже отклонена',
} as const;

const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - toKopecks(value)) < 1e-6;

/** Luhn's checksum of a card number (digits only). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Spaces and dashes people type inside numbers are dropped before the check. */
const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

const recipientSchema = z
  .string()
  .trim()
  .min(1, BALANCES_MESSAGES.recipient)
  .max(200, BALANCES_MESSAGES.recipient);

/** Where the money goes: a bank card (16–19 digits, Luhn) or a bank account (20 digits) with its BIK. */
export const withdrawalRequisitesSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('card'),
      cardNumber: z
        .string()
        .transform(digitsOnly)
        .pipe(z.string().regex(/^\d{16,19}$/, BALANCES_MESSAGES.cardNumber))
        .refine(luhnValid, BALANCES_MESSAGES.cardChecksum),
      recipient: recipientSchema.optional(),
    }),
    z.object({
      type: z.literal('account'),
      account: z
        .string()
        .transform(digitsOnly)
        .pipe(z.string().regex(/^\d{20}$/, BALANCES_MESSAGES.account)),
      bik: z
        .string()
        .transform(digitsOnly)
        .pipe(z.string().regex(/^\d{9}$/, BALANCES_MESSAGES.bik)),
      recipient: recipientSchema,
    }),
  ],
  { error: BALANCES_MESSAGES.requisitesType },
);
export type WithdrawalRequisites = z.infer<typeof withdrawalRequisitesSchema>;

/** The requisites as stored and answered (already normalised: digits only). */
export const withdrawalRequisitesOutputSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('card'), cardNumber: z.string(), recipient: z.string().optional() }),
  z.object({ type: z.literal('account'), account: z.string(), bik: z.string(), recipient: z.string() }),
]);

/**
 * A requested payout: roubles, > 0, at most 2 decimals. The server checks the current minimum (payout
 * settings) and the available balance.
 */
export const withdrawalAmountSchema = z
  .number(BALANCES_MESSAGES.amountPositive)
  .positive(BALANCES_MESSAGES.amountPositive)
  .max(MONEY_MAX, BALANCES_MESSAGES.amountTooLarge)
  .refine(hasAtMostTwoDecimals, BALANCES_MESSAGES.amountDecimals);

/** `POST /api/balances-withdraws` (header `Idempotency-Key`: a retry gets the first answer). */
export const withdrawalCreateBodySchema = z.object({
  amount: withdrawalAmountSchema,
  requisites: withdrawalRequisitesSchema,
});
export type WithdrawalCreateBody = z.infer<typeof withdrawalCreateBodySchema>;

export const withdrawalCreateHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, BALANCES_MESSAGES.idempotencyKey)
    .max(IDEMPOTENCY_KEY_MAX, BALANCES_MESSAGES.idempotencyKey)
    .optional(),
});

/** `PATCH /api/balances-withdraws/{id}` (admins): pay, or reject with a reason (the money comes back). */
export const withdrawalUpdateBodySchema = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('paid') }),
    z.object({
      status: z.literal('rejected'),
      reason: z
        .string(BALANCES_MESSAGES.reasonRequired)
        .trim()
        .min(1, BALANCES_MESSAGES.reasonRequired)
        .max(WITHDRAWAL_REASON_MAX, BALANCES_MESSAGES.reasonTooLong),
    }),
  ],
  { error: 'status must be paid or rejected' },
);
export type WithdrawalUpdateBody = z.infer<typeof withdrawalUpdateBodySchema>;

/** Whose money: a staff member (`adminId` in the spec's words) or a student, with a display name. */
export const balanceOwnerSchema = z.object({
  type: z.enum(['staff', 'student']),
  id: z.number().int(),
  /** «Фамилия Имя», or null once the account was deleted. */
  name: z.string().nullable(),
});
export type BalanceOwner = z.infer<typeof balanceOwnerSchema>;

export const withdrawalSchema = z.object({
  id: z.number().int(),
  owner: balanceOwnerSchema,
  amount: z.number(),
  requisites: withdrawalRequisitesOutputSchema,
  status: z.enum(WITHDRAWAL_STATUSES),
  reason: z.string().nullable(),
  processedBy: z.number().int().nullable(),
  processedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const WITHDRAWALS_SORT_FIELDS = ['createdAt', 'amount'] as const;
/** `GET /api/balances-withdraws` (admins): the queue, oldest requests first by default. */
export const withdrawalsListQuerySchema = listQuerySchema.extend({
  status: z.enum([...WITHDRAWAL_STATUSES, 'all']).default('all'),
  adminId: idParamSchema.optional(),
});
export type WithdrawalsListQuery = z.infer<typeof withdrawalsListQuerySchema>;
export const withdrawalsListResponseSchema = z.object({
  items: z.array(withdrawalSchema),
  total: z.number().int().min(0),
});
export type WithdrawalsListResponse = z.infer<typeof withdrawalsListResponseSchema>;

export const balanceEntrySchema = z.object({
  id: z.number().int(),
  owner: balanceOwnerSchema,
  kind: z.enum(BALANCE_ENTRY_KINDS),
  bucket: z.enum(BALANCE_BUCKETS),
  /** Signed roubles: + comes in, − goes out of the bucket. */
  amount: z.number(),
  availableAt: z.string(),
  paymentId: z.number().int().nullable(),
  withdrawalId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type BalanceEntry = z.infer<typeof balanceEntrySchema>;

export const BALANCE_HISTORY_SORT_FIELDS = ['createdAt', 'amount'] as const;
/** `GET /api/balances-history/my`: the caller's own entries, newest first. */
export const balanceHistoryMyQuerySchema = listQuerySchema.extend(dateRangeQuerySchema.shape).extend({
  kind: z.enum(BALANCE_ENTRY_KINDS).optional(),
});
export type BalanceHistoryMyQuery = z.infer<typeof balanceHistoryMyQuerySchema>;
/** `GET /api/balances-history` (admins): every owner's, or one staff member's (`adminId`) or student's. */
export const balanceHistoryQuerySchema = balanceHistoryMyQuerySchema.extend({
  adminId: idParamSchema.optional(),
  studentId: idParamSchema.optional(),
});
export type BalanceHistoryQuery = z.infer<typeof balanceHistoryQuerySchema>;
export const balanceHistoryResponseSchema = z.object({
  items: z.array(balanceEntrySchema),
  total: z.number().int().min(0),
});
export type BalanceHistoryResponse = z.infer<typeof balanceHistoryResponseSchema>;

/** Signed sums per entry kind. */
export const balanceKindTotalsSchema = z.object({
  accrual: z.number(),
  release: z.number(),
  withdrawal: z.number(),
  reversal: z.number(),
});
export type BalanceKindTotals = z.infer<typeof balanceKindTotalsSchema>;

/** `GET /api/balances-history/statistics/my` and (admins, optionally one owner) `/statistics`. */
export const balanceStatisticsMyQuerySchema = dateRangeQuerySchema;
export const balanceStatisticsQuerySchema = dateRangeQuerySchema.extend({
  adminId: idParamSchema.optional(),
  studentId: idParamSchema.optional(),
});
export type BalanceStatisticsQuery = z.infer<typeof balanceStatisticsQuerySchema>;

export const balanceStatisticsSchema = z.object({
  /** Now: withdrawable, on hold, and paid out (withdrawals marked paid), all time. */
  available: z.number(),
  held: z.number(),
  /** What the owner owes (≤ 0): refunds clawed back beyond the available money; paid before any withdrawal. */
  debt: z.number(),
  paidOut: z.number(),
  /** Withdrawals requested and not yet paid or rejected. */
  requested: z.number(),
  /** The range's signed sums per kind (release counts its available side only, the money that became free). */
  totals: balanceKindTotalsSchema,
  /** The same per school day (Moscow), days with entries only, in order. */
  days: z.array(balanceKindTotalsSchema.extend({ day: z.string() })),
});
export type BalanceStatistics = z.infer<typeof balanceStatisticsSchema>;

/** At most this many requests are paid in one batch. */
export const WITHDRAWALS_BATCH_MAX = 100;
export const WITHDRAWALS_BATCH_MESSAGES = {
  ids: `Выберите от 1 до ${WITHDRAWALS_BATCH_MAX} заявок`,
  notRequested: (id: number) => `Заявка №${id} уже обработана — обновите список`,
  notFound: (id: number) => `Заявка №${id} не найдена`,
} as const;

/** `POST /api/balances-withdraws/batch` (admins): mark the chosen requests paid, all of them or none. */
export const withdrawalsBatchBodySchema = z.object({
  ids: z
    .array(idSchema, WITHDRAWALS_BATCH_MESSAGES.ids)
    .min(1, WITHDRAWALS_BATCH_MESSAGES.ids)
    .max(WITHDRAWALS_BATCH_MAX, WITHDRAWALS_BATCH_MESSAGES.ids),
  status: z.literal('paid'),
});
export type WithdrawalsBatchBody = z.infer<typeof withdrawalsBatchBodySchema>;
export const withdrawalsBatchResponseSchema = z.object({ items: z.array(withdrawalSchema) });
export type WithdrawalsBatchResponse = z.infer<typeof withdrawalsBatchResponseSchema>;

/** `GET /api/balances-withdraws/my`: the caller's own requests, newest first by default. */
export const withdrawalsMyQuerySchema = listQuerySchema.extend({
  status: z.enum([...WITHDRAWAL_STATUSES, 'all']).default('all'),
});
export type WithdrawalsMyQuery = z.infer<typeof withdrawalsMyQuerySchema>;

/* ── Commission rules and payout settings (/settings-earnings) ─────────────────────────────────────────── */

export const COMMISSION_BENEFICIARIES = ['author', 'referrer'] as const;
export type CommissionBeneficiary = (typeof COMMISSION_BENEFICIARIES)[number];
export const COMMISSION_SCOPES = ['course', 'subscription'] as const;
export type CommissionScope = (typeof COMMISSION_SCOPES)[number];
export const COMMISSION_PAYMENTS = ['first', 'repeat'] as const;
export type CommissionPayment = (typeof COMMISSION_PAYMENTS)[number];
export const HOLD_DAYS_MAX = 365;
export const COMMISSION_RULES_MAX = 500;

export const COMMISSION_MESSAGES = {
  percentRange: 'Процент — от 0 до 100',
  percentDecimals: 'Процент — не больше двух знаков после запятой',
  holdRange: `Дней удержания — от 0 до ${HOLD_DAYS_MAX}`,
  holdInteger: 'Дней удержания — целое число',
  duplicate: 'Такое правило уже есть',
  subscriptionCourse: 'У правила подписки не бывает курса',
  authorScope: 'Авторам начисляется только за курсы',
  courseNotFound: 'Курс не найден',
  beneficiary: 'Выберите, кому начислять',
  scope: 'Выберите: курс или подписка',
  payment: 'Выберите: первый или повторный платёж',
  minWithdrawalPositive: 'Минимальная сумма должна быть больше нуля',
  tooMany: `Не больше ${COMMISSION_RULES_MAX} правил`,
} as const;

/** One rule as edited: `courseId` null = the default for every course (or the subscription's rule). */
export const commissionRuleInputSchema = z.object({
  beneficiary: z.enum(COMMISSION_BENEFICIARIES, COMMISSION_MESSAGES.beneficiary),
  scope: z.enum(COMMISSION_SCOPES, COMMISSION_MESSAGES.scope),
  courseId: idParamSchema.nullable().default(null),
  payment: z.enum(COMMISSION_PAYMENTS, COMMISSION_MESSAGES.payment),
  percent: z
    .number(COMMISSION_MESSAGES.percentRange)
    .min(0, COMMISSION_MESSAGES.percentRange)
    .max(100, COMMISSION_MESSAGES.percentRange)
    .refine(hasAtMostTwoDecimals, COMMISSION_MESSAGES.percentDecimals),
  holdDays: z
    .number(COMMISSION_MESSAGES.holdRange)
    .int(COMMISSION_MESSAGES.holdInteger)
    .min(0, COMMISSION_MESSAGES.holdRange)
    .max(HOLD_DAYS_MAX, COMMISSION_MESSAGES.holdRange),
});
export type CommissionRuleInput = z.input<typeof commissionRuleInputSchema>;

const ruleKey = (rule: { beneficiary: string; scope: string; payment: string; courseId: number | null }) =>
  `${rule.beneficiary}|${rule.scope}|${rule.payment}|${rule.courseId ?? 0}`;

/** `PUT /api/commission-rules` (admins): the whole set; what is not in it is deleted. */
export const commissionRulesBodySchema = z.object({
  items: z
    .array(commissionRuleInputSchema)
    .max(COMMISSION_RULES_MAX, COMMISSION_MESSAGES.tooMany)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((rule, index) => {
        if (rule.scope === 'subscription' && rule.courseId !== null)
          ctx.addIssue({
            code: 'custom',
            path: [index, 'courseId'],
            message: COMMISSION_MESSAGES.subscriptionCourse,
          });
        if (rule.beneficiary === 'author' && rule.scope !== 'course')
          ctx.addIssue({ code: 'custom', path: [index, 'scope'], message: COMMISSION_MESSAGES.authorScope });
        const key = ruleKey(rule);
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', path: [index, 'courseId'], message: COMMISSION_MESSAGES.duplicate });
        seen.add(key);
      });
    }),
});
export type CommissionRulesBody = z.input<typeof commissionRulesBodySchema>;

export const commissionRuleSchema = z.object({
  id: z.number().int(),
  beneficiary: z.enum(COMMISSION_BENEFICIARIES),
  scope: z.enum(COMMISSION_SCOPES),
  courseId: z.number().int().nullable(),
  /** The course's name now; null for a default or subscription rule. */
  courseName: z.string().nullable(),
  payment: z.enum(COMMISSION_PAYMENTS),
  percent: z.number(),
  holdDays: z.number().int(),
});
export type CommissionRule = z.infer<typeof commissionRuleSchema>;

/** `GET /api/commission-rules` (any staff; admins edit). */
export const commissionRulesResponseSchema = z.object({ items: z.array(commissionRuleSchema) });
export type CommissionRulesResponse = z.infer<typeof commissionRulesResponseSchema>;

/** `GET /api/earnings-settings` (any staff). */
export const earningsSettingsSchema = z.object({
  minWithdrawal: z.number(),
  updatedAt: z.string().nullable(),
});
export type EarningsSettings = z.infer<typeof earningsSettingsSchema>;

/** `PUT /api/earnings-settings` (admins). */
export const earningsSettingsBodySchema = z.object({
  minWithdrawal: z
    .number(COMMISSION_MESSAGES.minWithdrawalPositive)
    .positive(COMMISSION_MESSAGES.minWithdrawalPositive)
    .max(MONEY_MAX, BALANCES_MESSAGES.amountTooLarge)
    .refine(hasAtMostTwoDecimals, BALANCES_MESSAGES.amountDecimals),
});
export type EarningsSettingsBody = z.infer<typeof earningsSettingsBodySchema>;
