import { STUDENT_LIST_MAX_ROWS } from '@school/contracts';
import { and, eq, getTableColumns, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { files } from '../../db/schema/files.table';
import { type StudentRow, students } from '../../db/schema/students.table';
import type { Db } from '../../db/types';
import { cachedEstimate, rememberEstimate } from './estimate-cache';
import { type After, afterCondition, sortKeyText, studentOrder } from './students-list.sort';

/** What a student's DTO is built from: every column but the secrets and the search text. */
const {
  passwordHash: _hash,
  tokenVersion: _version,
  searchText: _search,
  ...listedColumns
} = getTableColumns(students);
export type ListedStudentRow = Omit<StudentRow, 'passwordHash' | 'tokenVersion' | 'searchText'>;

export type StudentWithExtras = {
  row: ListedStudentRow;
  avatar: { id: number; urlKey: string; originalName: string } | null;
  courseCount: number;
};

export const liveCourseCount = sql<number>`(select count(*)::int from course_accesses ca where ca.student_id = ${students.id} and ca.revoked_at is null)`;

export const studentColumns = {
  row: listedColumns,
  avatar: { id: files.id, urlKey: files.urlKey, originalName: files.originalName },
  courseCount: liveCourseCount,
};

export interface PageRequest {
  where: SQL | undefined;
  orderBy?: string | undefined;
  /** Numbers, or placeholders when the query is prepared once per filter shape. */
  skip: number | Placeholder;
  take: number | Placeholder;
  /** Collect and sort the matches instead of walking the sort's index (`sortsMatchesFirst`). */
  matchesFirst?: boolean;
  /** Start after this row (a bookmark); `skip` then counts from it. */
  after?: After;
}

/**
 * A page by deferred join: the inner query walks an index for ids only (index-only for the default
 * sorts), so skipping up to STUDENT_LIST_MAX_ROWS rows touches no table rows; only the page's rows are
 * read and get their course count.
 */
export function pageQuery(db: Db, page: PageRequest) {
  const order = studentOrder(page.orderBy);
  const ids = db
    .select({ pageId: students.id })
    .from(students)
    .where(page.after ? and(page.where, afterCondition(page.orderBy, page.after)) : page.where)
    .orderBy(...idOrder(page))
    .limit(page.take)
    .offset(page.skip)
    .as('page');
  return db
    .select(studentColumns)
    .from(ids)
    .innerJoin(students, eq(students.id, ids.pageId))
    .leftJoin(files, eq(students.avatarFileId, files.id))
    .orderBy(...order);
}

function idOrder(page: Pick<PageRequest, 'orderBy' | 'matchesFirst'>): SQL[] {
  return studentOrder(page.orderBy, page.matchesFirst);
}

export type ListOrder = Pick<PageRequest, 'where' | 'orderBy' | 'matchesFirst'>;

/** The sort key (as text) and id of the row at `offset` of a list: where a bookmark stands. */
export async function findBookmarkRow(db: Db, list: ListOrder, offset: number) {
  const [row] = await db
    .select({ value: sortKeyText(list.orderBy), id: students.id })
    .from(students)
    .where(list.where)
    .orderBy(...idOrder(list))
    .limit(1)
    .offset(offset);
  return row;
}

/**
 * The first STUDENT_LIST_MAX_ROWS ids of a search, in order: its snapshot. With few matches (see
 * MATCHES_SORT_LIMIT) it collects and sorts them; with many, walking the sort's index meets 10,000 soon.
 */
export function snapshotQuery(db: Db, list: ListOrder, fewMatches: boolean) {
  return db
    .select({ id: students.id })
    .from(students)
    .where(list.where)
    .orderBy(...idOrder({ orderBy: list.orderBy, matchesFirst: fewMatches }))
    .limit(STUDENT_LIST_MAX_ROWS);
}

/** Students whose id is in a PostgreSQL array literal (`idsParam`): a page read from a snapshot. */
export function idsWhere(ids: string | Placeholder): SQL {
  return sql`${students.id} = any(cast(${ids} as integer[]))`;
}

export function idsParam(ids: readonly number[]): string {
  return `{${ids.join(',')}}`;
}

/** Counts at most STUDENT_LIST_MAX_ROWS + 1 matching rows: bounded work whatever the filter. */
export function cappedCountQuery(db: Db, where: SQL | undefined) {
  const limited = db
    .select({ one: sql`1` })
    .from(students)
    .where(where)
    .limit(STUDENT_LIST_MAX_ROWS + 1)
    .as('limited');
  return db.select({ total: sql<number>`count(*)::int` }).from(limited);
}

/** The planner's row estimate for the filter: instant, used once the exact count passes the cap. */
export function estimateQuery(where: SQL | undefined): SQL {
  return sql`explain (format json) select 1 from ${students}${where ? sql` where ${where}` : sql``}`;
}

export function readEstimate(result: unknown): number {
  const [row] = (result as { rows: Record<string, unknown>[] }).rows;
  const raw = row ? Object.values(row)[0] : undefined;
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(plan[0].Plan['Plan Rows']);
}

export interface CountedPage {
  items: StudentWithExtras[];
  total: number;
  totalExact: boolean;
}

/** An estimate this far past the cap is trusted without counting (docs/decisions/004). */
const TRUSTED_ESTIMATE = 2 * STUDENT_LIST_MAX_ROWS;

/** How a list gets its total; `key` names the filter in the estimate cache. */
export interface TotalSource {
  key: string;
  estimate(): Promise<number>;
  cappedCount(): Promise<number>;
}

/**
 * The page plus its total, with bounded work: a cached estimate, else the planner's estimate when it is
 * far past the cap, else an exact count that stops at the cap (and the estimate past it). `items` is
 * already running, so the page and the total's queries run side by side.
 */
export async function withTotal(
  items: Promise<StudentWithExtras[]>,
  totals: TotalSource,
): Promise<CountedPage> {
  items.catch(() => {});
  const cached = cachedEstimate(totals.key);
  if (cached !== undefined) return { items: await items, total: cached, totalExact: false };
  const estimate = await totals.estimate();
  if (estimate < TRUSTED_ESTIMATE) {
    const capped = await totals.cappedCount();
    if (capped <= STUDENT_LIST_MAX_ROWS) return { items: await items, total: capped, totalExact: true };
  }
  const total = Math.max(estimate, STUDENT_LIST_MAX_ROWS + 1);
  rememberEstimate(totals.key, total);
  return { items: await items, total, totalExact: false };
}

/** The planner's estimate for a filter, asked at most once per request (the page and its total may both want it). */
export function estimateOnce(db: Db, where: SQL | undefined): () => Promise<number> {
  let estimate: Promise<number> | undefined;
  return () => {
    estimate ??= db.execute(estimateQuery(where)).then(readEstimate);
    return estimate;
  };
}
