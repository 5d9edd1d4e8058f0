import {
  APPLICATION_KINDS,
  APPLICATION_LIST_MAX_ROWS,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationKind,
  type ApplicationStatus,
  type ApplicationsListQuery,
  STUDENT_SEARCH_MIN_LENGTH,
  studentSearchWords,
} from '@school/contracts';
import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { applications } from '../../db/schema/applications.table';
import { courseAuthors } from '../../db/schema/course-authors.table';
import { services } from '../../db/schema/services.table';
import { staff } from '../../db/schema/staff.table';
import { schoolDayEnd, schoolDayStart } from '../../db/school-day';
import { type Bind, cell, defineList, isoTimestamp } from '../../lists';

/** A row of the list as the query returns it; application.mapper.ts turns it into the API's Application. */
export type ApplicationListRow = {
  id: number;
  kind: ApplicationKind;
  status: ApplicationStatus;
  studentId: number | null;
  name: string;
  email: string | null;
  phone: string | null;
  serviceId: number | null;
  courseId: number | null;
  targetTitle: string;
  message: string;
  assignee: { id: number; firstName: string; lastName: string } | null;
  comment: string | null;
  source: 'admin' | 'site';
  createdAt: string;
  updatedAt: string;
  firstResponseAt: string | null;
  responseDueAt: string;
  overdue: boolean;
  respondedLate: boolean;
};

/** Waiting for a first response past the deadline, now (the rule every view keeps). */
export const overdueNow = sql`(${applications.firstResponseAt} is null and ${applications.responseDueAt} < now())`;
const respondedLate = sql`(${applications.firstResponseAt} > ${applications.responseDueAt})`;

export const applicationColumns = {
  id: applications.id,
  kind: applications.kind,
  status: applications.status,
  studentId: applications.studentId,
  name: applications.name,
  email: applications.email,
  phone: applications.phone,
  serviceId: applications.serviceId,
  courseId: applications.courseId,
  targetTitle: applications.targetTitle,
  message: applications.message,
  assignee: { id: staff.id, firstName: staff.firstName, lastName: staff.lastName },
  comment: applications.comment,
  source: applications.source,
  createdAt: isoTimestamp(applications.createdAt),
  updatedAt: isoTimestamp(applications.updatedAt),
  firstResponseAt: isoTimestamp(applications.firstResponseAt),
  responseDueAt: isoTimestamp(applications.responseDueAt),
  overdue: sql<boolean>`${overdueNow}`.mapWith(Boolean),
  respondedLate: sql<boolean>`coalesce(${respondedLate}, false)`.mapWith(Boolean),
};

const withAssignee = (query: PgSelect) => query.leftJoin(staff, eq(applications.assigneeStaffId, staff.id));

/**
 * Applications for a staff member's own services and the courses they author. `target` names the columns the
 * condition reads: the applications' own, or the same two of a count table (`application_status_counts`,
 * where 0 stands for none and matches no service or course), so the counts are owned as the list's rows are.
 */
export function ofStaff(
  staffId: unknown,
  target: { serviceId: AnyColumn; courseId: AnyColumn } = applications,
): SQL {
  return sql`(${target.serviceId} in (select ${services.id} from ${services} where ${services.staffId} = ${staffId})
    or ${target.courseId} in (select ${courseAuthors.courseId} from ${courseAuthors} where ${courseAuthors.staffId} = ${staffId}))`;
}

/** An enum value written into the SQL text (shape): only ever one of the known values. */
function literal<T extends string>(value: T, known: readonly T[]): SQL {
  if (!known.includes(value)) throw new Error(`unknown value ${value}`);
  return sql.raw(`'${value}'`);
}

/**
 * The list's query: the API's, and `ownerId` — set by the service for a curator or speaker, who sees only
 * applications for their own services and courses.
 */
export type ApplicationsListFilterQuery = ApplicationsListQuery & { ownerId?: number | undefined };

/** Search words: each of 3+ characters must occur in search_text (trigram-indexed); shorter ones are left out. */
export const applicationSearchWords = (text: string) =>
  studentSearchWords(text).filter((word) => word.length >= STUDENT_SEARCH_MIN_LENGTH);

