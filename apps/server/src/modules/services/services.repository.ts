import { count, eq } from 'drizzle-orm';
import { applications } from '../../db/schema/applications.table';
import { type ServiceRow, services } from '../../db/schema/services.table';
import { staff } from '../../db/schema/staff.table';
import type { Db } from '../../db/types';
import type { FileUrlParts } from '../files';
import { type SelectedView, servicesList } from './services.list';

export type NewService = typeof services.$inferInsert;

/** A service with its cover's URL parts and its applications of every kind. */
export interface ServiceView {
  row: ServiceRow;
  cover: FileUrlParts | null;
  applications: number;
}

const toView = ({ row, coverKey, coverName, applications: count }: SelectedView): ServiceView => ({
  row,
  cover: coverKey !== null && coverName !== null ? { urlKey: coverKey, originalName: coverName } : null,
  applications: Number(count),
});

/** Newest first; `staffId` narrows to one owner, `activeOnly` to the active ones, `search` by name. */
export async function listServiceViews(
  db: Db,
  filter: { staffId?: number | undefined; activeOnly: boolean; search?: string | undefined },
): Promise<ServiceView[]> {
  const rows = await servicesList.rows(db, filter);
  return rows.map(toView);
}

export async function findServiceView(db: Db, id: number): Promise<ServiceView | undefined> {
  const [row] = (await servicesList.select(db).where(eq(services.id, id))) as SelectedView[];
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
