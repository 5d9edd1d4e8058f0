import { z } from 'zod';
import { TAG_HEADER_MAX } from './common/limits';
import { contentSectionSchema } from './content-section';
import { commonTexts } from './ru/texts/common';
import { TAG_COLOR_PATTERN } from './tag-color';

/** A tag of a content section (spec §3): `color` is lower-case `#rrggbb`. */
export const tagSchema = z.object({
  id: z.number().int(),
  header: z.string(),
  color: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;

/** `GET /api/tags/{type}`: the section's tags by header. */
export const tagsResponseSchema = z.object({ items: z.array(tagSchema) });
export type TagsResponse = z.infer<typeof tagsResponseSchema>;

export const tagTypeParamsSchema = z.object({ type: contentSectionSchema });

export const TAG_COLOR_INVALID = 'Цвет — в виде #rgb или #rrggbb';
/** 409 of `POST /api/tags/{type}`: the section has a tag with that header (whatever its case). */
export const TAG_HEADER_TAKEN = 'Такой тег уже есть';

export const tagHeaderSchema = z
  .string()
  .trim()
  .min(1, commonTexts.common.required)
  .max(TAG_HEADER_MAX, commonTexts.validation.maxLength(TAG_HEADER_MAX));

/**
 * `POST /api/tags/{type}` (admins). Without `color` the server draws a readable one at random
 * (`randomReadableTagColor`); a given one is kept as lower-case `#rrggbb`.
 */
export const tagCreateBodySchema = z.object({
  header: tagHeaderSchema,
  color: z.string().regex(TAG_COLOR_PATTERN, TAG_COLOR_INVALID).optional(),
});
export type TagCreateBody = z.infer<typeof tagCreateBodySchema>;
