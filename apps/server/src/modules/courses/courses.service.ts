import {
  COURSE_STATUSES,
  type Course,
  type CourseCountByStatus,
  type CourseCreateBody,
  type CourseListItem,
  type CoursesListQuery,
  type CourseUpdateBody,
  isAdminRole,
  type ListResponse,
} from '@school/contracts';
import type { Db } from '../../db/types';
import { badRequest } from '../../http-errors';
import { audit, diff } from '../audit';
import { findDirectionById } from '../directions';
import { assertStoredFile } from '../files';
import { type Actor, assertCanEdit } from './course-access';
import { addCourseAuthor } from './course-authors.repository';
import { listCourseItems, loadCourse, mutateCourse, withCourseLocked } from './course-reader';
import { coursesList } from './courses.list';
import { countCoursesByStatus, deleteCourse, insertCourse, updateCourse } from './courses.repository';

export function listAllCourses(db: Db, query: CoursesListQuery): Promise<ListResponse<CourseListItem>> {
  return listCourseItems(db, query);
}

/** How many courses the list holds under its filters (its `total`), counted without reading a page. */
export function countAllCourses(db: Db, query: Partial<CoursesListQuery>): Promise<number> {
  return coursesList.count(db, query);
}

export function listMyCourses(db: Db, actor: Actor, query: CoursesListQuery) {
  return listCourseItems(db, myCourses(actor, query));
}

const myCourses = (actor: Actor, query: CoursesListQuery) => ({ ...query, assignedToId: actor.id });

/** What the global search shows of a course (courses.list.ts, `palette`). */
export type CoursePaletteRow = {
  id: number;
  name: string;
  directionName: string | null;
  authors: string | null;
};

/** The global search's «Курсы»: the first rows and total of `listAllCourses`, or of `listMyCourses` (`actor`). */
export function searchCourses(db: Db, query: CoursesListQuery, take: number, actor?: Actor) {
  return coursesList.palettePage<CoursePaletteRow>(db, actor ? myCourses(actor, query) : query, take);
}

export async function countMyCoursesByStatus(db: Db, actor: Actor): Promise<CourseCountByStatus> {
  const rows = await countCoursesByStatus(db, actor.id);
  const counts = new Map(rows.map((row) => [row.status, row.count]));
  return COURSE_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
}

export { loadCourse as getCourse };

/** Direction and cover must exist (400 on their field otherwise). */
async function checkReferences(tx: Db, body: CourseUpdateBody): Promise<void> {
  if (body.directionId != null && !(await findDirectionById(tx, body.directionId))) {
    throw badRequest('Направление не найдено', 'directionId');
  }
  if (body.coverFileId != null) await assertStoredFile(tx, body.coverFileId, 'image', 'coverFileId');
}

export async function createCourse(db: Db, actor: Actor, body: CourseCreateBody): Promise<Course> {
  const id = await db.transaction(async (tx) => {
    await checkReferences(tx, body);
    const row = await insertCourse(tx, {
      name: body.name,
      description: body.description,
      directionId: body.directionId ?? null,
      level: body.level,
      coverFileId: body.coverFileId ?? null,
      createdBy: actor.id,
    });
    // Curators and speakers build their own courses: the creator becomes the course's author.
    if (!isAdminRole(actor.role)) await addCourseAuthor(tx, row.id, actor.id);
    await audit.created(tx, actor.id, 'course', row.id, {
      name: row.name,
      directionId: row.directionId,
      level: row.level,
      status: row.status,
    });
    return row.id;
  });
  return loadCourse(db, actor, id);
}

export function updateCourseDetails(db: Db, actor: Actor, id: number, body: CourseUpdateBody) {
  return mutateCourse(db, actor, id, async (tx, access) => {
    assertCanEdit(access);
    await checkReferences(tx, body);
    if (Object.keys(diff(access.course, body)).length === 0) return;
    await updateCourse(tx, id, body);
    await audit.changed(tx, actor.id, 'course', id, access.course, body);
  });
}

/** Admins only (route guard); modules, lessons, authors and history go with the course. */
export async function removeCourse(db: Db, actor: Actor, id: number): Promise<void> {
  await withCourseLocked(db, actor, id, async (tx, access) => {
    await deleteCourse(tx, id);
    await audit.removed(tx, actor.id, 'course', id, {
      name: access.course.name,
      status: access.course.status,
    });
  });
}
