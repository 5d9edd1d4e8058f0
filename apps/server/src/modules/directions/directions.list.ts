import type { DirectionsListQuery } from '@school/contracts';
import { eq, ilike, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { courses } from '../../db/schema/courses.table';
import { type DirectionRow, directions } from '../../db/schema/directions.table';
import { files } from '../../db/schema/files.table';
import { defineList } from '../../lists';

/** A row of the list as the query returns it; directions.mapper.ts turns it into the API's Direction. */
export type DirectionView = {
  row: DirectionRow;
  cover: { id: number; urlKey: string; originalName: string } | null;
  coursesCount: number;
};

const coursesCount = sql<number>`(select count(*)::int from ${courses} where ${courses.directionId} = ${directions.id})`;

/**
 * `GET /api/directions`: a small list (offset pages, exact total; no `large`), by position unless the
 * query sorts it, searched by name. The worked example of the list kit (src/lists/README.md).
 */
export const directionsList = defineList<DirectionsListQuery, DirectionView>({
  // Names the list in the kit's caches.
  name: 'directions',
  // The table and its integer key: the key ends every order, so equal names still page stably.
  table: directions,
  id: directions.id,
  // What a row holds (drizzle's nested select), and the joins it needs after the table.
  columns: {
    row: directions,
    cover: { id: files.id, urlKey: files.urlKey, originalName: files.originalName },
    coursesCount,
  },
  join: (query: PgSelect) => query.leftJoin(files, eq(directions.coverFileId, files.id)),
  // `orderBy=field:asc|desc` may name only these; any other field is a 400 on `orderBy`.
  sorts: {
    position: directions.position,
    name: directions.name,
    createdAt: directions.createdAt,
    coursesCount,
  },
  defaultSort: { field: 'position', order: 1 },
  // The search box: the whole text as a `%text%` pattern (its % and _ matched literally).
  search: { match: (pattern) => ilike(directions.name, pattern as string) },
});
