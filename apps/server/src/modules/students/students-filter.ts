import { type StudentsListQuery, studentSearchWords } from '@school/contracts';
import { and, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/list-query';
import { students } from '../../db/schema/students.table';

export type StudentFilter = Pick<
  StudentsListQuery,
  'search' | 'status' | 'subscription' | 'dateFrom' | 'dateTo'
>;

/**
 * A filter split into its shape (`status`, `subscription`: inlined into the SQL text) and its bound values
 * (`search` — one `LIKE` pattern per word —, `from`, `to`: parameters). Equal shapes (and equal numbers of
 * search words) render the same statement text.
 */
export interface FilterParts {
  shape: { status: 0 | 1 | undefined; subscription: StudentFilter['subscription'] | undefined };
  values: { search?: string[]; from?: Date; to?: Date };
}

/**
 * How a bound value enters the SQL: itself (a parameter) or a named placeholder of a prepared statement
 * (`search0`, `search1`, … for the words; see filterParams).
 */
export type Bind = (name: string, value: unknown) => unknown;

const inline: Bind = (_name, value) => value;
const DAY_MS = 86_400_000;

/**
 * Each search word must occur in `search_text` (studentSearchWords: names in either order, a phone by its
 * digits); the contracts refuse a search with no word long enough for the trigram index. Calendar days
 * are UTC days; dateTo is inclusive.
 */
export function studentFilterParts(filter: Partial<StudentFilter>): FilterParts {
  const values: FilterParts['values'] = {};
  const words = studentSearchWords(filter.search ?? '');
  if (words.length) values.search = words.map(containsPattern);
  if (filter.dateFrom) values.from = dayStart(filter.dateFrom);
  if (filter.dateTo) values.to = new Date(dayStart(filter.dateTo).getTime() + DAY_MS);
  const status = filter.status === undefined ? undefined : filter.status ? 1 : 0;
  return { shape: { status, subscription: filter.subscription }, values };
}

/**
 * WHERE of the student list and its CSV. `status` is inlined (it is 0 or 1) so that the partial index on
 * blocked students also serves prepared statements.
 */
export function studentFilterWhere({ shape, values }: FilterParts, bind: Bind = inline): SQL | undefined {
  const conditions: SQL[] = [];
  values.search?.forEach((pattern, index) => {
    conditions.push(sql`${students.searchText} like ${bind(`search${index}`, pattern)}`);
  });
  if (shape.status !== undefined) conditions.push(sql`${students.status} = ${sql.raw(String(shape.status))}`);
  if (shape.subscription === 'active') conditions.push(sql`${students.subscriptionEndsAt} > now()`);
  if (shape.subscription === 'finished') conditions.push(sql`${students.subscriptionEndsAt} <= now()`);
  if (shape.subscription === 'notActive') conditions.push(sql`${students.subscriptionEndsAt} is null`);
  if (values.from) conditions.push(sql`${students.createdAt} >= ${bind('from', values.from)}`);
  if (values.to) conditions.push(sql`${students.createdAt} < ${bind('to', values.to)}`);
  return conditions.length ? and(...conditions) : undefined;
}

/** The bound values by placeholder name, for a prepared statement of studentFilterWhere. */
export function filterParams({ values }: FilterParts): Record<string, unknown> {
  const { search = [], from, to } = values;
  return { ...Object.fromEntries(search.map((pattern, index) => [`search${index}`, pattern])), from, to };
}

export function studentFilterSql(filter: Partial<StudentFilter>): SQL | undefined {
  return studentFilterWhere(studentFilterParts(filter));
}

function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}
