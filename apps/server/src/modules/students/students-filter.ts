import { STUDENT_SEARCH_MIN_LENGTH, type StudentsListQuery } from '@school/contracts';
import { and, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/list-query';
import { studentSearchText, students } from './students.table';

export type StudentFilter = Pick<
  StudentsListQuery,
  'search' | 'status' | 'subscription' | 'dateFrom' | 'dateTo'
>;

const DAY_MS = 86_400_000;

/**
 * WHERE of the student list and its CSV. Search shorter than STUDENT_SEARCH_MIN_LENGTH is ignored: it
 * yields no trigram, so it could only be a full scan. `status` is inlined (it is 0 or 1) so that the
 * partial index on blocked students also serves prepared statements.
 */
export function studentFilterSql(filter: Partial<StudentFilter>): SQL | undefined {
  const conditions: SQL[] = [];
  const search = filter.search?.trim().toLowerCase() ?? '';
  if (search.length >= STUDENT_SEARCH_MIN_LENGTH) {
    conditions.push(sql`${studentSearchText(students)} like ${containsPattern(search)}`);
  }
  if (filter.status !== undefined) {
    conditions.push(sql`${students.status} = ${sql.raw(String(Number(filter.status)))}`);
  }
  if (filter.subscription === 'active') conditions.push(sql`${students.subscriptionEndsAt} > now()`);
  if (filter.subscription === 'finished') conditions.push(sql`${students.subscriptionEndsAt} <= now()`);
  if (filter.subscription === 'notActive') conditions.push(sql`${students.subscriptionEndsAt} is null`);
  // Calendar days are UTC days; dateTo is inclusive.
  if (filter.dateFrom) conditions.push(sql`${students.createdAt} >= ${dayStart(filter.dateFrom)}`);
  if (filter.dateTo) {
    conditions.push(sql`${students.createdAt} < ${new Date(dayStart(filter.dateTo).getTime() + DAY_MS)}`);
  }
  return conditions.length ? and(...conditions) : undefined;
}

function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}
