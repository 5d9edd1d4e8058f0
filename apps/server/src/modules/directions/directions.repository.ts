import type { DirectionsListQuery } from '@school/contracts';
import { count, eq, ilike, max, type SQL, sql } from 'drizzle-orm';
import { containsPattern, orderByClause } from '../../db/list-query';
import { courses } from '../../db/schema/courses.table';
import { type DirectionRow, directions } from '../../db/schema/directions.table';
import { files } from '../../db/schema/files.table';
import type { Db } from '../../db/types';

export type NewDirection = typeof directions.$inferInsert;
export type DirectionView = {
  row: DirectionRow;
  cover: { id: number; urlKey: string; originalName: string } | null;
  coursesCount: number;
};

const coursesCount = sql<number>`(select count(*)::int from ${courses} where ${courses.directionId} = ${directions.id})`;

const viewColumns = {
  row: directions,
  cover: { id: files.id, urlKey: files.urlKey, originalName: files.originalName },
  coursesCount,
};

const SORTABLE = {
  position: directions.position,
  name: directions.name,
  createdAt: directions.createdAt,
  coursesCount,
};

function selectViews(db: Db) {
  return db.select(viewColumns).from(directions).leftJoin(files, eq(directions.coverFileId, files.id));
}

export async function listDirections(db: Db, query: DirectionsListQuery) {
  const where: SQL | undefined = query.search
    ? ilike(directions.name, containsPattern(query.search))
    : undefined;
  const order = orderByClause(query.orderBy, SORTABLE, { field: 'position', order: 1 }, directions.id);
  const [items, totals] = await Promise.all([
    selectViews(db)
      .where(where)
      .orderBy(...order)
      .offset(query.skip)
      .limit(query.take),
    db.select({ total: count() }).from(directions).where(where),
  ]);
  return { items: items as DirectionView[], total: totals[0]?.total ?? 0 };
}

export async function findDirectionView(db: Db, id: number): Promise<DirectionView | undefined> {
  const [found] = await selectViews(db).where(eq(directions.id, id));
  return found as DirectionView | undefined;
}

export async function findDirectionById(db: Db, id: number, forUpdate = false) {
  const query = db.select().from(directions).where(eq(directions.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findDirectionByName(db: Db, name: string): Promise<DirectionRow | undefined> {
  const [row] = await db
    .select()
    .from(directions)
    .where(sql`lower(${directions.name}) = ${name.toLowerCase()}`);
  return row;
}

export async function nextDirectionPosition(db: Db): Promise<number> {
  const [row] = await db.select({ last: max(directions.position) }).from(directions);
  return (row?.last ?? -1) + 1;
}

export async function countCoursesOfDirection(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(courses).where(eq(courses.directionId, id));
  return row?.total ?? 0;
}

export async function insertDirection(db: Db, values: NewDirection): Promise<DirectionRow> {
  const [row] = await db.insert(directions).values(values).returning();
  if (!row) throw new Error('insert into directions returned nothing');
  return row;
}

export async function updateDirection(db: Db, id: number, patch: Partial<NewDirection>): Promise<void> {
  await db
    .update(directions)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(directions.id, id));
}

export async function deleteDirection(db: Db, id: number): Promise<void> {
  await db.delete(directions).where(eq(directions.id, id));
}
