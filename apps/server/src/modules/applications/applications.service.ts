import type {
  ApplicationCounts,
  ApplicationCountsQuery,
  ApplicationsListQuery,
  ApplicationsListResponse,
} from '@school/contracts';
import {
  APPLICATION_KINDS,
  APPLICATION_STATUSES,
  type ApplicationKind,
  type ApplicationStatus,
} from '@school/contracts';
import type { Db } from '../../db/types';
import { toApplicationDto } from './application.mapper';
import { type Actor, ownerOf } from './application-access';
import {
  type ApplicationsListFilterQuery,
  applicationSearchWords,
  applicationsList,
} from './applications.list';
import {
  countOverdue,
  overdueByKind,
  statusCountsByKind,
  statusCountsOfDays,
  statusCountsOfRows,
} from './applications.repository';

/** `GET /api/applications`: a curator or speaker gets their own only. */
export async function listApplications(
  db: Db,
  actor: Actor,
  query: ApplicationsListQuery,
): Promise<ApplicationsListResponse> {
  const page = await applicationsList.page(db, applicationsListQuery(actor, query));
  return { items: page.items.map(toApplicationDto), total: page.total, totalExact: page.totalExact };
}

/** The list's query for the caller: a curator or speaker gets their own only (403 on someone else's). */
const applicationsListQuery = (actor: Actor, query: ApplicationsListQuery) => ({
  ...query,
  ownerId: ownerOf(actor, query.staffId),
});

/** What the global search shows of an application (applications.list.ts, `palette`). */
export type ApplicationPaletteRow = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  targetTitle: string;
};

/** The global search's «Заявки»: `listApplications`' first rows and total, narrow. */
export function searchApplications(db: Db, actor: Actor, query: ApplicationsListQuery, take: number) {
  return applicationsList.palettePage<ApplicationPaletteRow>(db, applicationsListQuery(actor, query), take);
}

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

/** The list's WHERE for the counts' filter (no status), rows counted. */
function rowsWhere(query: ApplicationCountsQuery & { ownerId?: number | undefined }) {
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
  const [byStatus, overdue] = await Promise.all([
    readsDayCounts(filtered) ? statusCountsOfDays(db, filtered) : statusCountsOfRows(db, where),
    countOverdue(db, where),
  ]);
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const row of byStatus) counts[row.status] = Number(row.n);
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return { counts, total, overdue };
}

/**
 * Each queue's new and overdue applications, as `GET /api/applications/counts?kind=` gives them (a curator or
 * speaker: their own), in two statements for the three queues: «Главная».
 */
export async function countQueues(
  db: Db,
  actor: Actor,
): Promise<{ kind: ApplicationKind; new: number; overdue: number }[]> {
  const owner = ownerOf(actor);
  const [byStatus, overdue] = await Promise.all([statusCountsByKind(db, owner), overdueByKind(db, owner)]);
  return APPLICATION_KINDS.map((kind) => ({
    kind,
    new: Number(byStatus.find((row) => row.kind === kind && row.status === 'new')?.n ?? 0),
    overdue: Number(overdue.find((row) => row.kind === kind)?.n ?? 0),
  }));
}