/** The filter's conditions without search and status: shared by the list and the kanban's counts. */
export function applicationFilterConditions(
  { shape, values }: { shape: Record<string, unknown>; values: Record<string, unknown> },
  bind: Bind,
): SQL[] {
  const conditions: SQL[] = [];
  if (shape.kind)
    conditions.push(sql`${applications.kind} = ${literal(shape.kind as ApplicationKind, APPLICATION_KINDS)}`);
  if (shape.status)
    conditions.push(
      sql`${applications.status} = ${literal(shape.status as ApplicationStatus, APPLICATION_STATUSES)}`,
    );
  if (shape.unassigned) conditions.push(sql`${applications.assigneeStaffId} is null`);
  if (shape.overdue) conditions.push(overdueNow);
  if (values.assigneeId !== undefined)
    conditions.push(sql`${applications.assigneeStaffId} = ${bind('assigneeId', values.assigneeId)}`);
  if (values.serviceId !== undefined)
    conditions.push(sql`${applications.serviceId} = ${bind('serviceId', values.serviceId)}`);
  if (values.courseId !== undefined)
    conditions.push(sql`${applications.courseId} = ${bind('courseId', values.courseId)}`);
  if (values.staffId !== undefined) conditions.push(ofStaff(bind('staffId', values.staffId)));
  if (values.ownerId !== undefined) conditions.push(ofStaff(bind('ownerId', values.ownerId)));
  // Inclusive school days (Moscow): from the first instant of dateFrom to before the day after dateTo.
  if (values.dateFrom !== undefined)
    conditions.push(
      sql`${applications.createdAt} >= ${schoolDayStart(sql`${bind('dateFrom', values.dateFrom)}`)}`,
    );
  if (values.dateTo !== undefined)
    conditions.push(sql`${applications.createdAt} < ${schoolDayEnd(sql`${bind('dateTo', values.dateTo)}`)}`);
  return conditions;
}

/** The filter's parts of a query (the list's and the counts'): enums inlined, ids and days bound. */
export function applicationFilterParts(query: Partial<ApplicationsListFilterQuery>): {
  shape: Record<string, string | undefined>;
  values: Record<string, unknown>;
} {
  return {
    shape: {
      kind: query.kind,
      status: query.status === 'all' ? undefined : query.status,
      unassigned: query.assignee === 'none' ? 'true' : undefined,
      overdue: query.overdue === 'true' ? 'true' : undefined,
    },
    values: {
      assigneeId: query.assignee === 'none' ? undefined : query.assignee,
      serviceId: query.serviceId,
      courseId: query.courseId,
      staffId: query.staffId,
      ownerId: query.ownerId,
      dateFrom: query.dateFrom,
      dateTo: query.dateTo,
    },
  };
}

const statusWhens = APPLICATION_STATUSES.map(
  (status) => `when '${status}' then '${APPLICATION_STATUS_LABELS[status]}'`,
).join(' ');
const statusLabel = sql`case ${applications.status} ${sql.raw(statusWhens)} end`;
/**
 * `GET /api/applications` and its CSV: a large list (the bench runs it at 1M rows). The default order walks
 * (kind, created_at, id); the search is `search_text` (trigram-indexed).
 */
export const applicationsList = defineList<ApplicationsListFilterQuery, ApplicationListRow>({
  name: 'applications',
  table: applications,
  id: applications.id,
  columns: applicationColumns,
  join: withAssignee,
  sorts: {
    createdAt: [applications.createdAt],
    updatedAt: [applications.updatedAt],
    responseDueAt: [applications.responseDueAt],
    id: [],
  },
  defaultSort: { field: 'createdAt', order: -1 },
  search: {
    words: applicationSearchWords,
    match: (pattern) => sql`${applications.searchText} like ${pattern}`,
  },
  filter: { parts: applicationFilterParts, conditions: applicationFilterConditions },
  large: { maxRows: APPLICATION_LIST_MAX_ROWS },
  // The global search: the number, the name, what it is for and the contacts.
  palette: {
    columns: {
      id: applications.id,
      name: applications.name,
      email: applications.email,
      phone: applications.phone,
      targetTitle: applications.targetTitle,
    },
  },
  csv: {
    filename: 'applications.csv',
    from: sql`${applications} left join ${staff} on ${staff.id} = ${applications.assigneeStaffId}`,
    header: [
      '№',
      'Дата',
      'Статус',
      'Имя',
      'E-mail',
      'Телефон',
      'Что',
      'Сообщение',
      'Ответственный',
      'Комментарий',
      'Первый ответ',
      'Просрочена',
    ],
    cells: [
      cell.integer(applications.id),
      // The school's clock, as the date filter counts days.
      cell.datetime(applications.createdAt),
      cell.text(statusLabel),
      cell.text(applications.name),
      cell.text(applications.email),
      cell.phone(applications.phone),
      cell.text(applications.targetTitle),
      cell.text(applications.message),
      cell.text(sql`${staff.lastName} || ' ' || ${staff.firstName}`),
      cell.text(applications.comment),
      cell.datetime(applications.firstResponseAt),
      // The deadline was missed: still waiting past it, or answered after it.
      cell.text(sql`case when ${overdueNow} or coalesce(${respondedLate}, false) then 'да' else 'нет' end`),
    ],
  },
});
