import { z } from 'zod';
import { idParamSchema, idSchema } from './common/id-params';
import { moneySchema, toKopecks } from './common/money';
import { listQuerySchema } from './common/paging';
import { courseLevelSchema } from './course-level';
import { courseModuleSchema } from './course-modules';
import { courseStatusSchema } from './course-status';
import { roleSchema } from './roles';
import { undoOfferSchema } from './undo';

export const COURSE_NAME_MAX = 200;
export const COURSE_DESCRIPTION_MAX = 10_000;
export const COURSE_STATUS_COMMENT_MAX = 2000;

/** A staff member assigned to the course (its curators and speakers). */
export const courseAuthorSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  avatar: z.string().nullable(),
});
export type CourseAuthor = z.infer<typeof courseAuthorSchema>;

/** A row of the course lists. Money is roubles; `cost` is the price after the personal discount. */
export const courseListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: courseStatusSchema,
  level: courseLevelSchema,
  direction: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  coverFileId: z.number().int().nullable(),
  cover: z.string().nullable(),
  cost: z.number(),
  costBeforeDiscount: z.number(),
  personalDiscount: z.number(),
  moduleCount: z.number().int(),
  lessonCount: z.number().int(),
  /** The spec's "view" flag: the course is shown on the school's site. */
  isVisible: z.boolean(),
  isOnMain: z.boolean(),
  isTop: z.boolean(),
  authors: z.array(courseAuthorSchema),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CourseListItem = z.infer<typeof courseListItemSchema>;

/** One recorded status change; `staff` is null when the account was deleted or the seed made it. */
export const courseStatusChangeSchema = z.object({
  id: z.number().int(),
  fromStatus: courseStatusSchema,
  toStatus: courseStatusSchema,
  comment: z.string().nullable(),
  at: z.string(),
  staff: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }).nullable(),
});
export type CourseStatusChange = z.infer<typeof courseStatusChangeSchema>;

/** `GET /api/courses/{id}` and the answer of every course mutation. */
export const courseSchema = courseListItemSchema.extend({
  description: z.string(),
  directionId: z.number().int().nullable(),
  modules: z.array(courseModuleSchema),
  /** Newest first. */
  history: z.array(courseStatusChangeSchema),
  /** Statuses the caller may set now (`PATCH /api/courses/{id}/status`); offer only these. */
  allowedTransitions: z.array(courseStatusSchema),
  /** Whether the caller may change details, modules and lessons now. */
  canEdit: z.boolean(),
});
export type Course = z.infer<typeof courseSchema>;

/** `PATCH /api/courses/{id}/index`: the course in its new order, and the «Отменить» that puts the old one back. */
export const courseReorderResponseSchema = courseSchema.extend({ undo: undoOfferSchema });
export type CourseReorderResponse = z.infer<typeof courseReorderResponseSchema>;

/** Sortable fields of the course lists; anything else in `orderBy` is a 400. Default `createdAt:desc`. */
export const COURSE_SORT_FIELDS = [
  'id',
  'name',
  'status',
  'cost',
  'lessonCount',
  'createdAt',
  'updatedAt',
  'publishedAt',
] as const;

const idFilter = idParamSchema.optional();
const flagFilter = z.enum(['true', 'false']).optional();

/** `GET /api/courses` (admins) and `GET /api/courses/my`: search over the name, filters, sorting, paging. */
export const coursesListQuerySchema = listQuerySchema.extend({
  status: z.coerce.number().pipe(courseStatusSchema).optional(),
  directionId: idFilter,
  authorId: idFilter,
  level: courseLevelSchema.optional(),
  isOnMain: flagFilter,
  isTop: flagFilter,
});
export type CoursesListQuery = z.infer<typeof coursesListQuerySchema>;

/** `GET /api/courses/my/count-by-status`: every status 0..4 in order, zeros included. */
export const courseCountByStatusSchema = z.array(
  z.object({ status: courseStatusSchema, count: z.number().int().min(0) }),
);
export type CourseCountByStatus = z.infer<typeof courseCountByStatusSchema>;

const courseNameSchema = z.string().trim().min(1, 'Поле обязательно').max(COURSE_NAME_MAX);
const courseDetails = {
  description: z.string().trim().max(COURSE_DESCRIPTION_MAX),
  directionId: idSchema.nullable(),
  level: courseLevelSchema,
  /** An image uploaded with `POST /api/storage?kind=image`; null removes the cover. */
  coverFileId: idSchema.nullable(),
};

