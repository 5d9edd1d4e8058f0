import type { StaffListRoleFilter } from '@school/contracts';
import { and, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern, orderByClause } from '../../db/list-query';
import { courseAuthors } from '../../db/schema/course-authors.table';
import { files } from '../../db/schema/files.table';
import { type StaffRow, staff } from '../../db/schema/staff.table';
import type { Db } from '../../db/types';
import { cachedStaffAuth, forgetStaffAuth } from './staff-auth-cache';

export type StaffWithAvatar = {
  row: StaffRow;
  avatar: { id: number; urlKey: string; originalName: string } | null;
};
export type NewStaff = typeof staff.$inferInsert;

const avatarColumns = { id: files.id, urlKey: files.urlKey, originalName: files.originalName };

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
  const [found] = await db
    .select({ row: staff, avatar: avatarColumns })
    .from(staff)
    .leftJoin(files, eq(staff.avatarFileId, files.id))
    .where(eq(staff.id, id));
  return found;
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

export interface StaffListFilter {
  role: StaffListRoleFilter;
  search: string;
  skip: number;
  take: number;
  orderBy?: string | undefined;
}

/** Sortable columns of the staff list; the name sorts by last name, then first name. */
const STAFF_SORTABLE = {
  lastName: sql`${staff.lastName} || ' ' || ${staff.firstName}`,
  email: staff.email,
  role: staff.role,
  createdAt: staff.createdAt,
  lastLoginAt: staff.lastLoginAt,
};

export async function listStaff(db: Db, filter: StaffListFilter) {
  const conditions: SQL[] = [];
  if (filter.role === 'admin') conditions.push(inArray(staff.role, ['admin', 'super-admin']));
  else if (filter.role === 'author') conditions.push(inArray(staff.role, ['curator', 'speaker']));
  else if (filter.role !== 'all') conditions.push(eq(staff.role, filter.role));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const match = or(
      ilike(staff.firstName, pattern),
      ilike(staff.lastName, pattern),
      ilike(staff.email, pattern),
    );
    if (match) conditions.push(match);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [items, totals] = await Promise.all([
    db
      .select({ row: staff, avatar: avatarColumns })
      .from(staff)
      .leftJoin(files, eq(staff.avatarFileId, files.id))
      .where(where)
      .orderBy(...orderByClause(filter.orderBy, STAFF_SORTABLE, { field: 'lastName', order: 1 }, staff.id))
      .offset(filter.skip)
      .limit(filter.take),
    db.select({ total: count() }).from(staff).where(where),
  ]);
  return { items: items as StaffWithAvatar[], total: totals[0]?.total ?? 0 };
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
