import { STUDENT_SEARCH_MIN_LENGTH, type StudentsListQuery } from '@school/contracts';
import { and, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/list-query';
import { students } from './students.table';

export type StudentFilter = Pick<
  StudentsListQuery,
  'search' | 'status' | 'subscription' | 'dateFrom' | 'dateTo'
>;

/**
 * A filter split into its shape (`status`, `subscription`: inlined into the SQL text) and its bound values
 * (`search`, `from`, `to`: parameters). Equal shapes render the same statement text.
 */
export interface FilterParts {
  shape: { status: 0 | 1 | undefined; subscription: StudentFilter['subscription'] | undefined };
  values: { search?: string; from?: Date; to?: Date };
}

/** How a bound value enters the SQL: itself (a parameter) or a named placeholder of a prepared statement. */
export type Bind = (name: keyof FilterParts['values'], value: unknown) => unknown;

const inline: Bind = (_name, value) => value;
const DAY_MS = 86_400_000;

/**
 * Search shorter than STUDENT_SEARCH_MIN_LENGTH is ignored: it yields no trigram, so it could only be a
 * full scan. Calendar days are UTC days; dateTo is inclusive.
 */
export function studentFilterParts(filter: Partial<StudentFilter>): FilterParts {
  const values: FilterParts['values'] = {};
  const search = filter.search?.trim().toLowerCase() ?? '';
  if (search.length >= STUDENT_SEARCH_MIN_LENGTH) values.search = containsPattern(search);
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
  if (values.search !== undefined) {
    conditions.push(sql`${students.searchText} like ${bind('search', values.search)}`);
  }
  if (shape.status !== undefined) conditions.push(sql`${students.status} = ${sql.raw(String(shape.status))}`);
  if (shape.subscription === 'active') conditions.push(sql`${students.subscriptionEndsAt} > now()`);
  if (shape.subscription === 'finished') conditions.push(sql`${students.subscriptionEndsAt} <= now()`);
  if (shape.subscription === 'notActive') conditions.push(sql`${students.subscriptionEndsAt} is null`);
  if (values.from) conditions.push(sql`${students.createdAt} >= ${bind('from', values.from)}`);
  if (values.to) conditions.push(sql`${students.createdAt} < ${bind('to', values.to)}`);
  return conditions.length ? and(...conditions) : undefined;
}

export function studentFilterSql(filter: Partial<StudentFilter>): SQL | undefined {
  return studentFilterWhere(studentFilterParts(filter));
}

function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}
