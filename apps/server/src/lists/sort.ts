import { decodeSort } from '@school/contracts';
import { asc, Column, desc, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../http-errors';
import type { ListDeclaration, ListQuery } from './declaration';

type Key = AnyPgColumn | SQL;

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

/** The sort keys of `orderBy` (the declared ones, then the id, so pages are stable) and the direction. */
function sortOf<Query extends ListQuery>(list: ListDeclaration<Query>, orderBy: string | undefined) {
  const { field, order } = resolveSort(orderBy, list.sorts, list.defaultSort);
  const declared = list.sorts[field] as Key | readonly Key[];
  const keys: Key[] = Array.isArray(declared) ? [...declared] : [declared as Key];
  return { keys: [...keys, list.id], order };
}

/**
 * A key's SQL type, to read a bookmark's value back from text without losing microseconds
 * (`timestamp with time zone` is spelt `timestamptz`, as the statements always were).
 */
function keyType(key: Key): string {
  if (!(key instanceof Column)) return 'text';
  const type = key.getSQLType();
  if (type.startsWith('timestamp') && type.endsWith('with time zone')) return 'timestamptz';
  return type;
}

/**
 * ORDER BY of a list. `afterMatching` gives the same order through an expression no index provides:
 * PostgreSQL then collects a search's matches through the search's index and sorts them, instead of
 * walking the sort's index hoping to meet matches early. That hope fails when someone searches a surname
 * sorted by surname: its matches sit together far down the alphabet ("иванов" walked 379,000 rows, 637 ms;
 * collected and sorted, 20 ms). It also fails for a search's snapshot of 10,000 ids, where the planner
 * underrates testing `LIKE` on every row it walks (119 ms walking against 25 ms collecting).
 */
export function listOrder<Query extends ListQuery>(
  list: ListDeclaration<Query>,
  orderBy: string | undefined,
  afterMatching = false,
): SQL[] {
  const { keys, order } = sortOf(list, orderBy);
  const direction = order === 1 ? asc : desc;
  return keys.map((key, index) => direction(afterMatching && index === 0 ? unindexed(key) : key));
}

function unindexed(key: Key): SQL {
  const type = keyType(key);
  if (type === 'text') return sql`(${key} || '')`;
  if (type.startsWith('timestamp')) return sql`(${key} + interval '0 s')`;
  return sql`(${key} + 0)`;
}

/** A row a page starts after: its sort key as text, and its id. Values, or placeholders when prepared. */
export interface After {
  value: string | Placeholder;
  id: number | Placeholder;
}

/**
 * The sort key of the list's order as text, for a bookmark (see bookmarks.ts): a JSON array of the keys
 * before id, each as text (`created_at::text` keeps the microseconds).
 */
export function sortKeyText<Query extends ListQuery>(
  list: ListDeclaration<Query>,
  orderBy: string | undefined,
): SQL<string> {
  const keys = sortOf(list, orderBy).keys.slice(0, -1);
  return sql<string>`json_build_array(${sql.join(
    keys.map((key) => sql`${key}::text`),
    sql`, `,
  )})::text`;
}

/** Rows after `after` in the list's order: a row comparison the sort's btree index serves as a range. */
export function afterCondition<Query extends ListQuery>(
  list: ListDeclaration<Query>,
  orderBy: string | undefined,
  after: After,
): SQL {
  const { keys, order } = sortOf(list, orderBy);
  const comparison = sql.raw(order === 1 ? '>' : '<');
  const values = keys.slice(0, -1).map((key, index) => {
    const type = sql.raw(keyType(key));
    return sql`cast(cast(${after.value} as json) ->> ${sql.raw(String(index))} as ${type})`;
  });
  return sql`(${sql.join(keys, sql`, `)}) ${comparison} (${sql.join([...values, sql`${after.id}`], sql`, `)})`;
}
