import { z } from 'zod';
import { isoDaySchema } from './common/calendar-day';
import { idParamSchema, idSchema } from './common/id-params';
import { undoOfferSchema } from './undo';

/** Limits of a review item (spec §3 names the fields, not their sizes; docs/product-decisions.md). */
export const REVIEW_NAME_MAX = 200;
export const REVIEW_AGE_MIN = 1;
export const REVIEW_AGE_MAX = 120;
export const REVIEW_TEXT_MAX = 5000;
export const REVIEW_FILES_MAX = 10;
export const REVIEWS_MAX = 200;
/** The earliest date a review may carry (SQL `date` takes more, the site has no use for it). */
export const REVIEW_DATE_MIN = '1900-01-01';
export const REVIEW_DATE_MAX = '2999-12-31';

export const REVIEW_MESSAGES = {
  nameRequired: 'Укажите имя',
  nameTooLong: `Имя — не длиннее ${REVIEW_NAME_MAX} символов`,
  age: `Возраст — целое число от ${REVIEW_AGE_MIN} до ${REVIEW_AGE_MAX}`,
  date: 'Укажите дату в формате ГГГГ-ММ-ДД',
  textRequired: 'Напишите текст отзыва',
  textTooLong: `Текст — не длиннее ${REVIEW_TEXT_MAX} символов`,
  tooManyFiles: `Не больше ${REVIEW_FILES_MAX} файлов`,
  repeatedFile: 'Этот файл уже прикреплён',
  tooManyReviews: `Не больше ${REVIEWS_MAX} отзывов`,
  repeatedId: 'Отзыв указан дважды',
  notFound: 'Отзыв не найден: обновите страницу',
  notOwnFile: 'Можно прикрепить только файл, который вы загрузили',
  stale: 'Отзывы изменил другой администратор, обновите страницу',
} as const;

const fileLinkSchema = z.object({ id: z.number().int(), url: z.string() });

/** A file of a review: its download URL (with the token, for admins), name and size. */
export const reviewFileSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  size: z.number().int(),
});
export type ReviewFile = z.infer<typeof reviewFileSchema>;

/** A review as the admins see it (`GET /api/info/reviews`), hidden ones included. */
export const reviewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int().nullable(),
  /** `YYYY-MM-DD`. */
  date: z.string().nullable(),
  text: z.string(),
  image: fileLinkSchema.nullable(),
  files: z.array(reviewFileSchema),
  hidden: z.boolean(),
  position: z.number().int(),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * `GET /api/info/reviews` → every review in the site's order; `version` names this state of the list, so a
 * save made on an older one is refused (409) instead of undoing another admin's changes.
 */
export const reviewsResponseSchema = z.object({ items: z.array(reviewSchema), version: z.string() });
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;

/**
 * `PATCH /api/info/reviews` → the saved list; `undo` when the save deleted a review: «Отменить» puts the whole
 * list back as it was before this save (409 naming who if someone saved it since).
 */
export const reviewsSaveResponseSchema = reviewsResponseSchema.extend({ undo: undoOfferSchema.nullable() });
export type ReviewsSaveResponse = z.infer<typeof reviewsSaveResponseSchema>;

/** One item of the saved list: with `id` it changes that review, without it adds one. */
export const reviewInputSchema = z.object({
  id: idSchema.optional(),
  name: z
    .string()
    .trim()
    .min(1, REVIEW_MESSAGES.nameRequired)
    .max(REVIEW_NAME_MAX, REVIEW_MESSAGES.nameTooLong),
  age: z
    .number(REVIEW_MESSAGES.age)
    .int(REVIEW_MESSAGES.age)
    .min(REVIEW_AGE_MIN, REVIEW_MESSAGES.age)
    .max(REVIEW_AGE_MAX, REVIEW_MESSAGES.age)
    .nullable()
    .default(null),
  date: isoDaySchema
    .refine((day) => day >= REVIEW_DATE_MIN && day <= REVIEW_DATE_MAX, REVIEW_MESSAGES.date)
    .nullable()
    .default(null),
  text: z
    .string()
    .trim()
    .min(1, REVIEW_MESSAGES.textRequired)
    .max(REVIEW_TEXT_MAX, REVIEW_MESSAGES.textTooLong),
  imageFileId: idSchema.nullable().default(null),
  fileIds: z
    .array(idSchema)
    .max(REVIEW_FILES_MAX, REVIEW_MESSAGES.tooManyFiles)
    .superRefine((ids, context) => {
      ids.forEach((id, index) => {
        if (ids.indexOf(id) !== index) {
          context.addIssue({ code: 'custom', path: [index], message: REVIEW_MESSAGES.repeatedFile });
        }
      });
    })
    .default([]),
  hidden: z.boolean().default(false),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/**
 * `PATCH /api/info/reviews`: the whole list in the site's order. Items with an id are changed, those without
 * are added, reviews left out are deleted. `version` (from the last read) is checked when sent: 409 if the
 * list changed since.
 */
export const reviewsSaveBodySchema = z.object({
  items: z
    .array(reviewInputSchema)
    .max(REVIEWS_MAX, REVIEW_MESSAGES.tooManyReviews)
    .superRefine((items, context) => {
      const seen = new Set<number>();
      items.forEach((item, index) => {
        if (item.id === undefined) return;
        if (seen.has(item.id)) {
          context.addIssue({ code: 'custom', path: [index, 'id'], message: REVIEW_MESSAGES.repeatedId });
        }
        seen.add(item.id);
      });
    }),
  version: z.string().max(200).optional(),
});
export type ReviewsSaveBody = z.infer<typeof reviewsSaveBodySchema>;

/** A review as the school's site gets it: visible ones only, nothing but what it shows. */
export const publicReviewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int().nullable(),
  date: z.string().nullable(),
  text: z.string(),
  image: z.string().nullable(),
  files: z.array(z.object({ url: z.string(), name: z.string(), size: z.number().int() })),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** `GET /api/public/content/reviews` (no token, ETag). */
export const publicReviewsResponseSchema = z.object({ items: z.array(publicReviewSchema) });
export type PublicReviewsResponse = z.infer<typeof publicReviewsResponseSchema>;

/** `/{id}/files/{fileId}` of a review's file download. */
export const reviewFileParamsSchema = z.object({ id: idParamSchema, fileId: idParamSchema });
