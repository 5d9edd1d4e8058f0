import { type CourseAssignBody, type CourseAuthorsResponse, isAdminRole } from '@school/contracts';
import type { Db } from '../../db/types';
import { badRequest, notFound } from '../../http-errors';
import { audit } from '../audit';
import { findStaffById } from '../staff';
import { toCourseAuthorDto } from './course.mapper';
import { COURSE_NOT_FOUND } from './course-access';
import { addCourseAuthor, authorsOfCourses, removeCourseAuthor } from './course-authors.repository';
import { findCourseById } from './courses.repository';

/**
 * `POST /api/admins/{id}/assign-to-course` (admins): assigns a curator or speaker to a course or removes
 * them. Admins are never assigned: they see and edit every course anyway. Repeating a call is harmless.
 */
export async function assignStaffToCourse(
  db: Db,
  actorId: number,
  staffId: number,
  body: CourseAssignBody,
): Promise<CourseAuthorsResponse> {
  await db.transaction(async (tx) => {
    const member = await findStaffById(tx, staffId);
    if (!member) throw notFound('User not found');
    if (isAdminRole(member.role)) {
      throw badRequest('Назначить на курс можно только куратора или спикера', 'id');
    }
    const course = await findCourseById(tx, body.courseId, true);
    if (!course) throw badRequest(COURSE_NOT_FOUND, 'courseId');
    const changed = body.assigned
      ? await addCourseAuthor(tx, course.id, staffId)
      : await removeCourseAuthor(tx, course.id, staffId);
    if (!changed) return;
    await audit.record(tx, {
      actorId,
      action: body.assigned ? 'course.assign' : 'course.unassign',
      entity: 'course',
      entityId: course.id,
      changes: { staffId, role: member.role },
    });
  });
  const authors = await authorsOfCourses(db, [body.courseId]);
  return { courseId: body.courseId, authors: (authors.get(body.courseId) ?? []).map(toCourseAuthorDto) };
}
