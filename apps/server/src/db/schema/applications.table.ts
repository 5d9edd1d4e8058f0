import type { ApplicationKind, ApplicationStatus } from '@school/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courses } from './courses.table';
import { services } from './services.table';
import { staff } from './staff.table';
import { students } from './students.table';

/**
 * One table for the three queues (spec §2): `service` (a staff member's service), `training` (a course),
 * `marketplace` (an offer of the school's marketplace, maybe a service). The applicant is a student or a
 * guest; `name`/`email`/`phone` are the contact as given in the application (copied from the student when
 * there is one), so the list searches one stored column. `target_title` is what was asked for, as named at
 * the time. `response_due_at` is `created_at` plus the response target in working time
 * (application-settings); overdue = no `first_response_at` and `response_due_at` passed.
 */
export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<ApplicationKind>().notNull(),
    status: text('status').$type<ApplicationStatus>().notNull().default('new'),
    studentId: integer('student_id').references(() => students.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'restrict' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    targetTitle: text('target_title').notNull(),
    /** What the applicant wrote. */
    message: text('message').notNull().default(''),
    assigneeStaffId: integer('assignee_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** The latest staff comment (every comment is an application_events row). */
    comment: text('comment'),
    /** `admin` (entered by staff or demo data) or `site` (the public intake). */
    source: text('source').notNull().default('admin'),
    /** The public intake's idempotency key: applicant, target and minute (application-intake). */
    intakeKey: text('intake_key'),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    responseDueAt: timestamp('response_due_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || target_title)`,
      ),
  },
  (t) => [
    uniqueIndex('applications_intake_key').on(t.intakeKey),
    // Each queue in its default order, by status (the filter and the kanban's columns) and by assignee.
    index('applications_kind_created_idx').on(t.kind, t.createdAt, t.id),
    index('applications_kind_status_created_idx').on(t.kind, t.status, t.createdAt, t.id),
    index('applications_kind_assignee_created_idx').on(t.kind, t.assigneeStaffId, t.createdAt, t.id),
    // The other two sorts of a queue (responseDueAt, updatedAt): deep pages stay index walks.
    index('applications_kind_due_idx').on(t.kind, t.responseDueAt, t.id),
    index('applications_kind_updated_idx').on(t.kind, t.updatedAt, t.id),
    index('applications_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The overdue mark and the menu badge: the few still waiting for a first response.
    index('applications_waiting_due_idx')
      .on(t.kind, t.responseDueAt)
      .where(sql`${t.firstResponseAt} is null`),
    index('applications_service_idx').on(t.serviceId, t.createdAt, t.id),
    index('applications_course_idx').on(t.courseId, t.createdAt, t.id),
    index('applications_student_idx').on(t.studentId),
    // The pulse's version: the latest change.
    index('applications_updated_at_idx').on(t.updatedAt),
    check('applications_kind_check', sql`${t.kind} in ('service', 'training', 'marketplace')`),
    check('applications_status_check', sql`${t.status} in ('new', 'inProgress', 'rejection', 'paid')`),
    check('applications_source_check', sql`${t.source} in ('admin', 'site')`),
    // A service application names its service; a training one names a course (null once the course is gone).
    check(
      'applications_target_check',
      sql`(${t.kind} <> 'service' or ${t.serviceId} is not null) and (${t.kind} <> 'training' or ${t.serviceId} is null)`,
    ),
    check('applications_contact_check', sql`${t.email} is not null or ${t.phone} is not null`),
  ],
);

/**
 * The history of an application: created, a status change (from → to), an assignment, a comment; who
 * (staff, or none for the site's intake) and when.
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    type: text('type').$type<'created' | 'status' | 'assignee' | 'comment'>().notNull(),
    fromStatus: text('from_status').$type<ApplicationStatus>(),
    toStatus: text('to_status').$type<ApplicationStatus>(),
    assigneeStaffId: integer('assignee_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    comment: text('comment'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('application_events_application_idx').on(t.applicationId, t.at, t.id),
    check('application_events_type_check', sql`${t.type} in ('created', 'status', 'assignee', 'comment')`),
  ],
);

/**
 * The response target (one row, id 1): minutes of working time on the school's clock within which a new
 * application gets its first response, and the working week (ISO days 1–7, minutes from midnight).
 */
export const applicationSettings = pgTable(
  'application_settings',
  {
    id: smallint('id').primaryKey().default(1),
    responseTargetMinutes: integer('response_target_minutes').notNull().default(120),
    workdayStartMinute: integer('workday_start_minute').notNull().default(600),
    workdayEndMinute: integer('workday_end_minute').notNull().default(1140),
    workDays: integer('work_days').array().notNull().default(sql`'{1,2,3,4,5}'`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('application_settings_single_check', sql`${t.id} = 1`),
    check(
      'application_settings_workday_check',
      sql`${t.workdayStartMinute} >= 0 and ${t.workdayStartMinute} < ${t.workdayEndMinute} and ${t.workdayEndMinute} <= 1440`,
    ),
    check('application_settings_target_check', sql`${t.responseTargetMinutes} between 1 and 100000`),
  ],
);

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplication = typeof applications.$inferInsert;
export type ApplicationEventRow = typeof applicationEvents.$inferSelect;
export type ApplicationSettingsRow = typeof applicationSettings.$inferSelect;

/**
 * The kanban's counts without counting rows: applications per queue, school day of `created_at` (Moscow),
 * status and assignee (0 = nobody). Statement triggers on `applications` (migration 0015) keep it in the same
 * transaction as every insert, update and delete, like payment_day_totals (docs/decisions/006). Counts of a
 * search or of a curator's own applications are counted from the rows instead.
 */
export const applicationDayCounts = pgTable(
  'application_day_counts',
  {
    kind: text('kind').$type<ApplicationKind>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').$type<ApplicationStatus>().notNull(),
    assigneeStaffId: integer('assignee_staff_id').notNull(),
    applications: bigint('applications', { mode: 'number' }).notNull(),
  },
  // Assignee before day: one assignee's counts over a range are one index range (migration 0017).
  (t) => [primaryKey({ columns: [t.kind, t.assigneeStaffId, t.day, t.status] })],
);

/**
 * The same counts without the assignee (queue × school day × status), for the kanban of a whole queue or a
 * period: a queue's three years are ~4,400 rows instead of one per assignee too. Kept by the same statement
 * triggers (migration 0017).
 */
export const applicationDayStatusCounts = pgTable(
  'application_day_status_counts',
  {
    kind: text('kind').$type<ApplicationKind>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').$type<ApplicationStatus>().notNull(),
    applications: bigint('applications', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.day, t.status] })],
);

/**
 * The waiting counts of «Главная» without the day: applications per queue, status and target (`service_id`,
 * `course_id`, 0 for none) over all time — a few rows per service and course. The school's counts sum it by
 * queue and status; a curator's or speaker's own sum the rows of their services and authored courses (the
 * list's owner condition, read against these rows, so a service changing hands moves its counts at once). Kept
 * by the statement triggers of 0015/0017 in the same transaction as every insert, update and delete
 * (migration 0030).
 */
export const applicationStatusCounts = pgTable(
  'application_status_counts',
  {
    kind: text('kind').$type<ApplicationKind>().notNull(),
    status: text('status').$type<ApplicationStatus>().notNull(),
    serviceId: integer('service_id').notNull(),
    courseId: integer('course_id').notNull(),
    applications: bigint('applications', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.status, t.serviceId, t.courseId] })],
);
