import { endOfSchoolDay, type PurchasedCourse, type UndoOffer } from '@school/contracts';
import type { Db } from '../../db/types';
import { badRequest, conflict, notFound } from '../../http-errors';
import { audit } from '../audit';
import { findCourseById } from '../courses';
import { fileUrl } from '../files';
import { defineUndo, offerChangeUndo } from '../undo';
import {
  findLiveAccess,
  insertManualAccess,
  listLiveAccesses,
  restoreAccess,
  revokeAccess,
} from './course-accesses.repository';
import { getStudent, withStudentLocked } from './students.service';
import {
  findRunningCustom,
  insertCustomSubscription,
  refreshStudentSubscription,
  updateSubscription,
} from './subscriptions.repository';

export async function listPurchasedCourses(db: Db, studentId: number) {
  await getStudent(db, studentId);
  const rows = await listLiveAccesses(db, studentId);
  const items: PurchasedCourse[] = rows.map(({ access, course, cover, grantedBy }) => ({
    courseId: course.id,
    name: course.name,
    status: course.status,
    cover: cover ? fileUrl(cover) : null,
    cost: course.cost,
    source: access.source,
    grantedAt: access.grantedAt.toISOString(),
    grantedBy,
  }));
  return { items, total: items.length };
}

export async function grantCourseAccess(db: Db, actorId: number, studentId: number, courseId: number) {
  await addCourseAccess(db, actorId, studentId, courseId);
  return listPurchasedCourses(db, studentId);
}

/** The grant itself (also the bulk action's per row): 409 when the student already has the course. */
export async function addCourseAccess(db: Db, actorId: number, studentId: number, courseId: number) {
  await withStudentLocked(db, studentId, async (tx) => {
    const course = await findCourseById(tx, courseId);
    if (!course) throw badRequest('Курс не найден', 'courseId');
    if (await findLiveAccess(tx, studentId, courseId)) {
      throw conflict('У пользователя уже есть доступ к этому курсу');
    }
    const access = await insertManualAccess(tx, studentId, courseId, actorId);
    await audit.record(tx, {
      actorId,
      action: 'student.access-grant',
      entity: 'student',
      entityId: studentId,
      changes: { courseId, courseName: course.name, accessId: access.id },
    });
  });
}

const ACCESS_REMOVE = 'student.access-remove';

/**
 * Takes the student off a course (the access row stays, revoked, for the history) and answers the «Отменить»
 * that gives the same access back — its source and date kept, as if never removed.
 */
export async function removeCourseAccess(
  db: Db,
  actorId: number,
  studentId: number,
  courseId: number,
): Promise<{ undo: UndoOffer }> {
  const undo = await withStudentLocked(db, studentId, async (tx) => {
    const access = await findLiveAccess(tx, studentId, courseId);
    if (!access) throw notFound('У пользователя нет доступа к этому курсу');
    await revokeAccess(tx, access.id, actorId);
    await audit.record(tx, {
      actorId,
      action: ACCESS_REMOVE,
      entity: 'student',
      entityId: studentId,
      changes: { courseId, accessId: access.id, source: access.source },
    });
    return offerChangeUndo(tx, {
      staffId: actorId,
      action: ACCESS_REMOVE,
      entity: 'student',
      ids: [studentId],
      payload: { accessId: access.id, courseId },
    });
  });
  return { undo };
}

// «Отменить» of a removal: the same access row live again. A student who has the course again meanwhile keeps
// that access (nothing to give back); someone else's action on the student since is the undo kit's 409.
defineUndo(ACCESS_REMOVE, async (tx, _staffId, [studentId], payload) => {
  if (studentId === undefined || (await findLiveAccess(tx, studentId, payload.courseId as number))) return;
  await restoreAccess(tx, payload.accessId as number);
});

/**
 * A custom subscription runs through the end of `until` on the school's clock (Moscow). A running custom subscription is moved to
 * the new date rather than stacked, so the student has one.
 */
export async function setCustomSubscription(db: Db, actorId: number, studentId: number, until: string) {
  const endsAt = endOfSchoolDay(until);
  await withStudentLocked(db, studentId, async (tx, before) => {
    const running = await findRunningCustom(tx, studentId);
    if (running) await updateSubscription(tx, running.id, { currentPeriodEnd: endsAt });
    else await insertCustomSubscription(tx, studentId, endsAt, actorId);
    await refreshStudentSubscription(tx, studentId);
    await audit.record(tx, {
      actorId,
      action: 'student.custom-subscription',
      entity: 'student',
      entityId: studentId,
      changes: {
        until: { from: before.subscriptionEndsAt?.toISOString() ?? null, to: endsAt.toISOString() },
      },
    });
  });
  return getStudent(db, studentId);
}

/** Ends the running custom subscription now. */
export async function cancelCustomSubscription(db: Db, actorId: number, studentId: number) {
  await withStudentLocked(db, studentId, async (tx) => {
    const running = await findRunningCustom(tx, studentId);
    if (!running) throw notFound('У пользователя нет действующей индивидуальной подписки');
    const now = new Date();
    await updateSubscription(tx, running.id, { status: 'finished', currentPeriodEnd: now, cancelledAt: now });
    await refreshStudentSubscription(tx, studentId);
    await audit.record(tx, {
      actorId,
      action: 'student.custom-subscription-cancel',
      entity: 'student',
      entityId: studentId,
      changes: { subscriptionId: running.id },
    });
  });
  return getStudent(db, studentId);
}
