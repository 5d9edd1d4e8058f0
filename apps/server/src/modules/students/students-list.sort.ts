import { asc, desc, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { resolveSort } from '../../db/list-query';
import { students } from '../../db/schema/students.table';

/**
 * The sort keys of each order, id last so pages are stable. By surname, namesakes go by first name, as
 * the list shows them («Фамилия Имя»); each key list is an index (students.table.ts).
 */
const SORT_KEYS = {
  createdAt: [students.createdAt],
  lastName: [students.lastName, students.firstName],
  id: [],
} satisfies Record<string, AnyPgColumn[]>;
type SortField = keyof typeof SORT_KEYS;

/** The sortable fields (`orderBy=field:asc|desc`); anything else is a 400. */
export const STUDENT_SORTABLE: Record<SortField, true> = { createdAt: true, lastName: true, id: true };
export const STUDENT_DEFAULT_SORT = { field: 'createdAt', order: -1 } as const;

/** Each sort key's SQL type, to read a bookmark's value back from text without losing microseconds. */
const KEY_TYPES = new Map<AnyPgColumn, string>([
  [students.createdAt, 'timestamptz'],
  [students.lastName, 'text'],
  [students.firstName, 'text'],
]);

function sortOf(orderBy: string | undefined) {
  const { field, order } = resolveSort(orderBy, STUDENT_SORTABLE, STUDENT_DEFAULT_SORT);
  return { keys: [...SORT_KEYS[field], students.id] as AnyPgColumn[], order };
}

/**
 * ORDER BY of a student list. `afterMatching` gives the same order through an expression no index
 * provides: PostgreSQL then collects a search's matches through the trigram index and sorts them,
 * instead of walking the sort's index hoping to meet matches early. That hope fails when someone searches
 * a surname sorted by surname: its matches sit together far down the alphabet ("иванов" walked 379,000
 * rows, 637 ms; collected and sorted, 20 ms). It also fails for a search's snapshot of 10,000 ids, where
 * the planner underrates testing `LIKE` on every row it walks (119 ms walking against 25 ms collecting).
 */
export function studentOrder(orderBy: string | undefined, afterMatching = false): SQL[] {
  const { keys, order } = sortOf(orderBy);
  const direction = order === 1 ? asc : desc;
  return keys.map((key, index) => direction(afterMatching && index === 0 ? unindexed(key) : key));
}

function unindexed(key: AnyPgColumn): SQL {
  if (key === students.id) return sql`(${key} + 0)`;
  return KEY_TYPES.get(key) === 'text' ? sql`(${key} || '')` : sql`(${key} + interval '0 s')`;
}

/** A row a page starts after: its sort key as text, and its id. Values, or placeholders when prepared. */
export interface After {
  value: string | Placeholder;
  id: number | Placeholder;
}

/**
 * The sort key of the list's order as text, for a bookmark (see students-list.bookmarks.ts): a JSON array
 * of the keys before id, each as text (`created_at::text` keeps the microseconds).
 */
export function sortKeyText(orderBy: string | undefined): SQL<string> {
  const keys = sortOf(orderBy).keys.slice(0, -1);
  return sql<string>`json_build_array(${sql.join(
    keys.map((key) => sql`${key}::text`),
    sql`, `,
  )})::text`;
}

/** Rows after `after` in the list's order: a row comparison the sort's btree index serves as a range. */
export function afterCondition(orderBy: string | undefined, after: After): SQL {
  const { keys, order } = sortOf(orderBy);
  const comparison = sql.raw(order === 1 ? '>' : '<');
  const values = keys.slice(0, -1).map((key, index) => {
    const type = sql.raw(KEY_TYPES.get(key) ?? 'text');
    return sql`cast(cast(${after.value} as json) ->> ${sql.raw(String(index))} as ${type})`;
  });
  return sql`(${sql.join(keys, sql`, `)}) ${comparison} (${sql.join([...values, sql`${after.id}`], sql`, `)})`;
}
