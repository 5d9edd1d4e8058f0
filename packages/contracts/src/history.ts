import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './common/paging';

/**
 * A record's story (issue 31): what happened to it, newest first, one entry per event from the tables that
 * keep it. The student card's «История» is the first; each type is a filter chip.
 */
export const HISTORY_TYPES = [
  'signup',
  'payment',
  'refund',
  'subscription',
  'access',
  'application',
  'question',
  'referral',
  'staff',
] as const;
export const historyTypeSchema = z.enum(HISTORY_TYPES);
export type HistoryType = z.infer<typeof historyTypeSchema>;

const TYPES_PATTERN = new RegExp(`^(${HISTORY_TYPES.join('|')})(,(${HISTORY_TYPES.join('|')}))*$`);

/** `?types=payment,refund&skip&take`: no `types` (or an empty one) is every type. */
export const historyQuerySchema = z.object({
  types: z
    .string()
    .regex(TYPES_PATTERN, `types: comma-separated ${HISTORY_TYPES.join(', ')}`)
    .optional()
    .or(z.literal('')),
  skip: z.coerce.number().int().min(0).max(10_000).default(0),
  take: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

/** The types a query names, every type when it names none. */
export function historyTypesOf(types: string | undefined): HistoryType[] {
  if (!types) return [...HISTORY_TYPES];
  const named = new Set(types.split(','));
  return HISTORY_TYPES.filter((type) => named.has(type));
}

export const historyActorSchema = z.object({ id: z.number().int(), name: z.string() });

export const historyEntrySchema = z.object({
  /** `<source>:<row id>`, unique within one story. */
  id: z.string(),
  at: z.string(),
  type: historyTypeSchema,
  /** Russian, ready to show. */
  title: z.string(),
  details: z.string().nullable(),
  /** The member of staff who did it; null for the student, the site or a provider. */
  actor: historyActorSchema.nullable(),
  /** The record's page in the web app (`/sales/12`), when it has one. */
  link: z
    .string()
    .regex(/^\/[^/]/)
    .nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyResponseSchema = z.object({
  items: z.array(historyEntrySchema),
  total: z.number().int().min(0),
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;
