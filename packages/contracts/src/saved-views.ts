import { z } from 'zod';

/** The list pages a view belongs to are keyed by their path (`/users`, `/profile/questions`). */
export const SAVED_VIEW_LIST_MAX = 100;
export const SAVED_VIEW_NAME_MAX = 60;
export const SAVED_VIEW_QUERY_MAX = 2000;
export const SAVED_VIEW_VERSION_MAX = 1000;

export const savedViewListSchema = z
  .string()
  .min(1)
  .max(SAVED_VIEW_LIST_MAX)
  .regex(/^\/[a-z0-9/-]*$/u, 'Путь списка: «/», строчные латинские буквы, цифры, «-»');

const nameSchema = z
  .string()
  .trim()
  .min(1, 'Введите название')
  .max(SAVED_VIEW_NAME_MAX, `Не длиннее ${SAVED_VIEW_NAME_MAX} символов`);

/** The list's URL search string without paging and without its leading `?` (`role=curator&orderBy=…`). */
const querySchema = z
  .string()
  .max(SAVED_VIEW_QUERY_MAX)
  .refine((query) => !query.startsWith('?'), 'Без «?» в начале');

const versionSchema = z.number().int().min(1).max(SAVED_VIEW_VERSION_MAX);

/**
 * A list's filters, search and sort saved under a name: one's own (`team: false`) or the team's, which
 * admins create and change and everyone sees.
 */
export const savedViewSchema = z.object({
  id: z.number().int(),
  list: z.string(),
  name: z.string(),
  query: z.string(),
  /** The list's version when the view was saved: an older one may name filters the list no longer has. */
  version: z.number().int(),
  team: z.boolean(),
  /** The caller may rename, update and delete it: their own view, or a team view for an admin. */
  editable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

/** `GET /api/saved-views?list=/users`: the caller's own views of the list, then the team's, by name. */
export const savedViewsQuerySchema = z.object({ list: savedViewListSchema });
export type SavedViewsQuery = z.infer<typeof savedViewsQuerySchema>;

export const savedViewsResponseSchema = z.object({ items: z.array(savedViewSchema) });

/** `POST /api/saved-views`: `team: true` for admins only (403 otherwise). */
export const savedViewCreateBodySchema = z.object({
  list: savedViewListSchema,
  name: nameSchema,
  query: querySchema,
  version: versionSchema.default(1),
  team: z.boolean().default(false),
});
export type SavedViewCreateBody = z.input<typeof savedViewCreateBodySchema>;

/** `PATCH /api/saved-views/{id}`: rename, or save the current filters into it (query and version). */
export const savedViewUpdateBodySchema = z
  .object({ name: nameSchema, query: querySchema, version: versionSchema })
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'nothing to change: send name, query or version',
  });
export type SavedViewUpdateBody = z.infer<typeof savedViewUpdateBodySchema>;
