import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { resolveSort } from '../../db/list-query';
import { students } from './students.table';

export const STUDENT_SORTABLE = {
  createdAt: students.createdAt,
  lastName: students.lastName,
  id: students.id,
};
export const STUDENT_DEFAULT_SORT = { field: 'createdAt', order: -1 } as const;

/**
 * The same orders through expressions no index provides: PostgreSQL then collects a search's matches
 * through the trigram index and sorts them, instead of walking the sort's index hoping to meet matches
 * early. That hope fails when someone searches a surname sorted by surname: its matches sit together far
 * down the alphabet ("иванов" walked 379,000 rows, 637 ms; collected and sorted, 20 ms). It also fails for
 * a search's snapshot of 10,000 ids, where the planner underrates testing `LIKE` on every row it walks
 * (119 ms walking against 25 ms collecting for "иванов").
 */
export const STUDENT_SORTABLE_AFTER_MATCHING = {
  createdAt: sql`(${students.createdAt} + interval '0 s')`,
  lastName: sql`(${students.lastName} || '')`,
  id: sql`(${students.id} + 0)`,
};

/** Each sort key's SQL type, to read a bookmark's value back from text without losing microseconds. */
const SORT_KEY_TYPES: Record<keyof typeof STUDENT_SORTABLE, string> = {
  createdAt: 'timestamptz',
  lastName: 'text',
  id: 'integer',
};

/** A row a page starts after: its sort key as text, and its id. Values, or placeholders when prepared. */
export interface After {
  value: string | Placeholder;
  id: number | Placeholder;
}

/** The sort key of the list's order as text, for a bookmark (see students-list.bookmarks.ts). */
export function sortKeyText(orderBy: string | undefined): SQL<string> {
  const { field } = resolveSort(orderBy, STUDENT_SORTABLE, STUDENT_DEFAULT_SORT);
  return sql<string>`${STUDENT_SORTABLE[field]}::text`;
}

/** Rows after `after` in the list's order: a row comparison the sort's btree index serves as a range. */
export function afterCondition(orderBy: string | undefined, after: After): SQL {
  const { field, order } = resolveSort(orderBy, STUDENT_SORTABLE, STUDENT_DEFAULT_SORT);
  const type = sql.raw(SORT_KEY_TYPES[field]);
  const comparison = sql.raw(order === 1 ? '>' : '<');
  return sql`(${STUDENT_SORTABLE[field]}, ${students.id}) ${comparison} (cast(${after.value} as ${type}), ${after.id})`;
}
