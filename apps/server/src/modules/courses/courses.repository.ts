import type { CoursesListQuery } from '@school/contracts';
import { and, count, eq, exists, max, type SQL, sql } from 'drizzle-orm';
import { containsPattern, orderByClause } from '../../db/list-query';
import { courseAuthors } from '../../db/schema/course-authors.table';
import { courseModules } from '../../db/schema/course-modules.table';
import { type CourseRow, courses } from '../../db/schema/courses.table';
import { directions } from '../../db/schema/directions.table';
import { files } from '../../db/schema/files.table';
import { lessons } from '../../db/schema/lessons.table';
import type { Db } from '../../db/types';

export type NewCourse = typeof courses.$inferInsert;
export type CourseListRow = {
  row: CourseRow;
  direction: { id: number; name: string } | null;
  cover: { id: number; urlKey: string; originalName: string } | null;
  moduleCount: number;
  lessonCount: number;
};

const moduleCount = sql<number>`(select count(*)::int from ${courseModules} where ${courseModules.courseId} = ${courses.id})`;
const lessonCount = sql<number>`(select count(*)::int from ${lessons} join ${courseModules} on ${courseModules.id} = ${lessons.moduleId} where ${courseModules.courseId} = ${courses.id})`;

const listColumns = {
  row: courses,
  direction: { id: directions.id, name: directions.name },
  cover: { id: files.id, urlKey: files.urlKey, originalName: files.originalName },
  moduleCount,
  lessonCount,
};

const SORTABLE = {
  id: courses.id,
  name: courses.name,
  status: courses.status,
  cost: courses.cost,
  lessonCount,
  createdAt: courses.createdAt,
  updatedAt: courses.updatedAt,
  publishedAt: courses.publishedAt,
};

function selectListRows(db: Db) {
  return db
    .select(listColumns)
    .from(courses)
    .leftJoin(directions, eq(courses.directionId, directions.id))
    .leftJoin(files, eq(courses.coverFileId, files.id));
}

const assignedTo = (staffId: number) =>
  exists(
    sql`(select 1 from ${courseAuthors} where ${courseAuthors.courseId} = ${courses.id} and ${courseAuthors.staffId} = ${staffId})`,
  );

export interface CourseListFilter extends CoursesListQuery {
  /** `/courses/my`: only the courses assigned to this staff member. */
  assignedToId?: number;
}

function listConditions(filter: CourseListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.search) {
    // lower(name) LIKE matches the trigram index on lower(name).
    conditions.push(sql`lower(${courses.name}) like ${containsPattern(filter.search.toLowerCase())}`);
  }
  if (filter.status !== undefined) conditions.push(eq(courses.status, filter.status));
  if (filter.directionId !== undefined) conditions.push(eq(courses.directionId, filter.directionId));
  if (filter.level !== undefined) conditions.push(eq(courses.level, filter.level));
  if (filter.isOnMain !== undefined) conditions.push(eq(courses.isOnMain, filter.isOnMain === 'true'));
  if (filter.isTop !== undefined) conditions.push(eq(courses.isTop, filter.isTop === 'true'));
  if (filter.authorId !== undefined) conditions.push(assignedTo(filter.authorId));
  if (filter.assignedToId !== undefined) conditions.push(assignedTo(filter.assignedToId));
  return conditions.length ? and(...conditions) : undefined;
}

export async function listCourses(db: Db, filter: CourseListFilter) {
  const where = listConditions(filter);
  const order = orderByClause(filter.orderBy, SORTABLE, { field: 'createdAt', order: -1 }, courses.id);
  const [items, totals] = await Promise.all([
    selectListRows(db)
      .where(where)
      .orderBy(...order)
      .offset(filter.skip)
      .limit(filter.take),
    db.select({ total: count() }).from(courses).where(where),
  ]);
  return { items: items as CourseListRow[], total: totals[0]?.total ?? 0 };
}

export async function findCourseListRow(db: Db, id: number): Promise<CourseListRow | undefined> {
  const [found] = await selectListRows(db).where(eq(courses.id, id));
  return found as CourseListRow | undefined;
}

export async function findCourseById(db: Db, id: number, forUpdate = false): Promise<CourseRow | undefined> {
  const query = db.select().from(courses).where(eq(courses.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function countCoursesByStatus(db: Db, assignedToId: number) {
  return db
    .select({ status: courses.status, count: count() })
    .from(courses)
    .where(assignedTo(assignedToId))
    .groupBy(courses.status);
}

export async function insertCourse(db: Db, values: NewCourse): Promise<CourseRow> {
  const [row] = await db.insert(courses).values(values).returning();
  if (!row) throw new Error('insert into courses returned nothing');
  return row;
}

export async function updateCourse(db: Db, id: number, patch: Partial<NewCourse>): Promise<void> {
  await db
    .update(courses)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(courses.id, id));
}

/** Touches updated_at after a change to the course's modules or lessons. */
export async function touchCourse(db: Db, id: number): Promise<void> {
  await updateCourse(db, id, {});
}

export async function deleteCourse(db: Db, id: number): Promise<void> {
  await db.delete(courses).where(eq(courses.id, id));
}

export async function nextPlacement(db: Db, column: 'mainPosition' | 'topPosition'): Promise<number> {
  const [row] = await db.select({ last: max(courses[column]) }).from(courses);
  return (row?.last ?? -1) + 1;
}
