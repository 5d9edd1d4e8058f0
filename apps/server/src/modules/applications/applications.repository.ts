import type { ApplicationCountsQuery, ApplicationKind, ApplicationStatus } from '@school/contracts';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type ApplicationRow,
  type ApplicationSettingsRow,
  applicationDayCounts,
  applicationDayStatusCounts,
  applicationEvents,
  applicationSettings,
  applicationStatusCounts,
  applications,
  type NewApplication,
} from '../../db/schema/applications.table';
import { auditEvents } from '../../db/schema/audit-events.table';
import { courses } from '../../db/schema/courses.table';
import { paymentDaySales, studentDaySignups } from '../../db/schema/payment-day-totals.table';
import { questions } from '../../db/schema/questions.table';
import { services } from '../../db/schema/services.table';
import { staff } from '../../db/schema/staff.table';
import { students } from '../../db/schema/students.table';
import { schoolDayOf } from '../../db/school-day';
import type { Db } from '../../db/types';
import { isoTimestamp } from '../../lists';
import { applicationsList, ofStaff, overdueNow } from './applications.list';

type Rows<T> = { rows: T[] };
type NewEvent = typeof applicationEvents.$inferInsert;
/** A history line of a change, dated by the transaction's now(). */
export type ApplicationChangeLine = Omit<NewEvent, 'at'>;
const optionalWhere = (where: SQL | undefined) => (where ? sql`where ${where}` : sql``);

/** A new application; undefined when its intake key is already stored (nothing written). */
export async function insertApplication(db: Db, values: NewApplication): Promise<number | undefined> {
  const [row] = await db
    .insert(applications)
    .values(values)
    .onConflictDoNothing({ target: applications.intakeKey })
    .returning({ id: applications.id });
  return row?.id;
}

export async function findApplicationIdByIntakeKey(db: Db, intakeKey: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.intakeKey, intakeKey));
  return row?.id;
}

/** History lines, dated as given. */
export async function insertApplicationEvents(db: Db, events: NewEvent[]): Promise<void> {
  if (events.length > 0) await db.insert(applicationEvents).values(events);
}

/** The application, locked `for update` till the transaction ends. */
export async function lockApplication(db: Db, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).for('update');
  return row;
}

/**
 * A change of the application and its history lines, all stamped with the transaction's now(); the first
 * response is stamped too when `firstResponse`.
 */
export async function writeApplicationChange(
  db: Db,
  id: number,
  set: Partial<NewApplication>,
  events: ApplicationChangeLine[],
  firstResponse: boolean,
): Promise<void> {
  const now = sql`now()` as unknown as Date;
  await db
    .update(applications)
    .set({ ...set, ...(firstResponse ? { firstResponseAt: now } : {}), updatedAt: now })
    .where(eq(applications.id, id));
  await insertApplicationEvents(
    db,
    events.map((event) => ({ ...event, at: now })),
  );
}

/** Whether the application is one of a curator's or speaker's own (their services and courses). */
export async function isApplicationOf(db: Db, id: number, staffId: number): Promise<boolean> {
  const where: SQL = and(eq(applications.id, id), ofStaff(staffId))!;
  const [own] = await db.select({ id: applications.id }).from(applications).where(where);
  return own !== undefined;
}

