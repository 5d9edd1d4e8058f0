import { z } from 'zod';

/** A sortable field name as the API accepts it in `orderBy` (letters, digits, `_`, `.`). */
export const SORT_FIELD_PATTERN = /^[A-Za-z][A-Za-z0-9_.]*$/;
/** `orderBy=field:asc|desc` (conventions "Lists"). */
export const ORDER_BY_PATTERN = /^([A-Za-z][A-Za-z0-9_.]*):(asc|desc)$/;

/** PrimeReact DataTable's `sortField` / `sortOrder`: 1 ascending, anything else descending (spec §3). */
export type SortState = { field: string | null | undefined; order: number | null | undefined };
export type DecodedSort = { field: string; order: 1 | -1 };

/** `{ field: 'name', order: 1 }` → `'name:asc'`; any other order → `'name:desc'`; no usable field → undefined. */
export function encodeSort(sort: SortState | null | undefined): string | undefined {
  const field = sort?.field;
  if (!field || !SORT_FIELD_PATTERN.test(field)) return undefined;
  return `${field}:${sort.order === 1 ? 'asc' : 'desc'}`;
}

/** `'name:asc'` → `{ field: 'name', order: 1 }`, `'name:desc'` → order -1; anything else → null. */
export function decodeSort(orderBy: string | null | undefined): DecodedSort | null {
  const match = orderBy ? ORDER_BY_PATTERN.exec(orderBy) : null;
  if (!match) return null;
  return { field: match[1]!, order: match[2] === 'asc' ? 1 : -1 };
}

/** Sort direction values some screens send instead of `orderBy` (spec §4). */
export const SORT_DIRECTIONS = ['up', 'down'] as const;
export const sortDirectionSchema = z.enum(SORT_DIRECTIONS);
export type SortDirection = z.infer<typeof sortDirectionSchema>;

export const SORT_DIRECTION_LABELS: Record<SortDirection, string> = {
  up: 'По возрастанию',
  down: 'По убыванию',
};
