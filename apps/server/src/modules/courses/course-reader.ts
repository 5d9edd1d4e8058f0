import type { Course, CourseListItem, ListResponse } from '@school/contracts';
import type { Db } from '../../db/types';
import { notFound } from '../../http-errors';
import { toCourseDto, toCourseListItem } from './course.mapper';
import { type Actor, accessCourse, COURSE_NOT_FOUND, type CourseAccess } from './course-access';
import { authorsOfCourses } from './course-authors.repository';
import { listStatusChanges } from './course-history.repository';
import { listCourseTree } from './course-outline.repository';
import { type CourseListFilter, coursesList } from './courses.list';
import { findCourseListRow } from './courses.repository';

/** The course page for `actor` (404 / 403 as accessCourse decides). */
export async function loadCourse(db: Db, actor: Actor, id: number): Promise<Course> {
  const access = await accessCourse(db, actor, id);
  return assembleCourse(db, access);
}

export async function assembleCourse(db: Db, access: CourseAccess): Promise<Course> {
  const id = access.course.id;
  const [listRow, authors, modules, history] = await Promise.all([
    findCourseListRow(db, id),
    authorsOfCourses(db, [id]),
    listCourseTree(db, id),
    listStatusChanges(db, id),
  ]);
  if (!listRow) throw notFound(COURSE_NOT_FOUND);
  return toCourseDto({ listRow, authors: authors.get(id) ?? [], modules, history, access });
}

export async function listCourseItems(
  db: Db,
  filter: CourseListFilter,
): Promise<ListResponse<CourseListItem>> {
  const { items, total } = await coursesList.page(db, filter);
  const authors = await authorsOfCourses(
    db,
    items.map((item) => item.row.id),
  );
  return { items: items.map((item) => toCourseListItem(item, authors.get(item.row.id) ?? [])), total };
}

/** Runs `work` in a transaction with the course row locked and the caller's access checked (404 / 403). */
export function withCourseLocked<T>(
  db: Db,
  actor: Actor,
  courseId: number,
  work: (tx: Db, access: CourseAccess) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => work(tx, await accessCourse(tx, actor, courseId, { lock: true })));
}

/** `withCourseLocked`, then the updated course page: the answer of every course mutation. */
export async function mutateCourse(
  db: Db,
  actor: Actor,
  courseId: number,
  work: (tx: Db, access: CourseAccess) => Promise<void>,
): Promise<Course> {
  await withCourseLocked(db, actor, courseId, work);
  return loadCourse(db, actor, courseId);
}