/** The settings' one row (id 1); `lock` holds it for the rest of the transaction. */
export async function findApplicationSettingsRow(
  db: Db,
  lock?: 'share' | 'update',
): Promise<ApplicationSettingsRow | undefined> {
  const query = db.select().from(applicationSettings).where(eq(applicationSettings.id, 1));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export type ApplicationSettingsValues = Omit<ApplicationSettingsRow, 'id' | 'updatedAt'>;

/** Stores the settings' row (id 1), stamped now(). */
export async function saveApplicationSettings(db: Db, values: ApplicationSettingsValues): Promise<void> {
  const set = { ...values, updatedAt: sql`now()` };
  await db
    .insert(applicationSettings)
    .values({ id: 1, ...set })
    .onConflictDoUpdate({ target: applicationSettings.id, set });
}

/** The applications still waiting for their first response. */
export function findWaitingApplications(db: Db): Promise<{ id: number; createdAt: Date }[]> {
  return db
    .select({ id: applications.id, createdAt: applications.createdAt })
    .from(applications)
    .where(isNull(applications.firstResponseAt));
}

/** New `response_due_at` of the applications, one UPDATE; updated_at stays (nobody changed them). */
export async function redateApplications(db: Db, ids: number[], dues: string[]): Promise<void> {
  await db.execute(sql`
    update ${applications} as a set response_due_at = d.due
    from unnest(${`{${ids.join(',')}}`}::int[], ${`{${dues.join(',')}}`}::timestamptz[]) as d(id, due)
    where a.id = d.id`);
}

type StatusCount = { status: ApplicationStatus; n: number };

/**
 * The counts per status from the count tables: per assignee (0 for nobody) when the filter names one,
 * otherwise from the table without assignees (a few rows a day).
 */
export async function statusCountsOfDays(db: Db, query: ApplicationCountsQuery): Promise<StatusCount[]> {
  const table = query.assignee === undefined ? applicationDayStatusCounts : applicationDayCounts;
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(sql`${table.kind} = ${query.kind}`);
  if (query.assignee !== undefined)
    conditions.push(
      sql`${applicationDayCounts.assigneeStaffId} = ${query.assignee === 'none' ? 0 : query.assignee}`,
    );
  if (query.dateFrom) conditions.push(sql`${table.day} >= ${query.dateFrom}::date`);
  if (query.dateTo) conditions.push(sql`${table.day} <= ${query.dateTo}::date`);
  const result = (await db.execute(sql`select ${table.status} as status, sum(${table.applications})::int as n
        from ${table} ${optionalWhere(conditions.length ? and(...conditions) : undefined)} group by 1`)) as unknown as Rows<StatusCount>;
  return result.rows;
}

/**
 * Every queue's counts per status at once, from `application_status_counts` (queue × status × service × course,
 * kept by the triggers; a few rows per service and course): all of them, or those of one curator's or speaker's
 * own services and authored courses (the list's owner condition read against the count rows).
 */
export async function statusCountsByKind(
  db: Db,
  owner: number | undefined,
): Promise<(StatusCount & { kind: ApplicationKind })[]> {
  const t = applicationStatusCounts;
  const query = sql`select ${t.kind} as kind, ${t.status} as status, sum(${t.applications})::int as n
    from ${t}${owner === undefined ? sql`` : sql` where ${ofStaff(owner, t)}`} group by 1, 2`;
  return ((await db.execute(query)) as unknown as Rows<StatusCount & { kind: ApplicationKind }>).rows;
}

/** The counts per status of the applications themselves under the list's condition. */
export async function statusCountsOfRows(db: Db, where: SQL | undefined): Promise<StatusCount[]> {
  const result =
    (await db.execute(sql`select ${applications.status} as status, count(*)::int as n from ${applications}
        ${optionalWhere(where)} group by 1`)) as unknown as Rows<StatusCount>;
  return result.rows;
}

/** How many applications under the list's condition are overdue now (the partial index of the waiting ones). */
export async function countOverdue(db: Db, where: SQL | undefined): Promise<number> {
  const overdueWhere = where ? and(overdueNow, where) : overdueNow;
  const result = (await db.execute(
    sql`select count(*)::int as n from ${applications} where ${overdueWhere}`,
  )) as unknown as Rows<{ n: number }>;
  return result.rows[0]?.n ?? 0;
}

/**
 * Three index probes: the newest id, the latest `updated_at`, the settings' `updated_at`; and the shell's
 * activity: the newest version of the last 62 days' statistics roll-up rows (every payment and sign-up that
 * changes a figure gives its row the sequence's next value, migration 0024), the newest audit event and the
 * newest question. The rows' versions, not the sequence's `last_value`: a sequence is WAL-logged 32 values
 * ahead, so on a replica its `last_value` moves once in 32 calls, and on the primary it moves before the
 * payment commits.
 */
/** The first school day whose roll-up rows move the activity: «Главная» reads at most 60 days back. */
const RECENT_DAY = sql`${schoolDayOf(sql`now()`)} - 62`;

export async function applicationsVersion(
  db: Db,
): Promise<
  | { id: number | null; updated: string | Date | null; settings: string | Date | null; activity: string }
  | undefined
> {
  const result = (await db.execute(sql`select
        (select max(${applications.id}) from ${applications}) as id,
        (select max(${applications.updatedAt}) from ${applications}) as updated,
        (select max(${applicationSettings.updatedAt}) from ${applicationSettings}) as settings,
        coalesce((select max(${paymentDaySales.version}) from ${paymentDaySales}
          where ${paymentDaySales.day} >= ${RECENT_DAY}), 0)::text || '.' ||
        coalesce((select max(${studentDaySignups.version}) from ${studentDaySignups}
          where ${studentDaySignups.day} >= ${RECENT_DAY}), 0)::text || '.' ||
          coalesce((select max(${auditEvents.id}) from ${auditEvents}), 0)::text || '.' ||
          coalesce((select max(${questions.id}) from ${questions}), 0)::text as activity`)) as unknown as Rows<{
    id: number | null;
    updated: string | Date | null;
    settings: string | Date | null;
    activity: string;
  }>;
  return result.rows[0];
}

/**
 * Overdue applications per queue, of one curator's or speaker's own when `owner` is given: index-only scans
 * of the waiting ones (`applications_waiting_due_idx`; with the owner, `applications_waiting_due_owner_idx`,
 * which carries the service and course the owner condition reads, migration 0030).
 */
export async function overdueByKind(
  db: Db,
  owner: number | undefined,
): Promise<{ kind: ApplicationKind; n: number }[]> {
  const result =
    (await db.execute(sql`select ${applications.kind} as kind, count(*)::int as n from ${applications}
        where ${overdueNow}${owner === undefined ? sql`` : sql` and ${ofStaff(owner)}`}
        group by 1`)) as unknown as Rows<{ kind: ApplicationKind; n: number }>;
  return result.rows;
}

/** The application as the list shows it. */
export async function findApplicationView(db: Db, id: number) {
  const [row] = await applicationsList.select(db).where(eq(applications.id, id));
  return row;
}

export async function findApplicant(db: Db, studentId: number) {
  const [row] = await db
    .select({
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      email: students.email,
    })
    .from(students)
    .where(eq(students.id, studentId));
  return row;
}

export async function findApplicationService(db: Db, serviceId: number) {
  const [row] = await db
    .select({ id: services.id, name: services.name, adminId: services.staffId })
    .from(services)
    .where(eq(services.id, serviceId));
  return row;
}

export async function findApplicationCourse(db: Db, courseId: number) {
  const [row] = await db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row;
}

const eventAssignee = alias(staff, 'event_assignee');
const eventStaff = alias(staff, 'event_staff');

/** The application's history, oldest first, with the assignee and the staff member of each line. */
export function findApplicationHistory(db: Db, id: number) {
  return db
    .select({
      id: applicationEvents.id,
      type: applicationEvents.type,
      fromStatus: applicationEvents.fromStatus,
      toStatus: applicationEvents.toStatus,
      assignee: {
        id: eventAssignee.id,
        firstName: eventAssignee.firstName,
        lastName: eventAssignee.lastName,
      },
      staff: { id: eventStaff.id, firstName: eventStaff.firstName, lastName: eventStaff.lastName },
      comment: applicationEvents.comment,
      at: isoTimestamp(applicationEvents.at),
    })
    .from(applicationEvents)
    .leftJoin(eventAssignee, eq(applicationEvents.assigneeStaffId, eventAssignee.id))
    .leftJoin(eventStaff, eq(applicationEvents.staffId, eventStaff.id))
    .where(eq(applicationEvents.applicationId, id))
    .orderBy(asc(applicationEvents.at), asc(applicationEvents.id));
}
