import { decodeSort } from '@school/contracts';
import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';
import { badRequest } from '../http-errors';

/** `%text%` for LIKE, with the caller's own `%`, `_` and `\` matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * ORDER BY for `orderBy=field:asc|desc` from a whitelist of sortable fields; an unknown field is a 400 on
 * `orderBy`. `id` breaks ties so that paging is stable.
 */
export function orderByClause<Field extends string>(
  orderBy: string | undefined,
  sortable: Record<Field, AnyColumn | SQL>,
  fallback: { field: Field; order: 1 | -1 },
  tieBreaker: AnyColumn,
): SQL[] {
  const sort = orderBy ? decodeSort(orderBy) : fallback;
  if (!sort || !Object.hasOwn(sortable, sort.field)) {
    throw badRequest(`orderBy: unknown sort field "${sort?.field ?? orderBy}"`, 'orderBy');
  }
  const column = sortable[sort.field as Field];
  const direction = sort.order === 1 ? asc : desc;
  return [direction(column), direction(tieBreaker)];
}
