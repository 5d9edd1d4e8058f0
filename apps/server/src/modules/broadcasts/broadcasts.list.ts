import type { BroadcastsQuery } from '@school/contracts';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { type BroadcastRow, broadcasts } from '../../db/schema/broadcasts.table';
import { courses } from '../../db/schema/courses.table';
import { files } from '../../db/schema/files.table';
import { staff } from '../../db/schema/staff.table';
import { defineFeed } from '../../lists';

const coverFile = alias(files, 'cover_file');
const avatarFile = alias(files, 'avatar_file');

/** A broadcast as the query returns it (flat; broadcasts.repository.ts's toView nests it). */
export interface BroadcastFeedRow {
  row: BroadcastRow;
  authorId: number | null;
  firstName: string | null;
  lastName: string | null;
  avatarKey: string | null;
  avatarName: string | null;
  courseId: number | null;
  courseName: string | null;
  coverId: number | null;
  coverKey: string | null;
  coverName: string | null;
  coverKind: string | null;
}

/** The tab's query plus the moment that splits upcoming from past (one per request, as the cards' `upcoming`). */
export type BroadcastsFeedQuery = BroadcastsQuery & { now: Date };

const at = (now: unknown) => sql`${now}::timestamptz`;

/**
 * `GET /api/broadcasts`: upcoming soonest first, past newest first; `all` puts the upcoming ones (soonest
 * first) before the past ones (newest first), as the card list reads them.
 */
export const broadcastsFeed = defineFeed<BroadcastsFeedQuery, BroadcastFeedRow>({
  name: 'broadcasts',
  table: broadcasts,
  id: broadcasts.id,
  columns: {
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
  },
  join: (query: PgSelect) =>
    query
      .leftJoin(staff, eq(broadcasts.staffId, staff.id))
      .leftJoin(avatarFile, eq(staff.avatarFileId, avatarFile.id))
      .leftJoin(courses, eq(broadcasts.courseId, courses.id))
      .leftJoin(coverFile, eq(broadcasts.coverFileId, coverFile.id)),
  order: (query) => {
    if (query.when === 'upcoming') return [asc(broadcasts.startsAt), asc(broadcasts.id)];
    if (query.when === 'past') return [desc(broadcasts.startsAt), desc(broadcasts.id)];
    const now = at(query.now.toISOString());
    return [
      asc(sql`case when ${broadcasts.startsAt} >= ${now} then 0 else 1 end`),
      sql`case when ${broadcasts.startsAt} >= ${now} then ${broadcasts.startsAt} end asc`,
      desc(broadcasts.startsAt),
      asc(broadcasts.id),
    ];
  },
  filter: {
    parts: (query) => ({
      shape: { when: query.when },
      values: { staffId: query.adminId, now: query.now.toISOString() },
    }),
    conditions: ({ shape, values }, bind) => {
      const conditions: SQL[] = [];
      if (values.staffId !== undefined)
        conditions.push(sql`${broadcasts.staffId} = ${bind('staffId', values.staffId)}`);
      if (shape.when === 'upcoming')
        conditions.push(sql`${broadcasts.startsAt} >= ${at(bind('now', values.now))}`);
      if (shape.when === 'past')
        conditions.push(sql`${broadcasts.startsAt} < ${at(bind('now', values.now))}`);
      return conditions;
    },
  },
});
