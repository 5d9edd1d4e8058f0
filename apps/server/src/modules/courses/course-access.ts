import {
  allowedCourseTransitions,
  type CourseStatus,
  canEditCourseContent,
  isAdminRole,
  type Role,
} from '@school/contracts';
import type { CourseRow } from '../../db/schema/courses.table';
import type { Db } from '../../db/types';
import { AppError, forbidden, notFound } from '../../http-errors';
import { isCourseAuthor } from './course-authors.repository';
import { findCourseById } from './courses.repository';

/** Who is calling: enough to decide what they may do with a course. */
export interface Actor {
  id: number;
  role: Role;
}

export interface CourseAccess {
  course: CourseRow;
  isAdmin: boolean;
  canEdit: boolean;
  allowedTransitions: CourseStatus[];
}

export const COURSE_NOT_FOUND = 'Курс не найден';
const EDIT_LOCKED =
  'Автор может менять курс только в статусах «Черновик» и «Нужны правки»; сейчас курс на проверке или закрыт';

/**
 * Loads the course for `actor`: 404 when it does not exist, 403 when the actor is neither an admin nor
 * assigned to it. Inside a transaction pass `lock` so concurrent changes of one course serialise.
 */
export async function accessCourse(
  db: Db,
  actor: Actor,
  courseId: number,
  options: { lock?: boolean } = {},
): Promise<CourseAccess> {
  const course = await findCourseById(db, courseId, options.lock);
  if (!course) throw notFound(COURSE_NOT_FOUND);
  const isAdmin = isAdminRole(actor.role);
  if (!isAdmin && !(await isCourseAuthor(db, courseId, actor.id))) throw forbidden();
  return {
    course,
    isAdmin,
    canEdit: canEditCourseContent(course.status, isAdmin),
    allowedTransitions: allowedCourseTransitions(course.status, isAdmin),
  };
}

/** The content (details, modules, lessons) may change now, or 403 with the reason. */
export function assertCanEdit(access: CourseAccess): void {
  if (!access.canEdit) throw new AppError(403, EDIT_LOCKED);
}
