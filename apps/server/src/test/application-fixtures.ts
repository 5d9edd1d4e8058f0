import {
  APPLICATION_SETTINGS_DEFAULTS,
  APPLICATION_STATUSES,
  type ApplicationCounts,
  type ApplicationKind,
  type ApplicationStatus,
  responseDueAt,
} from '@school/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { applications } from '../db/schema/applications.table';
import { services } from '../db/schema/services.table';
import type { Db } from '../db/types';

let sequence = 0;

export type TestService = {
  staffId: number | null;
  name?: string;
  /** Roubles as numeric text, e.g. `'1500.00'`. */
  price?: string | number;
  isActive?: boolean;
  description?: string;
};

/** A service straight into the table (no route, no audit): a test's own target for applications. */
export async function insertTestService(db: Db, service: TestService): Promise<number> {
  sequence += 1;
  const [row] = await db
    .insert(services)
    .values({
      staffId: service.staffId,
      name: service.name ?? `Тестовая услуга ${sequence}`,
      description: service.description ?? '',
      price: String(service.price ?? '1000.00'),
      isActive: service.isActive ?? true,
    })
    .returning({ id: services.id });
  return row!.id;
}

export type TestApplication = {
  kind: ApplicationKind;
  status?: ApplicationStatus;
  /** Required by the table for kind `service`. */
  serviceId?: number | null;
  courseId?: number | null;
  studentId?: number | null;
  name?: string;
  email?: string | null;
  phone?: string | null;
  targetTitle?: string;
  message?: string;
  assigneeStaffId?: number | null;
  comment?: string | null;
  source?: 'admin' | 'site';
  /** ISO instant or Date; default now. */
  createdAt?: string | Date;
  /** Default: set to `createdAt` when the status is not «new», null otherwise. */
  firstResponseAt?: string | Date | null;
  /** Default: `responseDueAt(createdAt)` with the default settings. */
  responseDueAt?: string | Date;
  updatedAt?: string | Date;
};

const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/**
 * An application straight into the table (no `created` event, no audit): the day counts follow by the
 * table's triggers. Returns its id.
 */
export async function insertTestApplication(db: Db, application: TestApplication): Promise<number> {
  const [id] = await insertTestApplications(db, [application]);
  return id!;
}

/** Several applications in one INSERT (one statement for the day-count triggers); ids in order. */
export async function insertTestApplications(db: Db, rows: TestApplication[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const values = rows.map((row) => {
    sequence += 1;
    const createdAt = asDate(row.createdAt ?? new Date());
    const status = row.status ?? 'new';
    const firstResponseAt =
      row.firstResponseAt === undefined
        ? status === 'new'
          ? null
          : createdAt
        : row.firstResponseAt === null
          ? null
          : asDate(row.firstResponseAt);
    const email = row.email === undefined ? `applicant-${sequence}@test.local` : row.email;
    return {
      kind: row.kind,
      status,
      studentId: row.studentId ?? null,
      name: row.name ?? `Заявитель ${sequence}`,
      email,
      phone: row.phone ?? (email === null ? '+70000000000' : null),
      serviceId: row.serviceId ?? null,
      courseId: row.courseId ?? null,
      targetTitle: row.targetTitle ?? `Цель ${sequence}`,
      message: row.message ?? '',
      assigneeStaffId: row.assigneeStaffId ?? null,
      comment: row.comment ?? null,
      source: row.source ?? 'admin',
      createdAt,
      updatedAt: asDate(row.updatedAt ?? createdAt),
      firstResponseAt,
      responseDueAt: row.responseDueAt
        ? asDate(row.responseDueAt)
        : responseDueAt(createdAt, APPLICATION_SETTINGS_DEFAULTS),
    };
  });
  const inserted = await db.insert(applications).values(values).returning({ id: applications.id });
  return inserted.map((row) => row.id);
}

/** A kanban counts filter as the tests write it (the query of `GET /api/applications/counts`). */
export type ApplicationCountsFilter = {
  kind?: ApplicationKind;
  dateFrom: string;
  dateTo: string;
  assignee?: number | 'none';
};

/** The kanban's figures counted from the applications themselves: what the pre-aggregates must equal. */
export async function rawApplicationCounts(
  db: Db,
  filter: ApplicationCountsFilter,
): Promise<ApplicationCounts['counts']> {
  const conditions: SQL[] = [
    sql`(created_at at time zone 'Europe/Moscow')::date between ${filter.dateFrom}::date and ${filter.dateTo}::date`,
  ];
  if (filter.kind) conditions.push(sql`kind = ${filter.kind}`);
  if (filter.assignee === 'none') conditions.push(sql`assignee_staff_id is null`);
  else if (filter.assignee !== undefined) conditions.push(sql`assignee_staff_id = ${filter.assignee}`);
  const result = (await db.execute(
    sql`select status, count(*)::int as n from applications where ${sql.join(conditions, sql` and `)} group by 1`,
  )) as unknown as { rows: { status: string; n: number }[] };
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0]));
  for (const row of result.rows) counts[row.status] = row.n;
  return counts as ApplicationCounts['counts'];
}
