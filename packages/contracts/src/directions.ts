import { z } from 'zod';
import { idSchema } from './common/id-params';
import { POSITION_MAX } from './common/limits';
import { listQuerySchema } from './common/paging';

export const DIRECTION_NAME_MAX = 200;
export const DIRECTION_DESCRIPTION_MAX = 5000;

/** A course direction (Направление). `cover` is the public URL of the cover image. */
export const directionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  coverFileId: z.number().int().nullable(),
  cover: z.string().nullable(),
  /** Ascending; the default order of lists and pickers. */
  position: z.number().int(),
  /** Courses that use the direction; a direction in use cannot be deleted. */
  coursesCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Direction = z.infer<typeof directionSchema>;

/** Sortable fields of `GET /api/directions`; anything else in `orderBy` is a 400. */
export const DIRECTION_SORT_FIELDS = ['position', 'name', 'createdAt', 'coursesCount'] as const;

/** `GET /api/directions`: any staff (pickers need it). Default order `position:asc`. */
export const directionsListQuerySchema = listQuerySchema;
export type DirectionsListQuery = z.infer<typeof directionsListQuerySchema>;

/** `POST /api/directions` (admins). Without `position` the direction goes last. */
export const directionCreateBodySchema = z.object({
  name: z.string().trim().min(1, 'Поле обязательно').max(DIRECTION_NAME_MAX),
  description: z.string().trim().max(DIRECTION_DESCRIPTION_MAX).default(''),
  coverFileId: idSchema.nullable().optional(),
  position: z.number().int().min(0).max(POSITION_MAX).optional(),
});
export type DirectionCreateBody = z.infer<typeof directionCreateBodySchema>;

/** `PATCH /api/directions/{id}` (admins): any subset; `coverFileId: null` removes the cover. */
export const directionUpdateBodySchema = z.object({
  name: z.string().trim().min(1, 'Поле обязательно').max(DIRECTION_NAME_MAX).optional(),
  description: z.string().trim().max(DIRECTION_DESCRIPTION_MAX).optional(),
  coverFileId: idSchema.nullable().optional(),
  position: z.number().int().min(0).max(POSITION_MAX).optional(),
});
export type DirectionUpdateBody = z.infer<typeof directionUpdateBodySchema>;
