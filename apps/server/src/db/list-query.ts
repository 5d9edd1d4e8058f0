import { decodeSort } from '@school/contracts';
import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';
import { badRequest } from '../http-errors';

/** `%text%` for LIKE, with the caller's own `%`, `_` and `\` matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** `orderBy=field:asc|desc` checked against a whitelist of sortable fields; an unknown field is a 400. */
export function resolveSort<Field extends string>(
  orderBy: string | undefined,
  sortable: Record<Field, unknown>,
  fallback: { field: Field; order: 1 | -1 },
): { field: Field; order: 1 | -1 } {
  const sort = orderBy ? decodeSort(orderBy) : fallback;
  if (!sort || !Object.hasOwn(sortable, sort.field)) {
    throw badRequest(`orderBy: unknown sort field "${sort?.field ?? orderBy}"`, 'orderBy');
  }
  return { field: sort.field as Field, order: sort.order };
}

/** ORDER BY for `orderBy` (see resolveSort); `id` breaks ties so that paging is stable. */
export function orderByClause<Field extends string>(
  orderBy: string | undefined,
  sortable: Record<Field, AnyColumn | SQL>,
  fallback: { field: Field; order: 1 | -1 },
  tieBreaker: AnyColumn,
): SQL[] {
  const sort = resolveSort(orderBy, sortable, fallback);
  const direction = sort.order === 1 ? asc : desc;
  return [direction(sortable[sort.field]), direction(tieBreaker)];
}
