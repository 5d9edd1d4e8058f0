import { z } from 'zod';
import { idParamSchema, idSchema } from './common/id-params';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './common/paging';
import { VIDEO_URL_PATTERN } from './lessons';
import { undoOfferSchema } from './undo';

export const BROADCAST_TITLE_MAX = 200;
export const BROADCAST_DESCRIPTION_MAX = 3000;
export const BROADCAST_URL_MAX = 2000;
/** The range a start may fall in: past ones are kept for the record, but not before the school existed. */
export const BROADCAST_STARTS_MIN = '2000-01-01T00:00:00.000Z';
export const BROADCAST_STARTS_MAX = '2100-01-01T00:00:00.000Z';

/** Sent by the server as the field messages, so the form and the API say the same. */
export const BROADCAST_MESSAGES = {
  titleRequired: 'Укажите название',
  titleTooLong: `Название — не длиннее ${BROADCAST_TITLE_MAX} символов`,
  descriptionTooLong: `Описание — не длиннее ${BROADCAST_DESCRIPTION_MAX} символов`,
  startsAt: 'Укажите дату и время начала',
  startsAtRange: 'Дата начала — с 2000 по 2099 год',
  streamUrl: 'Ссылка должна начинаться с http:// или https://',
  streamUrlTooLong: `Ссылка — не длиннее ${BROADCAST_URL_MAX} символов`,
  courseNotFound: 'Курс не найден',
  notOwnCourse: 'Можно выбрать только свой курс',
  staffNotFound: 'Сотрудник не найден',
  notFound: 'Трансляция не найдена',
} as const;

/** Who scheduled the broadcast, as its card shows them; null once that staff member was deleted. */
export const broadcastAuthorSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
});
export type BroadcastAuthor = z.infer<typeof broadcastAuthorSchema>;

/**
 * A live broadcast (profile tab «Трансляции»). `adminId` is its author (spec §7); `description` is plain
 * text; `streamUrl` is '' until the link is known; `upcoming` is true while `startsAt` has not passed.
 */
export const broadcastSchema = z.object({
  id: z.number().int(),
  adminId: z.number().int().nullable(),
  author: broadcastAuthorSchema.nullable(),
  course: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  streamUrl: z.string(),
  cover: z.object({ id: z.number().int(), url: z.string() }).nullable(),
  upcoming: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Broadcast = z.infer<typeof broadcastSchema>;

/** Upcoming ones soonest first, past ones newest first, all of them: upcoming first, then past. */
export const BROADCAST_WHEN = ['upcoming', 'past', 'all'] as const;
export const broadcastWhenSchema = z.enum(BROADCAST_WHEN);
export type BroadcastWhen = z.infer<typeof broadcastWhenSchema>;

/** `GET /api/broadcasts`: any staff member; `adminId` narrows to one author. */
export const broadcastsQuerySchema = z.object({
  adminId: idParamSchema.optional(),
  when: broadcastWhenSchema.default('upcoming'),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  take: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type BroadcastsQuery = z.infer<typeof broadcastsQuerySchema>;

export const broadcastsResponseSchema = z.object({
  items: z.array(broadcastSchema),
  total: z.number().int().min(0),
});
export type BroadcastsResponse = z.infer<typeof broadcastsResponseSchema>;

/** `POST /api/broadcasts?adminId`: without `adminId` the caller is the author; another's only for admins. */
export const broadcastCreateQuerySchema = z.object({ adminId: idParamSchema.optional() });
export type BroadcastCreateQuery = z.infer<typeof broadcastCreateQuerySchema>;

export const broadcastTitleSchema = z
  .string()
  .trim()
  .min(1, BROADCAST_MESSAGES.titleRequired)
  .max(BROADCAST_TITLE_MAX, BROADCAST_MESSAGES.titleTooLong);
export const broadcastDescriptionSchema = z
  .string()
  .trim()
  .max(BROADCAST_DESCRIPTION_MAX, BROADCAST_MESSAGES.descriptionTooLong);
/** http(s) only: a `javascript:` or `data:` link must never become the card's «Открыть трансляцию». */
export const broadcastStreamUrlSchema = z
  .string()
  .trim()
  .max(BROADCAST_URL_MAX, BROADCAST_MESSAGES.streamUrlTooLong)
  .refine((value) => value === '' || VIDEO_URL_PATTERN.test(value), BROADCAST_MESSAGES.streamUrl);
/** ISO 8601 with a zone (`2026-11-25T07:00:00.000Z`). */
export const broadcastStartsAtSchema = z.iso
  .datetime({ offset: true, message: BROADCAST_MESSAGES.startsAt, abort: true })
  .refine((value) => {
    const time = Date.parse(value);
    return time >= Date.parse(BROADCAST_STARTS_MIN) && time < Date.parse(BROADCAST_STARTS_MAX);
  }, BROADCAST_MESSAGES.startsAtRange);

export const broadcastCreateBodySchema = z.object({
  title: broadcastTitleSchema,
  description: broadcastDescriptionSchema.default(''),
  startsAt: broadcastStartsAtSchema,
  streamUrl: broadcastStreamUrlSchema.default(''),
  courseId: idSchema.nullable().optional(),
  coverFileId: idSchema.nullable().optional(),
});
export type BroadcastCreateBody = z.infer<typeof broadcastCreateBodySchema>;

/** `PATCH /api/broadcasts/{id}`: any subset; `courseId` / `coverFileId: null` removes the course / cover. */
export const broadcastUpdateBodySchema = z
  .object({
    title: broadcastTitleSchema,
    description: broadcastDescriptionSchema,
    startsAt: broadcastStartsAtSchema,
    streamUrl: broadcastStreamUrlSchema,
    courseId: idSchema.nullable(),
    coverFileId: idSchema.nullable(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' });
export type BroadcastUpdateBody = z.infer<typeof broadcastUpdateBodySchema>;

/** The deleted broadcast's id and its «Отменить» (10 s). */
export const broadcastDeleteResponseSchema = z.object({ id: z.number().int(), undo: undoOfferSchema });
export type BroadcastDeleteResponse = z.infer<typeof broadcastDeleteResponseSchema>;
