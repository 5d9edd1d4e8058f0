import {
  COURSE_COMMENT_REQUIRED,
  COURSE_STATUS,
  COURSE_STATUS_LABELS,
  type Course,
  type CourseStatusBody,
  courseTransitionNeedsComment,
  isCourseTransitionAllowed,
} from '@school/contracts';
import type { Db } from '../../db/types';
import { AppError, badRequest } from '../../http-errors';
import { audit } from '../audit';
import type { Actor } from './course-access';
import { insertStatusChange } from './course-history.repository';
import { mutateCourse } from './course-reader';
import { updateCourse } from './courses.repository';

const label = (status: number) => `«${COURSE_STATUS_LABELS[status as keyof typeof COURSE_STATUS_LABELS]}»`;

/**
 * Moves the course along the state machine of contracts' COURSE_TRANSITIONS and records the change.
 * A move nobody may make is 400; a move only an admin may make, asked by an author, is 403.
 */
export function changeCourseStatus(
  db: Db,
  actor: Actor,
  id: number,
  body: CourseStatusBody,
): Promise<Course> {
  return mutateCourse(db, actor, id, async (tx, access) => {
    const from = access.course.status;
    const to = body.status;
    if (from === to) throw badRequest(`Курс уже в статусе ${label(to)}`, 'status');
    if (!isCourseTransitionAllowed(from, to, access.isAdmin)) {
      if (!access.isAdmin && isCourseTransitionAllowed(from, to, true)) {
        throw new AppError(
          403,
          `Перевести курс из статуса ${label(from)} в ${label(to)} может только администратор`,
        );
      }
      throw badRequest(`Нельзя перевести курс из статуса ${label(from)} в ${label(to)}`, 'status');
    }
    const comment = body.comment || null;
    if (courseTransitionNeedsComment(to) && !comment) throw badRequest(COURSE_COMMENT_REQUIRED, 'comment');

    await updateCourse(tx, id, {
      status: to,
      ...(to === COURSE_STATUS.publish ? { publishedAt: new Date() } : {}),
    });
    await insertStatusChange(tx, {
      courseId: id,
      fromStatus: from,
      toStatus: to,
      comment,
      staffId: actor.id,
    });
    await audit.record(tx, {
      actorId: actor.id,
      action: 'course.status',
      entity: 'course',
      entityId: id,
      changes: { status: { from, to }, ...(comment ? { comment } : {}) },
    });
  });
}
