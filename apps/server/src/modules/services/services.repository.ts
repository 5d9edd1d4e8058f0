import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { applications } from '../../db/schema/applications.table';
import { files } from '../../db/schema/files.table';
import { type ServiceRow, services } from '../../db/schema/services.table';
import { staff } from '../../db/schema/staff.table';
import type { Db } from '../../db/types';
import type { FileUrlParts } from '../files';

export type NewService = typeof services.$inferInsert;

/** A service with its cover's URL parts and its applications of every kind. */
export interface ServiceView {
  row: ServiceRow;
  cover: FileUrlParts | null;
  applications: number;
}

// Qualified by hand: the subquery must read the outer row's id, not its own table's.
const applicationsOf = sql<number>`(select count(*)::int from ${applications} as a where a.service_id = ${services}.id)`;

function selectViews(db: Db) {
  return db
    .select({
      row: services,
      coverKey: files.urlKey,
      coverName: files.originalName,
      applications: applicationsOf,
    })
    .from(services)
    .leftJoin(files, eq(services.coverFileId, files.id));
}

type SelectedView = {
  row: ServiceRow;
  coverKey: string | null;
  coverName: string | null;
  applications: number;
};

const toView = ({ row, coverKey, coverName, applications: count }: SelectedView): ServiceView => ({
  row,
  cover: coverKey !== null && coverName !== null ? { urlKey: coverKey, originalName: coverName } : null,
  applications: Number(count),
});

/** Newest first; `staffId` narrows to one owner, `active` to the active ones. */
export async function listServiceViews(
  db: Db,
  filter: { staffId?: number | undefined; activeOnly: boolean },
): Promise<ServiceView[]> {
  const conditions: SQL[] = [];
  if (filter.staffId !== undefined) conditions.push(eq(services.staffId, filter.staffId));
  if (filter.activeOnly) conditions.push(eq(services.isActive, true));
  const rows = await selectViews(db)
    .where(and(...conditions))
    .orderBy(desc(services.createdAt), desc(services.id));
  return rows.map(toView);
}

export async function findServiceView(db: Db, id: number): Promise<ServiceView | undefined> {
  const [row] = await selectViews(db).where(eq(services.id, id));
  return row && toView(row);
}

export async function findServiceById(
  db: Db,
  id: number,
  forUpdate = false,
): Promise<ServiceRow | undefined> {
  const query = db.select().from(services).where(eq(services.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function staffExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: staff.id }).from(staff).where(eq(staff.id, id));
  return row !== undefined;
}

export async function countApplicationsOfService(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(applications).where(eq(applications.serviceId, id));
  return row?.total ?? 0;
}

export async function insertService(db: Db, values: NewService): Promise<ServiceRow> {
  const [row] = await db.insert(services).values(values).returning();
  if (!row) throw new Error('insert into services returned nothing');
  return row;
}

export async function updateService(db: Db, id: number, patch: Partial<NewService>): Promise<void> {
  await db
    .update(services)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(services.id, id));
}

export async function deleteService(db: Db, id: number): Promise<void> {
  await db.delete(services).where(eq(services.id, id));
}
