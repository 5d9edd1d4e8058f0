import { z } from 'zod';
import { applicationStatusFilterSchema, applicationStatusSchema } from './application-status';
import { EMAIL_PATTERN } from './auth';
import { dateRangeQuerySchema } from './common/calendar-day';
import { idParamSchema, idSchema } from './common/id-params';
import { listQuerySchema } from './common/paging';
import { dateRangeOrderIssue, isDateRangeOrdered } from './payments';

/**
 * Applications (spec §2 /applications, /applications-for-training, /applications-marketplace; §4 statuses;
 * §7). One table, three queues (`kind`). The applicant is a student or a guest; `name`/`email`/`phone` are the
 * contact as given. An application is overdue while it waits for its first response past `responseDueAt`
 * (the response target in working time on the school's clock, APPLICATION_SETTINGS_DEFAULTS).
 */
export const APPLICATION_KINDS = ['service', 'training', 'marketplace'] as const;
export const applicationKindSchema = z.enum(APPLICATION_KINDS);
export type ApplicationKind = z.infer<typeof applicationKindSchema>;

/** The kind as a column or a filter shows it. */
export const APPLICATION_KIND_LABELS: Record<ApplicationKind, string> = {
  service: 'Услуга',
  training: 'Обучение',
  marketplace: 'Маркетплейс',
};

/** The CSV of a queue (spec §7 names the training queue's file; the others follow it). */
export const APPLICATION_CSV_FILENAMES: Record<ApplicationKind, string> = {
  service: 'applications_service.csv',
  training: 'applications_training.csv',
  marketplace: 'applications_marketplace.csv',
};

export const APPLICATION_NAME_MAX = 200;
export const APPLICATION_MESSAGE_MAX = 2000;
export const APPLICATION_COMMENT_MAX = 2000;
export const APPLICATION_OFFER_MAX = 300;

/** The lists are capped like the students list (docs/decisions/004): deeper rows via filters or the sort. */
export const APPLICATION_LIST_MAX_ROWS = 10_000;

/** Sortable fields of `GET /api/applications`; default `createdAt:desc`. */
export const APPLICATION_SORT_FIELDS = ['createdAt', 'updatedAt', 'responseDueAt', 'id'] as const;
export type ApplicationSortField = (typeof APPLICATION_SORT_FIELDS)[number];

/** `assignee`: a staff id, or `none` for applications nobody took. */
export const applicationAssigneeFilterSchema = z.union([z.literal('none'), idParamSchema]);

/** The filters of the list, the kanban's counts and the CSV (every one but `status` for the counts). */
export const applicationsFilterSchema = z
  .object({
    /** Without `kind`: every queue (the profile tab). */
    kind: applicationKindSchema.optional(),
    status: applicationStatusFilterSchema.default('all'),
    assignee: applicationAssigneeFilterSchema.optional(),
    /** Applications for this staff member's services and courses (the profile tab «Заявки»). */
    staffId: idParamSchema.optional(),
    serviceId: idParamSchema.optional(),
    courseId: idParamSchema.optional(),
    /** `true`: only the ones waiting past their response target. */
    overdue: z.enum(['true', 'false']).optional(),
  })
  .extend(dateRangeQuerySchema.shape);

/**
 * `GET /api/applications` and `/csv` (`/csv` ignores paging and needs `kind`). Search: the applicant's name,
 * e-mail or phone, or the target's title (words of 3+ characters). A curator or speaker gets only applications
 * for their own services and courses.
 */
export const applicationsListQuerySchema = listQuerySchema
  .extend(applicationsFilterSchema.shape)
  .refine((query) => query.skip + query.take <= APPLICATION_LIST_MAX_ROWS, {
    path: ['skip'],
    message: `skip + take may not exceed ${APPLICATION_LIST_MAX_ROWS}: narrow the list with search or filters`,
  })
  .refine(isDateRangeOrdered, dateRangeOrderIssue);
export type ApplicationsListQuery = z.infer<typeof applicationsListQuerySchema>;

/** `GET /api/applications/counts`: the list's filters without status and paging. */
export const applicationCountsQuerySchema = applicationsFilterSchema
  .omit({ status: true })
  .extend({ search: listQuerySchema.shape.search })
  .refine(isDateRangeOrdered, dateRangeOrderIssue);
