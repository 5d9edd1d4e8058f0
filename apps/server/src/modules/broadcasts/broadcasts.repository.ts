import { and, eq } from 'drizzle-orm';
import { type BroadcastRow, broadcasts } from '../../db/schema/broadcasts.table';
import { courseAuthors } from '../../db/schema/course-authors.table';
import { courses } from '../../db/schema/courses.table';
import { staff } from '../../db/schema/staff.table';
import type { Db } from '../../db/types';
import type { FileUrlParts } from '../files';
import { type BroadcastFeedRow, type BroadcastsFeedQuery, broadcastsFeed } from './broadcasts.list';

export type NewBroadcast = typeof broadcasts.$inferInsert;

/** A broadcast with what its card shows: the author, the course and the cover. */
export interface BroadcastView {
  row: BroadcastRow;
  author: { id: number; firstName: string; lastName: string; avatar: FileUrlParts | null } | null;
  course: { id: number; name: string } | null;
  cover: (FileUrlParts & { id: number }) | null;
}

function toView(selected: BroadcastFeedRow): BroadcastView {
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

/** A page of the feed (broadcasts.list.ts) and its total. */
export async function listBroadcastViews(
  db: Db,
  query: BroadcastsFeedQuery,
): Promise<{ items: BroadcastView[]; total: number }> {
  const { items, total } = await broadcastsFeed.page(db, query);
  return { items: items.map(toView), total };
}

export async function findBroadcastView(db: Db, id: number): Promise<BroadcastView | undefined> {
  const [row] = await broadcastsFeed.select(db).where(eq(broadcasts.id, id));
  return row && toView(row as BroadcastFeedRow);
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
