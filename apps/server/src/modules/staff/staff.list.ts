import type { StaffListQuery } from '@school/contracts';
import { eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { files } from '../../db/schema/files.table';
import { type StaffRow, staff } from '../../db/schema/staff.table';
import { defineList } from '../../lists';

export type StaffWithAvatar = {
  row: StaffRow;
  avatar: { id: number; urlKey: string; originalName: string } | null;
};

/**
 * `GET /api/admins` and `/api/admins/list`: a small list (offset pages, exact total). The role filter's
 * `admin` covers super-admins and `author` curators and speakers; the search matches a name or e-mail.
 */
export const staffList = defineList<StaffListQuery, StaffWithAvatar>({
  name: 'staff',
  table: staff,
  id: staff.id,
  columns: {
    row: staff,
    avatar: { id: files.id, urlKey: files.urlKey, originalName: files.originalName },
  },
  join: (query: PgSelect) => query.leftJoin(files, eq(staff.avatarFileId, files.id)),
  // The name sorts by last name, then first name.
  sorts: {
    lastName: sql`${staff.lastName} || ' ' || ${staff.firstName}`,
    email: staff.email,
    role: staff.role,
    createdAt: staff.createdAt,
    lastLoginAt: staff.lastLoginAt,
  },
  defaultSort: { field: 'lastName', order: 1 },
  search: {
    match: (pattern) =>
      or(
        ilike(staff.firstName, pattern as string),
        ilike(staff.lastName, pattern as string),
        ilike(staff.email, pattern as string),
      ) as SQL,
  },
  // The global search: the name and e-mail.
  palette: {
    columns: { id: staff.id, firstName: staff.firstName, lastName: staff.lastName, email: staff.email },
  },
  filter: {
    parts: (query) => ({ shape: { role: query.role }, values: {} }),
    conditions: ({ shape: { role } }) => {
      if (role === 'admin') return [inArray(staff.role, ['admin', 'super-admin'])];
      if (role === 'author') return [inArray(staff.role, ['curator', 'speaker'])];
      if (role === undefined || role === 'all') return [];
      return [eq(staff.role, role as StaffRow['role'])];
    },
  },
});
