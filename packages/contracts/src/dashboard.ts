import { z } from 'zod';
import { APPLICATION_KINDS } from './applications';

/**
 * «Главная» (`/dashboard`, issue 31): what needs doing and how the school is selling. One answer per role:
 * the school's (admins) or one's own (curators and speakers). Every count here is the total of the list its
 * tile opens, computed by that list's own code.
 */

/** The periods of the sales figures: today, the last 7 and the last 30 school days (today included). */
export const DASHBOARD_PERIODS = ['today', 'week', 'month'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DASHBOARD_PERIOD_DAYS: Record<DashboardPeriod, number> = { today: 1, week: 7, month: 30 };

/** A payment still «Попытка покупки» this many hours after it was made is counted as stale (default). */
export const STALE_ATTEMPT_HOURS_DEFAULT = 24;

/** A figure and its value over the previous period of the same length. Money: roubles as text (`1234.50`). */
const countFigureSchema = z.object({ current: z.number().int(), previous: z.number().int() });
const moneyFigureSchema = z.object({ current: z.string(), previous: z.string() });

export const dashboardSalesPeriodSchema = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  /** School days (Moscow), inclusive. */
  dateFrom: z.string(),
  dateTo: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  /** Paid minus refunded, as on «Статистика платежей». */
  revenue: moneyFigureSchema,
  firstPayments: countFigureSchema,
  firstPaymentsSum: moneyFigureSchema,
  renewals: countFigureSchema,
  renewalsSum: moneyFigureSchema,
  refunds: countFigureSchema,
  refundsSum: moneyFigureSchema,
  signups: countFigureSchema,
});
export type DashboardSalesPeriod = z.infer<typeof dashboardSalesPeriodSchema>;

/** One application queue: its new applications and the overdue ones (the caller's own for curators). */
export const dashboardQueueSchema = z.object({
  kind: z.enum(APPLICATION_KINDS),
  new: z.number().int(),
  overdue: z.number().int(),
});
export type DashboardQueue = z.infer<typeof dashboardQueueSchema>;

export const DASHBOARD_EVENT_KINDS = ['payment', 'application', 'signup', 'question'] as const;
export type DashboardEventKind = (typeof DASHBOARD_EVENT_KINDS)[number];

/** A line of the feed: what happened, to whom, and the record it links to. */
export const dashboardEventSchema = z.object({
  kind: z.enum(DASHBOARD_EVENT_KINDS),
  id: z.number().int(),
  at: z.string(),
  /** The person: the student who paid, signed up or asked; the applicant. */
  name: z.string(),
  /** The purchase, the queue's service or course, the question's course; empty for a sign-up. */
  subject: z.string(),
  /** Payments: the amount in roubles as text. */
  amount: z.string().nullable(),
  /** The student behind the event (null for a guest or a deleted student). */
  studentId: z.number().int().nullable(),
  /** An application's queue (its card lives there); null for the other kinds. */
  queue: z.enum(APPLICATION_KINDS).nullable(),
});
export type DashboardEvent = z.infer<typeof dashboardEventSchema>;

/** Admins and super-admins: the school's figures and queues. */
export const schoolDashboardSchema = z.object({
  scope: z.literal('school'),
  periods: z.array(dashboardSalesPeriodSchema),
  queues: z.array(dashboardQueueSchema),
  questionsWaiting: z.number().int(),
  withdrawalsRequested: z.number().int(),
  coursesInReview: z.number().int(),
  staleAttempts: z.object({
    count: z.number().int(),
    hours: z.number().int(),
    /** The instant the count is «before» (ISO): the payments list's `createdBefore`. */
    before: z.string(),
  }),
  events: z.array(dashboardEventSchema),
});
export type SchoolDashboard = z.infer<typeof schoolDashboardSchema>;

/** Curators and speakers: their own courses, questions, applications and money. */
export const ownDashboardSchema = z.object({
  scope: z.literal('own'),
  staffId: z.number().int(),
  /** Paid payments for the courses they author over the last 30 school days (the sales tab's totals). */
  sales: z.object({ dateFrom: z.string(), dateTo: z.string(), count: z.number().int(), sum: z.string() }),
  queues: z.array(dashboardQueueSchema),
  questionsWaiting: z.number().int(),
  balance: z.object({
    available: z.string(),
    held: z.string(),
    /** When the next held commission becomes available (ISO), and how much; null when nothing is held. */
    nextReleaseAt: z.string().nullable(),
    nextReleaseAmount: z.string().nullable(),
  }),
  withdrawalsOpen: z.object({ count: z.number().int(), sum: z.string() }),
});
export type OwnDashboard = z.infer<typeof ownDashboardSchema>;

export const dashboardSchema = z.discriminatedUnion('scope', [schoolDashboardSchema, ownDashboardSchema]);
export type Dashboard = z.infer<typeof dashboardSchema>;

/** `GET /api/dashboard?staleHours=`: how old a «Попытка покупки» must be to count as stale (1–720 h). */
export const dashboardQuerySchema = z.object({
  staleHours: z.coerce.number().int().min(1).max(720).default(STALE_ATTEMPT_HOURS_DEFAULT),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;
