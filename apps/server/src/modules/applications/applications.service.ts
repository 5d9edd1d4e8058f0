import type {
  ApplicationCounts,
  ApplicationCountsQuery,
  ApplicationsListQuery,
  ApplicationsListResponse,
} from '@school/contracts';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@school/contracts';
import { and, type SQL, sql } from 'drizzle-orm';
import {
  applicationDayCounts,
  applicationDayStatusCounts,
  applications,
} from '../../db/schema/applications.table';
import type { Db } from '../../db/types';
import { toApplicationDto } from './application.mapper';
import { type Actor, ownerOf } from './application-access';
import {
  type ApplicationsListFilterQuery,
  applicationSearchWords,
  applicationsList,
  overdueNow,
} from './applications.list';

/** `GET /api/applications`: a curator or speaker gets their own only. */
export async function listApplications(
  db: Db,
  actor: Actor,
  query: ApplicationsListQuery,
): Promise<ApplicationsListResponse> {
  const page = await applicationsList.page(db, { ...query, ownerId: ownerOf(actor, query.staffId) });
  return { items: page.items.map(toApplicationDto), total: page.total, totalExact: page.totalExact };
}

type Rows<T> = { rows: T[] };

/** The filters application_day_counts cannot answer. */
type DayCountsBlind = 'search' | 'ownerId' | 'serviceId' | 'courseId' | 'staffId' | 'overdue';

/**
 * Whether the kanban's counts can be read from application_day_counts: its keys are the queue, the day and
 * the assignee, so any other narrowing (a search, the owner restriction, a service, a course, a staff
 * member's own, overdue) counts the rows instead.
 */
export function readsDayCounts(query: Partial<Pick<ApplicationsListFilterQuery, DayCountsBlind>>): boolean {
  return (
    applicationSearchWords(query.search ?? '').length === 0 &&
    query.ownerId === undefined &&
    query.serviceId === undefined &&
    query.courseId === undefined &&
    query.staffId === undefined &&
    query.overdue !== 'true'
  );
}

/**
 * The counts of the same filter from the count tables: per assignee (0 for nobody) when the filter names one,
 * otherwise from the table without assignees (a few rows a day).
 */
function dayCountsQuery(query: ApplicationCountsQuery): SQL {
  const table = query.assignee === undefined ? applicationDayStatusCounts : applicationDayCounts;
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(sql`${table.kind} = ${query.kind}`);
  if (query.assignee !== undefined)
    conditions.push(
      sql`${applicationDayCounts.assigneeStaffId} = ${query.assignee === 'none' ? 0 : query.assignee}`,
    );
  if (query.dateFrom) conditions.push(sql`${table.day} >= ${query.dateFrom}::date`);
  if (query.dateTo) conditions.push(sql`${table.day} <= ${query.dateTo}::date`);
  return sql`select ${table.status} as status, sum(${table.applications})::int as n
        from ${table} ${optionalWhere(conditions.length ? and(...conditions) : undefined)} group by 1`;
}

/** The list's WHERE for the counts' filter (no status), rows counted. */
function rowsWhere(query: ApplicationCountsQuery & { ownerId?: number | undefined }): SQL | undefined {
  const filter = applicationsList.filter({ ...query, status: 'all' });
  return applicationsList.where(filter);
}

/**
 * `GET /api/applications/counts`: applications per status for the list's filters without the status, and
 * how many of them are overdue. Without a search or another narrowing the columns are sums of
 * application_day_counts (a few rows a day, kept by triggers); overdue reads the partial index of the
 * waiting ones either way.
 */
export async function countApplications(
  db: Db,
  actor: Actor,
  query: ApplicationCountsQuery,
): Promise<ApplicationCounts> {
  const filtered = { ...query, ownerId: ownerOf(actor, query.staffId) };
  const where = rowsWhere(filtered);
  const statusCounts = readsDayCounts(filtered)
    ? db.execute(dayCountsQuery(filtered))
    : db.execute(sql`select ${applications.status} as status, count(*)::int as n from ${applications}
        ${optionalWhere(where)} group by 1`);
  const overdueWhere = where ? and(overdueNow, where) : overdueNow;
  const [byStatus, overdue] = await Promise.all([
    statusCounts as unknown as Promise<Rows<{ status: ApplicationStatus; n: number }>>,
    db.execute(
      sql`select count(*)::int as n from ${applications} where ${overdueWhere}`,
    ) as unknown as Promise<Rows<{ n: number }>>,
  ]);
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const row of byStatus.rows) counts[row.status] = Number(row.n);
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return { counts, total, overdue: overdue.rows[0]?.n ?? 0 };
}

const optionalWhere = (where: SQL | undefined) => (where ? sql`where ${where}` : sql``);
