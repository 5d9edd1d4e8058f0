import { z } from 'zod';
import { idParamSchema, idSchema } from './common/id-params';
import { listQuerySchema } from './common/paging';
import { undoOfferSchema } from './undo';

export const NEWS_TITLE_MAX = 200;
/** The stored HTML's limit, counted after the server sanitised it. */
export const NEWS_CONTENT_MAX = 100_000;
/** What a request may send before sanitising: room for markup the sanitiser drops, not for a flood. */
export const NEWS_CONTENT_INPUT_MAX = 200_000;

export const NEWS_MESSAGES = {
  titleRequired: 'Укажите заголовок',
  titleTooLong: `Заголовок — не длиннее ${NEWS_TITLE_MAX} символов`,
  contentTooLong: `Текст новости — не длиннее ${NEWS_CONTENT_MAX.toLocaleString('ru-RU')} символов`,
  publishedAt: 'Укажите дату и время публикации',
} as const;

/** Who wrote a news item, as its card shows them; null once that staff member was deleted. */
export const newsAuthorSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** Public URL of the avatar image, or null. */
  avatar: z.string().nullable(),
});
export type NewsAuthor = z.infer<typeof newsAuthorSchema>;

/**
 * A news item of the feed (profile tab «Лента»). `adminId` is the author (spec §7); `contentHtml` was
 * sanitised by the server, so it may be shown as HTML; `scheduled` is true while `publishedAt` is ahead.
 */
export const newsItemSchema = z.object({
  id: z.number().int(),
  adminId: z.number().int().nullable(),
  author: newsAuthorSchema.nullable(),
  title: z.string(),
  contentHtml: z.string(),
  cover: z.object({ id: z.number().int(), url: z.string() }).nullable(),
  publishedAt: z.string(),
  scheduled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** The feed's filter: every item, the published ones, or the scheduled (future) ones. */
export const NEWS_STATUSES = ['all', 'published', 'scheduled'] as const;
export const newsStatusSchema = z.enum(NEWS_STATUSES);
export type NewsStatus = z.infer<typeof newsStatusSchema>;

/** Sortable fields of `GET /api/news`; the default is `publishedAt:desc` (newest first). */
export const NEWS_SORT_FIELDS = ['publishedAt', 'title', 'createdAt'] as const;

/**
 * `GET /api/news`: any staff member reads the feed. `adminId` narrows it to one author; `search` matches
 * the title.
 */
export const newsListQuerySchema = listQuerySchema.extend({
  adminId: idParamSchema.optional(),
  status: newsStatusSchema.default('all'),
});
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;

export const newsListResponseSchema = z.object({
  items: z.array(newsItemSchema),
  total: z.number().int().min(0),
});
export type NewsListResponse = z.infer<typeof newsListResponseSchema>;

/** `POST /api/news?adminId`: without `adminId` the caller is the author; another's only for admins. */
export const newsCreateQuerySchema = z.object({ adminId: idParamSchema.optional() });
export type NewsCreateQuery = z.infer<typeof newsCreateQuerySchema>;

const titleSchema = z
  .string()
  .trim()
  .min(1, NEWS_MESSAGES.titleRequired)
  .max(NEWS_TITLE_MAX, NEWS_MESSAGES.titleTooLong);
const contentSchema = z.string().max(NEWS_CONTENT_INPUT_MAX, NEWS_MESSAGES.contentTooLong);
/** ISO 8601 with a zone (`2026-11-25T07:00:00.000Z`); a moment ahead makes the item scheduled. */
const publishedAtSchema = z.iso.datetime({ offset: true, message: NEWS_MESSAGES.publishedAt });

export const newsCreateBodySchema = z.object({
  title: titleSchema,
  contentHtml: contentSchema.default(''),
  coverFileId: idSchema.nullable().optional(),
  /** Absent or null: now. */
  publishedAt: publishedAtSchema.nullable().optional(),
});
export type NewsCreateBody = z.infer<typeof newsCreateBodySchema>;

/** `PATCH /api/news/{id}`: any subset; `coverFileId: null` removes the cover. */
export const newsUpdateBodySchema = z
  .object({
    title: titleSchema,
    contentHtml: contentSchema,
    coverFileId: idSchema.nullable(),
    publishedAt: publishedAtSchema,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' });
export type NewsUpdateBody = z.infer<typeof newsUpdateBodySchema>;

/** The deleted item's id and its «Отменить» (10 s). */
export const newsDeleteResponseSchema = z.object({ id: z.number().int(), undo: undoOfferSchema });
export type NewsDeleteResponse = z.infer<typeof newsDeleteResponseSchema>;
