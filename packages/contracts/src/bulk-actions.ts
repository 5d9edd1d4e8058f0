import { z } from 'zod';
import { applicationStatusSchema } from './application-status';
import { applicationsFilterSchema } from './applications';
import { dateRangeQuerySchema } from './common/calendar-day';
import { SERVER_MESSAGES } from './common/errors';
import { idSchema } from './common/id-params';
import { listQuerySchema } from './common/paging';
import { subscriptionFilterSchema } from './list-filters';
import { dateRangeOrderIssue, isDateRangeOrdered } from './payments';
import { isStudentSearchTooShort } from './student-search';
import { studentStatusSchema } from './student-status';

/**
 * Bulk actions (issue 14): one action over the rows a staff member ticked, or over «all N matching the
 * filter». Each runs as a background task (`202 { task }`, kind `bulk`); its result is
 * `{ changed, skipped, failed }` (BulkOutcome). docs/decisions/010-background-tasks.md, «Bulk actions».
 */
export const BULK_IDS_MAX = 1000;

/** The rows ticked on screen: 1 to BULK_IDS_MAX distinct ids. */
export const bulkIdsSchema = z
  .array(idSchema)
  .min(1, 'Выберите хотя бы одну строку')
  .max(BULK_IDS_MAX, `Не больше ${BULK_IDS_MAX} строк: выберите все подходящие под фильтр`)
  .transform((ids) => [...new Set(ids)]);

/**
 * What a bulk action goes through: `{ ids }` or `{ filter }` — the list's search and filters (no paging,
 * no sort), resolved by the job when it starts, in id order.
 */
export function bulkTargetSchema<F extends z.ZodType>(filter: F) {
  return z.union([z.strictObject({ ids: bulkIdsSchema }), z.strictObject({ filter })]);
}
export type BulkTarget<F> = { ids: number[] } | { filter: F };

/** The students list's filters (`GET /api/students` without paging and sort). */
export const studentsBulkFilterSchema = z
  .object({
    search: listQuerySchema.shape.search,
    status: z.coerce.number().pipe(studentStatusSchema).optional(),
    subscription: subscriptionFilterSchema.default('all'),
  })
  .extend(dateRangeQuerySchema.shape)
  .refine(isDateRangeOrdered, dateRangeOrderIssue)
  .refine((query) => !isStudentSearchTooShort(query.search), {
    path: ['search'],
    message: SERVER_MESSAGES.searchTooShort,
  });
export type StudentsBulkFilter = z.infer<typeof studentsBulkFilterSchema>;

/** The applications list's filters (`GET /api/applications` without paging and sort). */
export const applicationsBulkFilterSchema = applicationsFilterSchema
  .extend({ search: listQuerySchema.shape.search })
  .refine(isDateRangeOrdered, dateRangeOrderIssue);
export type ApplicationsBulkFilter = z.infer<typeof applicationsBulkFilterSchema>;

/** `POST /api/students/bulk/status`: block (0) or unblock (1) each student, as `PATCH /students/{id}/status`. */
export const studentsBulkStatusBodySchema = z.object({
  target: bulkTargetSchema(studentsBulkFilterSchema),
  status: studentStatusSchema,
});
export type StudentsBulkStatusBody = z.infer<typeof studentsBulkStatusBodySchema>;

/** `POST /api/students/bulk/access-course`: grant each student a course, as `POST /students/{id}/access-course`. */
export const studentsBulkAccessCourseBodySchema = z.object({
  target: bulkTargetSchema(studentsBulkFilterSchema),
  courseId: idSchema,
});
export type StudentsBulkAccessCourseBody = z.infer<typeof studentsBulkAccessCourseBodySchema>;

/** `POST /api/applications/bulk/status`: set each application's status, as `PATCH /applications/{id}`. */
export const applicationsBulkStatusBodySchema = z.object({
  target: bulkTargetSchema(applicationsBulkFilterSchema),
  status: applicationStatusSchema,
});
export type ApplicationsBulkStatusBody = z.infer<typeof applicationsBulkStatusBodySchema>;

/**
 * A finished bulk task's `result`: changed; skipped — already so, or not allowed (the same status, a course
 * the student already has, a row gone meanwhile, another's application); failed — an unexpected error.
 */
export type BulkOutcome = { changed: number; skipped: number; failed: number };
