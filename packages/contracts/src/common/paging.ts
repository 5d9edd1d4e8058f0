import { z } from 'zod';
import { ORDER_BY_PATTERN } from './sort';

/** Default paging (spec §9): 15 rows, first 0, page 0, empty search. */
export const PAGE_SIZE_DEFAULT = 15;
export const PAGE_SIZE_MAX = 100;

/** Query of every list endpoint (conventions "Lists"). `orderBy` is `field:asc|desc`. */
export const listQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  search: z.string().trim().max(200).default(''),
  orderBy: z.string().regex(ORDER_BY_PATTERN, 'orderBy must look like field:asc or field:desc').optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int().min(0) });
}
export type ListResponse<T> = { items: T[]; total: number };
