import { count, eq, sql } from 'drizzle-orm';
import { courseAuthors } from '../../db/schema/course-authors.table';
import { type StaffRow, staff } from '../../db/schema/staff.table';
import type { Db } from '../../db/types';
import { type StaffWithAvatar, staffList } from './staff.list';
import { cachedStaffAuth, forgetStaffAuth } from './staff-auth-cache';

export type NewStaff = typeof staff.$inferInsert;

/** The row every guarded request checks its token against, cached for 1 s (staff-auth-cache.ts). */
export function findStaffForAuth(db: Db, id: number) {
  return cachedStaffAuth(db, id, () => loadStaffForAuth(db, id));
}

async function loadStaffForAuth(db: Db, id: number) {
  const [row] = await db
    .select({ id: staff.id, role: staff.role, email: staff.email, tokenVersion: staff.tokenVersion })
    .from(staff)
    .where(eq(staff.id, id));
  return row;
}

export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(sql`lower(${staff.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findStaffById(db: Db, id: number, forUpdate = false): Promise<StaffRow | undefined> {
  const query = db.select().from(staff).where(eq(staff.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findStaffWithAvatar(db: Db, id: number): Promise<StaffWithAvatar | undefined> {
  const [found] = await staffList.select(db).where(eq(staff.id, id));
  return found as StaffWithAvatar | undefined;
}

export async function updateStaff(db: Db, id: number, patch: Partial<NewStaff>): Promise<StaffRow> {
  forgetStaffAuth(id);
  const [row] = await db
    .update(staff)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(staff.id, id))
    .returning();
  if (!row) throw new Error(`staff ${id} vanished during update`);
  return row;
}

export async function insertStaff(db: Db, values: NewStaff): Promise<StaffRow> {
  const [row] = await db.insert(staff).values(values).returning();
  if (!row) throw new Error('insert into staff returned nothing');
  return row;
}

export async function countStaff(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(staff);
  return row?.total ?? 0;
}

export async function deleteStaff(db: Db, id: number): Promise<void> {
  forgetStaffAuth(id);
  await db.delete(staff).where(eq(staff.id, id));
}

export async function countAssignedCourses(db: Db, staffId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(courseAuthors)
    .where(eq(courseAuthors.staffId, staffId));
  return row?.total ?? 0;
}
