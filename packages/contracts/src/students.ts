import { z } from 'zod';
import { emailSchema, passwordSchema } from './auth';
import { dateRangeQuerySchema, isoDaySchema } from './common/calendar-day';
import { SERVER_MESSAGES } from './common/errors';
import { idParamSchema, idSchema } from './common/id-params';
import { listQuerySchema } from './common/paging';
import { courseStatusSchema } from './course-status';
import { genderSchema } from './gender';
import { subscriptionFilterSchema } from './list-filters';
import { isStudentSearchTooShort } from './student-search';
import { studentStatusSchema } from './student-status';
import { undoOfferSchema } from './undo';

export const STUDENT_NAME_MAX = 100;

/**
 * Lists at scale (docs/decisions/004): `skip + take` may not pass this many rows — deeper pages are reached
 * by search, filters or the other sort direction. The web caps its paginator at it.
 */
export const STUDENT_LIST_MAX_ROWS = 10_000;

/** Sortable fields of the student lists (each backed by an index); default `createdAt:desc`. */
export const STUDENT_SORT_FIELDS = ['createdAt', 'lastName', 'id'] as const;
export type StudentSortField = (typeof STUDENT_SORT_FIELDS)[number];

/** What a student's subscription looks like now: `notActive` = never had one (docs/decisions/004). */
export const studentSubscriptionSchema = z.object({
  status: subscriptionFilterSchema.exclude(['all']),
  /** When the latest subscription ends or ended; null when there never was one. */
  endsAt: z.string().nullable(),
});
export type StudentSubscription = z.infer<typeof studentSubscriptionSchema>;

/** A student as the API returns it (never the password hash). */
export const studentSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** `+79991234567`, or null. */
  phone: z.string().nullable(),
  gender: genderSchema.nullable(),
  /** `YYYY-MM-DD`. */
  birthDate: z.string().nullable(),
  avatar: z.string().nullable(),
  status: studentStatusSchema,
  /** The spec's "view" flag for students: the profile was looked at by staff. */
  isViewed: z.boolean(),
  subscription: studentSubscriptionSchema,
  /** Courses the student has access to now. */
  courseCount: z.number().int(),
  lastSeenAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Student = z.infer<typeof studentSchema>;

/** A search no word of which is long enough is a 400, not an unfiltered list (student-search.ts). */
const searchLongEnough = (query: { search: string }) => !isStudentSearchTooShort(query.search);
const searchTooShortIssue = { path: ['search'], message: SERVER_MESSAGES.searchTooShort };

/** `GET /api/students` and `/csv`: the filters of the list; `/csv` ignores paging. */
export const studentsListQuerySchema = listQuerySchema
  .extend({
    /** `1` active, `0` blocked; absent = both. */
    status: z.coerce.number().pipe(studentStatusSchema).optional(),
    subscription: subscriptionFilterSchema.default('all'),
  })
  .extend(dateRangeQuerySchema.shape)
  .refine((query) => query.skip + query.take <= STUDENT_LIST_MAX_ROWS, {
    path: ['skip'],
    message: `skip + take may not exceed ${STUDENT_LIST_MAX_ROWS}: narrow the list with search or filters`,
  })
  .refine((query) => !query.dateFrom || !query.dateTo || query.dateFrom <= query.dateTo, {
    path: ['dateTo'],
    message: 'dateTo must not be before dateFrom',
  })
  .refine(searchLongEnough, searchTooShortIssue);
export type StudentsListQuery = z.infer<typeof studentsListQuerySchema>;

/**
 * `{items, total}` plus whether `total` is exact: counts stop at STUDENT_LIST_MAX_ROWS and past it come
 * from the planner's estimate (shown as «≈ N»).
 */
export const studentsListResponseSchema = z.object({
  items: z.array(studentSchema),
  total: z.number().int().min(0),
  totalExact: z.boolean(),
});
export type StudentsListResponse = z.infer<typeof studentsListResponseSchema>;

const nameSchema = z.string().trim().min(1).max(STUDENT_NAME_MAX);

/** Spaces, dashes and brackets are dropped; a Russian `8XXXXXXXXXX` becomes `+7XXXXXXXXXX`. */
export const phoneSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s()-]/g, ''))
  .transform((value) => (/^8\d{10}$/.test(value) ? `+7${value.slice(1)}` : value))
  .pipe(z.string().regex(/^\+?\d{10,15}$/, 'phone must be 10 to 15 digits, optionally after +'))
  .transform((value) => (value.startsWith('+') ? value : `+${value}`));

