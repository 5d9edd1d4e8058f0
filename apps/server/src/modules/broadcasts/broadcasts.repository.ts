import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type BroadcastRow, broadcasts } from '../../db/schema/broadcasts.table';
import { courseAuthors } from '../../db/schema/course-authors.table';
import { courses } from '../../db/schema/courses.table';
import { files } from '../../db/schema/files.table';
import { staff } from '../../db/schema/staff.table';
import type { Db } from '../../db/types';
import type { FileUrlParts } from '../files';

export type NewBroadcast = typeof broadcasts.$inferInsert;

/** A broadcast with what its card shows: the author, the course and the cover. */
export interface BroadcastView {
  row: BroadcastRow;
  author: { id: number; firstName: string; lastName: string; avatar: FileUrlParts | null } | null;
  course: { id: number; name: string } | null;
  cover: (FileUrlParts & { id: number }) | null;
}

const coverFile = alias(files, 'cover_file');
const avatarFile = alias(files, 'avatar_file');

function selectViews(db: Db) {
  return db
    .select({
      row: broadcasts,
      authorId: staff.id,
      firstName: staff.firstName,
      lastName: staff.lastName,
      avatarKey: avatarFile.urlKey,
      avatarName: avatarFile.originalName,
      courseId: courses.id,
      courseName: courses.name,
      coverId: coverFile.id,
      coverKey: coverFile.urlKey,
      coverName: coverFile.originalName,
      coverKind: coverFile.kind,
    })
    .from(broadcasts)
    .leftJoin(staff, eq(broadcasts.staffId, staff.id))
    .leftJoin(avatarFile, eq(staff.avatarFileId, avatarFile.id))
    .leftJoin(courses, eq(broadcasts.courseId, courses.id))
    .leftJoin(coverFile, eq(broadcasts.coverFileId, coverFile.id));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];

function toView(selected: Selected): BroadcastView {
  const { row } = selected;
  return {
    row,
    author:
      selected.authorId === null || selected.firstName === null || selected.lastName === null
        ? null
        : {
            id: selected.authorId,
            firstName: selected.firstName,
            lastName: selected.lastName,
            avatar:
              selected.avatarKey !== null && selected.avatarName !== null
                ? { urlKey: selected.avatarKey, originalName: selected.avatarName }
                : null,
          },
    course:
      selected.courseId !== null && selected.courseName !== null
        ? { id: selected.courseId, name: selected.courseName }
        : null,
    cover:
      selected.coverId !== null &&
      selected.coverKey !== null &&
      selected.coverName !== null &&
      selected.coverKind === 'image'
        ? { id: selected.coverId, urlKey: selected.coverKey, originalName: selected.coverName }
        : null,
  };
}

export interface BroadcastFilter {
  staffId: number | undefined;
  when: 'upcoming' | 'past' | 'all';
  now: Date;
  skip: number;
  take: number;
}

function conditionsOf(filter: BroadcastFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.staffId !== undefined) conditions.push(eq(broadcasts.staffId, filter.staffId));
  if (filter.when === 'upcoming') conditions.push(gte(broadcasts.startsAt, filter.now));
  if (filter.when === 'past') conditions.push(lt(broadcasts.startsAt, filter.now));
  return and(...conditions);
}

/**
 * One page: upcoming soonest first, past newest first; `all` puts the upcoming ones (soonest first) before
 * the past ones (newest first), as the card list reads them.
 */
export async function listBroadcastViews(db: Db, filter: BroadcastFilter): Promise<BroadcastView[]> {
  const where = conditionsOf(filter);
  const now = sql`${filter.now.toISOString()}::timestamptz`;
  const upcomingFirst = sql`case when ${broadcasts.startsAt} >= ${now} then 0 else 1 end`;
  const order =
    filter.when === 'upcoming'
      ? [asc(broadcasts.startsAt), asc(broadcasts.id)]
      : filter.when === 'past'
        ? [desc(broadcasts.startsAt), desc(broadcasts.id)]
        : [
            asc(upcomingFirst),
            sql`case when ${broadcasts.startsAt} >= ${now} then ${broadcasts.startsAt} end asc`,
            desc(broadcasts.startsAt),
            asc(broadcasts.id),
          ];
  const rows = await selectViews(db)
    .where(where)
    .orderBy(...order)
    .offset(filter.skip)
    .limit(filter.take);
  return rows.map(toView);
}

export async function countBroadcasts(db: Db, filter: BroadcastFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(broadcasts).where(conditionsOf(filter));
  return row?.total ?? 0;
}

export async function findBroadcastView(db: Db, id: number): Promise<BroadcastView | undefined> {
  const [row] = await selectViews(db).where(eq(broadcasts.id, id));
  return row && toView(row);
}

export async function findBroadcastById(
  db: Db,
  id: number,
  forUpdate = false,
): Promise<BroadcastRow | undefined> {
  const query = db.select().from(broadcasts).where(eq(broadcasts.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function staffExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: staff.id }).from(staff).where(eq(staff.id, id));
  return row !== undefined;
}

export async function courseExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, id));
  return row !== undefined;
}

export async function isCourseAuthor(db: Db, courseId: number, staffId: number): Promise<boolean> {
  const [row] = await db
    .select({ courseId: courseAuthors.courseId })
    .from(courseAuthors)
    .where(and(eq(courseAuthors.courseId, courseId), eq(courseAuthors.staffId, staffId)));
  return row !== undefined;
}

export async function insertBroadcast(db: Db, values: NewBroadcast): Promise<BroadcastRow> {
  const [row] = await db.insert(broadcasts).values(values).returning();
  if (!row) throw new Error('insert into broadcasts returned nothing');
  return row;
}

export async function updateBroadcast(db: Db, id: number, patch: Partial<NewBroadcast>): Promise<void> {
  await db
    .update(broadcasts)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(broadcasts.id, id));
}

export async function deleteBroadcast(db: Db, id: number): Promise<void> {
  await db.delete(broadcasts).where(eq(broadcasts.id, id));
}