/** `POST /api/courses` (any staff; a curator or speaker becomes its author): a new course starts as a draft costing 0. */
export const courseCreateBodySchema = z.object({
  name: courseNameSchema,
  description: courseDetails.description.default(''),
  directionId: courseDetails.directionId.optional(),
  level: courseDetails.level.default('beginner'),
  coverFileId: courseDetails.coverFileId.optional(),
});
export type CourseCreateBody = z.infer<typeof courseCreateBodySchema>;

/** `PATCH /api/courses/{id}`: the details, any subset. */
export const courseUpdateBodySchema = z.object({
  name: courseNameSchema.optional(),
  description: courseDetails.description.optional(),
  directionId: courseDetails.directionId.optional(),
  level: courseDetails.level.optional(),
  coverFileId: courseDetails.coverFileId.optional(),
});
export type CourseUpdateBody = z.infer<typeof courseUpdateBodySchema>;

export const COURSE_COMMENT_REQUIRED = 'Укажите комментарий: что нужно исправить';

/** `PATCH /api/courses/{id}/status`: `comment` is required when returning for revision (2). */
export const courseStatusBodySchema = z
  .object({
    status: courseStatusSchema,
    comment: z.string().trim().max(COURSE_STATUS_COMMENT_MAX).optional(),
  })
  .superRefine((body, context) => {
    if (body.status === 2 && !body.comment) {
      context.addIssue({ code: 'custom', message: COURSE_COMMENT_REQUIRED, path: ['comment'] });
    }
  });
export type CourseStatusBody = z.infer<typeof courseStatusBodySchema>;

export const COURSE_DISCOUNT_TOO_BIG = 'Скидка не может быть больше цены до скидки';
export const COURSE_COST_MISMATCH = 'Цена должна быть равна цене до скидки минус скидка';

/**
 * `PATCH /api/courses/{id}/cost` (admins). All roubles, non-negative, at most 2 decimals, and consistent:
 * personalDiscount ≤ costBeforeDiscount and cost = costBeforeDiscount − personalDiscount, to the kopeck.
 */
export const courseCostBodySchema = z
  .object({ costBeforeDiscount: moneySchema, personalDiscount: moneySchema, cost: moneySchema })
  .superRefine((body, context) => {
    // Zod still runs this after a field failed; the field's own message is the one to show then.
    const amounts = [body.costBeforeDiscount, body.personalDiscount, body.cost];
    if (!amounts.every((amount) => moneySchema.safeParse(amount).success)) return;
    const before = toKopecks(body.costBeforeDiscount);
    const discount = toKopecks(body.personalDiscount);
    if (discount > before) {
      context.addIssue({ code: 'custom', message: COURSE_DISCOUNT_TOO_BIG, path: ['personalDiscount'] });
    } else if (toKopecks(body.cost) !== before - discount) {
      context.addIssue({ code: 'custom', message: COURSE_COST_MISMATCH, path: ['cost'] });
    }
  });
export type CourseCostBody = z.infer<typeof courseCostBodySchema>;

/** `PATCH /api/courses/{id}/view` (admins): show or hide the course on the school's site. */
export const courseViewBodySchema = z.object({ isVisible: z.boolean() });
/** `PATCH /api/courses/{id}/main` (admins): put on or remove from the main page. */
export const courseMainBodySchema = z.object({ isOnMain: z.boolean() });
/** `PATCH /api/courses/{id}/top` (admins): put in or remove from the TOP. */
export const courseTopBodySchema = z.object({ isTop: z.boolean() });

/**
 * `PATCH /api/courses/{id}/index`: the whole new order. Array order is module order; `lessonIds` the lesson
 * order inside each module. It must name every module and every lesson of the course exactly once; a
 * lesson listed under another module of the same course moves there.
 */
export const courseIndexBodySchema = z.object({
  indexesData: z.array(z.object({ moduleId: idSchema, lessonIds: z.array(idSchema) })).max(200),
});
export type CourseIndexBody = z.infer<typeof courseIndexBodySchema>;

/** `POST /api/admins/{id}/assign-to-course` (admins): assign (default) or remove a curator or speaker. */
export const courseAssignBodySchema = z.object({
  courseId: idSchema,
  assigned: z.boolean().default(true),
});
export type CourseAssignBody = z.infer<typeof courseAssignBodySchema>;

export const courseAuthorsResponseSchema = z.object({
  courseId: z.number().int(),
  authors: z.array(courseAuthorSchema),
});
export type CourseAuthorsResponse = z.infer<typeof courseAuthorsResponseSchema>;