const birthDateSchema = isoDaySchema.refine((day) => day >= '1900-01-01' && day <= todayIso(), {
  message: 'birthDate must be between 1900-01-01 and today',
});

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/** `POST /api/students`; without `password` one is generated. The password is mailed either way. */
export const studentCreateBodySchema = z.object({
  email: emailSchema,
  firstName: nameSchema,
  lastName: nameSchema,
  phone: phoneSchema.nullable().optional(),
  gender: genderSchema.nullable().optional(),
  birthDate: birthDateSchema.nullable().optional(),
  password: passwordSchema.optional(),
});
export type StudentCreateBody = z.infer<typeof studentCreateBodySchema>;

/** `PATCH /api/students/{id}`: any of the profile fields; `null` clears an optional one. */
export const studentUpdateBodySchema = studentCreateBodySchema.omit({ password: true }).partial();
export type StudentUpdateBody = z.infer<typeof studentUpdateBodySchema>;

/** `PATCH /api/students/{id}/status`: block (0) or unblock (1). Blocking also ends the student's sessions. */
export const studentStatusBodySchema = z.object({ status: studentStatusSchema });
export type StudentStatusBody = z.infer<typeof studentStatusBodySchema>;

/** `PATCH /api/students/{id}/view`. */
export const studentViewBodySchema = z.object({ isViewed: z.boolean() });
export type StudentViewBody = z.infer<typeof studentViewBodySchema>;

/** `PATCH /api/students/{id}/password`: the given password, or a generated one; mailed to the student. */
export const studentPasswordBodySchema = z.object({ password: passwordSchema.optional() }).default({});
export type StudentPasswordBody = z.infer<typeof studentPasswordBodySchema>;

/** `POST /api/students/{id}/access-course`. */
export const studentAccessCourseBodySchema = z.object({ courseId: idSchema });
export type StudentAccessCourseBody = z.infer<typeof studentAccessCourseBodySchema>;

/** `DELETE /api/students/{id}/access-course/{courseId}`. */
export const studentCourseParamsSchema = z.object({
  id: idParamSchema,
  courseId: idParamSchema,
});

/** `DELETE /api/students/{id}/access-course/{courseId}`: the removal's «Отменить» (10 s). */
export const studentCourseRemoveResponseSchema = z.object({ undo: undoOfferSchema });

export const COURSE_ACCESS_SOURCES = ['payment', 'manual', 'subscription'] as const;
export const courseAccessSourceSchema = z.enum(COURSE_ACCESS_SOURCES);
export type CourseAccessSource = z.infer<typeof courseAccessSourceSchema>;

/** A row of `GET /api/students/{id}/list-of-purchased-courses`: an access the student has now. */
export const purchasedCourseSchema = z.object({
  courseId: z.number().int(),
  name: z.string(),
  status: courseStatusSchema,
  cover: z.string().nullable(),
  cost: z.number(),
  source: courseAccessSourceSchema,
  grantedAt: z.string(),
  grantedBy: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }).nullable(),
});
export type PurchasedCourse = z.infer<typeof purchasedCourseSchema>;

export const purchasedCoursesResponseSchema = z.object({
  items: z.array(purchasedCourseSchema),
  total: z.number().int().min(0),
});

/** `POST /api/students/{id}/custom-subscription`: active through the end of `until` (UTC), a future day. */
export const customSubscriptionBodySchema = z.object({
  until: isoDaySchema.refine((day) => day >= todayIso(), { message: 'until must be today or later' }),
});
export type CustomSubscriptionBody = z.infer<typeof customSubscriptionBodySchema>;

/** `GET /api/admins/{id}/students`: the students of that staff member's courses. */
export const staffStudentsQuerySchema = listQuerySchema
  .refine((query) => query.skip + query.take <= STUDENT_LIST_MAX_ROWS, {
    path: ['skip'],
    message: `skip + take may not exceed ${STUDENT_LIST_MAX_ROWS}`,
  })
  .refine(searchLongEnough, searchTooShortIssue);
export type StaffStudentsQuery = z.infer<typeof staffStudentsQuerySchema>;