export type ApplicationCountsQuery = z.infer<typeof applicationCountsQuerySchema>;

const personRefSchema = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() });

/** An application as the table and the kanban's cards show it. */
export const applicationSchema = z.object({
  id: z.number().int(),
  kind: applicationKindSchema,
  status: applicationStatusSchema,
  /** The student behind the application; null for a guest (or a deleted student). */
  studentId: z.number().int().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  serviceId: z.number().int().nullable(),
  courseId: z.number().int().nullable(),
  /** What was asked for, as named at the time (the service, the course, the marketplace offer). */
  targetTitle: z.string(),
  message: z.string(),
  assignee: personRefSchema.nullable(),
  /** The latest comment. */
  comment: z.string().nullable(),
  source: z.enum(['admin', 'site']),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The first status change after «new»; null while it waits. */
  firstResponseAt: z.string().nullable(),
  responseDueAt: z.string(),
  /** Waiting past `responseDueAt` now. */
  overdue: z.boolean(),
  /** Answered after `responseDueAt`. */
  respondedLate: z.boolean(),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationsListResponseSchema = z.object({
  items: z.array(applicationSchema),
  total: z.number().int().min(0),
  totalExact: z.boolean(),
});
export type ApplicationsListResponse = z.infer<typeof applicationsListResponseSchema>;

/** `GET /api/applications/counts`: the kanban's columns and the overdue ones of the same filter. */
export const applicationCountsSchema = z.object({
  counts: z.record(applicationStatusSchema, z.number().int().min(0)),
  total: z.number().int().min(0),
  overdue: z.number().int().min(0),
});
export type ApplicationCounts = z.infer<typeof applicationCountsSchema>;

export const APPLICATION_EVENT_TYPES = ['created', 'status', 'assignee', 'comment'] as const;
export type ApplicationEventType = (typeof APPLICATION_EVENT_TYPES)[number];

/** One line of an application's history: who (staff; null for the site's intake), when, what changed. */
export const applicationEventSchema = z.object({
  id: z.number().int(),
  type: z.enum(APPLICATION_EVENT_TYPES),
  fromStatus: applicationStatusSchema.nullable(),
  toStatus: applicationStatusSchema.nullable(),
  assignee: personRefSchema.nullable(),
  staff: personRefSchema.nullable(),
  comment: z.string().nullable(),
  at: z.string(),
});
export type ApplicationEvent = z.infer<typeof applicationEventSchema>;

/** `GET /api/applications/{id}`: the card with its history (oldest first). */
export const applicationCardSchema = applicationSchema.extend({
  student: personRefSchema.extend({ email: z.string() }).nullable(),
  service: z
    .object({ id: z.number().int(), name: z.string(), adminId: z.number().int().nullable() })
    .nullable(),
  course: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  history: z.array(applicationEventSchema),
});
export type ApplicationCard = z.infer<typeof applicationCardSchema>;

/**
 * `PATCH /api/applications/{id}`: a status change (spec §4), an assignment (`assigneeId: null` unassigns) and
 * a comment, together or alone; each is a history line. The status it already has: 409 APPLICATION_SAME_STATUS.
 */
export const applicationUpdateBodySchema = z
  .object({
    status: applicationStatusSchema,
    assigneeId: idSchema.nullable(),
    comment: z.string().trim().min(1, 'Поле обязательно').max(APPLICATION_COMMENT_MAX),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, {
    message: 'nothing to change: send status, assigneeId or comment',
  });
export type ApplicationUpdateBody = z.infer<typeof applicationUpdateBodySchema>;

export const APPLICATION_SAME_STATUS = 'Application already has this status';

/**
 * The response target: minutes of working time on the school's clock (Moscow), the working day as `HH:MM`
 * and the working week as ISO days (1 Monday … 7 Sunday). `GET` any staff, `PUT /api/applications/settings`
 * admins; a change re-dates the deadlines of the applications still waiting.
 */
const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM');
export const applicationSettingsSchema = z
  .object({
    responseTargetMinutes: z.number().int().min(1).max(100_000),
    workdayStart: clockTimeSchema,
    workdayEnd: clockTimeSchema.or(z.literal('24:00')),
    workDays: z.array(z.number().int().min(1).max(7)).min(1).max(7),
  })
  .refine((settings) => settings.workdayStart < settings.workdayEnd, {
    path: ['workdayEnd'],
    message: 'workdayEnd must be after workdayStart',
  })
  .refine((settings) => new Set(settings.workDays).size === settings.workDays.length, {
    path: ['workDays'],
    message: 'workDays must not repeat',
  });
export type ApplicationSettings = z.infer<typeof applicationSettingsSchema>;

export const APPLICATION_SETTINGS_DEFAULTS: ApplicationSettings = {
  responseTargetMinutes: 120,
  workdayStart: '10:00',
  workdayEnd: '19:00',
  workDays: [1, 2, 3, 4, 5],
};

/**
 * `GET /api/applications/pulse`: what the open pages poll to refresh without a reload and what the menu
 * badge shows. `version` changes whenever any application is added or changed.
 */
export const applicationPulseSchema = z.object({
  version: z.string(),
  /**
   * Changes with any payment or sign-up (the statistics' roll-ups), any staff action (the audit log) and any
   * new question: «Главная» refetches on it, so the shell has one poll, not two.
   */
  activity: z.string(),
  overdue: z.record(applicationKindSchema, z.number().int().min(0)),
});
export type ApplicationPulse = z.infer<typeof applicationPulseSchema>;

/** How often the open application pages ask for the pulse. */
export const APPLICATION_PULSE_INTERVAL_MS = 5_000;

/**
 * `POST /api/public/applications` (the school's site, no token). Field messages are Russian: the site shows
 * them as they are. `website` is a honeypot: a filled one gets 204 and nothing is stored. The same applicant,
 * target and minute give the same application (idempotent).
 */
export const publicApplicationBodySchema = z
  .object({
    kind: applicationKindSchema,
    serviceId: idSchema.optional(),
    courseId: idSchema.optional(),
    offer: z.string().trim().max(APPLICATION_OFFER_MAX, 'Не больше 300 символов').optional(),
    name: z.string().trim().min(1, 'Укажите имя').max(APPLICATION_NAME_MAX, 'Не больше 200 символов'),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, 'Слишком длинный e-mail')
      .regex(EMAIL_PATTERN, 'Неверный e-mail')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    phone: z
      .string()
      .trim()
      .transform((value) => value.replace(/[\s()-]/g, ''))
      .transform((value) => (/^8\d{10}$/.test(value) ? `+7${value.slice(1)}` : value))
      .pipe(z.string().regex(/^(\+?\d{10,15})?$/, 'Неверный телефон'))
      .transform((value) => (value === '' ? undefined : value.startsWith('+') ? value : `+${value}`))
      .optional(),
    message: z.string().trim().max(APPLICATION_MESSAGE_MAX, 'Не больше 2000 символов').default(''),
    website: z.string().max(500).optional(),
  })
  .refine((body) => body.email !== undefined || body.phone !== undefined, {
    path: ['email'],
    message: 'Укажите e-mail или телефон',
  })
  .refine((body) => body.kind !== 'service' || body.serviceId !== undefined, {
    path: ['serviceId'],
    message: 'Выберите услугу',
  })
  .refine((body) => body.kind !== 'training' || body.courseId !== undefined, {
    path: ['courseId'],
    message: 'Выберите курс',
  })
  .refine((body) => body.kind !== 'marketplace' || body.offer || body.serviceId !== undefined, {
    path: ['offer'],
    message: 'Укажите, что вас интересует',
  });
export type PublicApplicationBody = z.infer<typeof publicApplicationBodySchema>;

/** The intake's answer: the application's id (the same one for a repeat within the minute). */
export const publicApplicationResponseSchema = z.object({ id: z.number().int() });

/** Intake per client address: at most this many within the window, then 429. */
export const PUBLIC_APPLICATION_RATE_LIMIT = { max: 10, windowMinutes: 10 } as const;

/** The intake's 429 (with Retry-After), in Russian: the site shows it as it is. */
export const PUBLIC_APPLICATION_RATE_LIMITED = 'Слишком много заявок, попробуйте позже';
