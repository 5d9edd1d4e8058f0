import type { CoursesListQuery } from '@school/contracts';
import { eq, exists, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { courseAuthors } from '../../db/schema/course-authors.table';
import { courseModules } from '../../db/schema/course-modules.table';
import { type CourseRow, courses } from '../../db/schema/courses.table';
import { directions } from '../../db/schema/directions.table';
import { files } from '../../db/schema/files.table';
import { lessons } from '../../db/schema/lessons.table';
import { staff } from '../../db/schema/staff.table';
import { defineList } from '../../lists';

export type CourseListRow = {
  row: CourseRow;
  direction: { id: number; name: string } | null;
  cover: { id: number; urlKey: string; originalName: string } | null;
  moduleCount: number;
  lessonCount: number;
};

export interface CourseListFilter extends CoursesListQuery {
  /** `/courses/my`: only the courses assigned to this staff member. */
  assignedToId?: number;
}

const moduleCount = sql<number>`(select count(*)::int from ${courseModules} where ${courseModules.courseId} = ${courses.id})`;
const lessonCount = sql<number>`(select count(*)::int from ${lessons} join ${courseModules} on ${courseModules.id} = ${lessons.moduleId} where ${courseModules.courseId} = ${courses.id})`;

/** Courses the staff member is an author of. */
export const assignedTo = (staffId: unknown) =>
  exists(
    sql`(select 1 from ${courseAuthors} where ${courseAuthors.courseId} = ${courses.id} and ${courseAuthors.staffId} = ${staffId})`,
  );

/** `GET /api/courses` and `/api/courses/my`: a small list (offset pages, exact total), newest first. */
export const coursesList = defineList<CourseListFilter, CourseListRow>({
  name: 'courses',
  table: courses,
  id: courses.id,
  columns: {
    row: courses,
    direction: { id: directions.id, name: directions.name },
    cover: { id: files.id, urlKey: files.urlKey, originalName: files.originalName },
    moduleCount,
    lessonCount,
  },
  join: (query: PgSelect) =>
    query
      .leftJoin(directions, eq(courses.directionId, directions.id))
      .leftJoin(files, eq(courses.coverFileId, files.id)),
  sorts: {
    id: courses.id,
    name: courses.name,
    status: courses.status,
    cost: courses.cost,
    lessonCount,
    createdAt: courses.createdAt,
    updatedAt: courses.updatedAt,
    publishedAt: courses.publishedAt,
  },
  defaultSort: { field: 'createdAt', order: -1 },
  // The global search: the name, the direction and the authors (as the card lists them).
  palette: {
    columns: {
      id: courses.id,
      name: courses.name,
      directionName: directions.name,
      authors: sql<string | null>`(select string_agg(${staff.lastName} || ' ' || ${staff.firstName}, ', '
        order by ${staff.lastName}, ${staff.firstName}, ${staff.id})
        from ${courseAuthors} join ${staff} on ${staff.id} = ${courseAuthors.staffId}
        where ${courseAuthors.courseId} = ${courses.id})`,
    },
    join: (query: PgSelect) => query.leftJoin(directions, eq(courses.directionId, directions.id)),
  },
  // lower(name) LIKE matches the trigram index on lower(name).
  search: {
    words: (text) => [text.toLowerCase()],
    match: (pattern) => sql`lower(${courses.name}) like ${pattern}`,
  },
  filter: {
    parts: (query) => ({
      shape: {},
      values: {
        status: query.status,
        directionId: query.directionId,
        level: query.level,
        isOnMain: query.isOnMain,
        isTop: query.isTop,
        authorId: query.authorId,
        assignedToId: query.assignedToId,
      },
    }),
    // Every value through `bind`: the global search prepares its statements (lists/palette.ts).
    conditions: ({ values }, bind) => {
      const filter = values as Partial<CourseListFilter>;
      const conditions: SQL[] = [];
      if (filter.status !== undefined)
        conditions.push(sql`${courses.status} = ${bind('status', filter.status)}`);
      if (filter.directionId !== undefined)
        conditions.push(sql`${courses.directionId} = ${bind('directionId', filter.directionId)}`);
      if (filter.level !== undefined) conditions.push(sql`${courses.level} = ${bind('level', filter.level)}`);
      if (filter.isOnMain !== undefined)
        conditions.push(sql`${courses.isOnMain} = ${bind('isOnMain', filter.isOnMain === 'true')}`);
      if (filter.isTop !== undefined)
        conditions.push(sql`${courses.isTop} = ${bind('isTop', filter.isTop === 'true')}`);
      if (filter.authorId !== undefined) conditions.push(assignedTo(bind('authorId', filter.authorId)));
      if (filter.assignedToId !== undefined)
        conditions.push(assignedTo(bind('assignedToId', filter.assignedToId)));
      return conditions;
    },
  },
});
