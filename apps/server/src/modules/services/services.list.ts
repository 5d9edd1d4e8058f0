import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { applications } from '../../db/schema/applications.table';
import { files } from '../../db/schema/files.table';
import { type ServiceRow, services } from '../../db/schema/services.table';
import { staff } from '../../db/schema/staff.table';
import { defineList } from '../../lists';

/** A row as the query returns it; services.repository.ts turns it into a ServiceView. */
export type SelectedView = {
  row: ServiceRow;
  coverKey: string | null;
  coverName: string | null;
  applications: number;
};

/** The list's query: the search, the owner (the service decides whose, by role) and active only. */
export type ServicesListFilter = {
  skip: number;
  take: number;
  orderBy?: string | undefined;
  search?: string | undefined;
  staffId?: number | undefined;
  activeOnly?: boolean | undefined;
};

// Qualified by hand: the subquery must read the outer row's id, not its own table's.
const applicationsOf = sql<number>`(select count(*)::int from ${applications} as a where a.service_id = ${services}.id)`;

/**
 * `GET /api/services`: a staff member's services, or an admin's every service, newest first — a short list
 * shown whole (`rows`), searched by name (the global search's «Услуги», `palettePage`).
 */
export const servicesList = defineList<ServicesListFilter, SelectedView>({
  name: 'services',
  table: services,
  id: services.id,
  columns: {
    row: services,
    coverKey: files.urlKey,
    coverName: files.originalName,
    applications: applicationsOf,
  },
  join: (query: PgSelect) => query.leftJoin(files, eq(services.coverFileId, files.id)),
  sorts: { createdAt: services.createdAt },
  defaultSort: { field: 'createdAt', order: -1 },
  search: {
    words: (text) => [text.toLowerCase()],
    match: (pattern) => sql`lower(${services.name}) like ${pattern}`,
  },
  filter: {
    parts: (query) => ({
      shape: { activeOnly: query.activeOnly ? 1 : undefined },
      values: { staffId: query.staffId },
    }),
    conditions: ({ shape, values }, bind) => {
      const conditions: SQL[] = [];
      if (values.staffId !== undefined)
        conditions.push(sql`${services.staffId} = ${bind('staffId', values.staffId)}`);
      if (shape.activeOnly) conditions.push(sql`${services.isActive}`);
      return conditions;
    },
  },
  // The global search: the name, the price and the owner (whose profile tab lists it).
  palette: {
    columns: {
      id: services.id,
      name: services.name,
      price: services.price,
      staffId: services.staffId,
      firstName: staff.firstName,
      lastName: staff.lastName,
    },
    join: (query: PgSelect) => query.leftJoin(staff, eq(services.staffId, staff.id)),
  },
});
