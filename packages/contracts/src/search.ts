import { z } from 'zod';

/**
 * `GET /api/search?q=…` (issue 31): the global search over the sections' own lists. Each group is what that
 * list with `?search=q` answers for the caller (the same query, filters and role rules), its first
 * SEARCH_GROUP_SIZE rows; a group the caller's role cannot see is absent.
 */
export const SEARCH_GROUP_SIZE = 5;
export const SEARCH_QUERY_MIN = 2;

export const SEARCH_KINDS = [
  'students',
  'staff',
  'courses',
  'payments',
  'applications-service',
  'applications-training',
  'applications-marketplace',
  'applications',
  'services',
  'news',
] as const;
export const searchKindSchema = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof searchKindSchema>;

export const searchQuerySchema = z.object({
  q: z.string().trim().min(SEARCH_QUERY_MIN).max(200),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  /** The record's page (or its list narrowed to it), an app path. */
  link: z.string(),
});
export type SearchItem = z.infer<typeof searchItemSchema>;

export const searchGroupSchema = z.object({
  kind: searchKindSchema,
  /** The list's total for the query (`totalExact: false`: the list's estimate past its cap). */
  total: z.number().int().min(0),
  totalExact: z.boolean(),
  items: z.array(searchItemSchema).max(SEARCH_GROUP_SIZE),
  /**
   * «Показать все»: the section's list with the query in its search param; absent where no page lists the
   * group's rows by a search (services: each staff member's profile tab shows their few cards whole).
   */
  listLink: z.string().optional(),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const searchResponseSchema = z.object({ groups: z.array(searchGroupSchema) });
export type SearchResponse = z.infer<typeof searchResponseSchema>;
