import type { Course, CourseCostBody } from '@school/contracts';
import type { Db } from '../../db/types';
import { audit, diff } from '../audit';
import type { Actor } from './course-access';
import { mutateCourse } from './course-reader';
import { type NewCourse, nextPlacement, updateCourse } from './courses.repository';

/** Records `patch` (only what changed) as `action`; the admin-only settings of a course. */
function applySetting(db: Db, actor: Actor, id: number, action: string, patch: Partial<NewCourse>) {
  return mutateCourse(db, actor, id, async (tx, access) => {
    const changes = diff(access.course, patch);
    if (Object.keys(changes).length === 0) return;
    await updateCourse(tx, id, patch);
    await audit.record(tx, { actorId: actor.id, action, entity: 'course', entityId: id, changes });
  });
}

export function setCourseVisibility(db: Db, actor: Actor, id: number, isVisible: boolean): Promise<Course> {
  return applySetting(db, actor, id, 'course.view', { isVisible });
}

/** Put on the main page: goes last there; removed: loses its place. */
export function setCourseOnMain(db: Db, actor: Actor, id: number, isOnMain: boolean): Promise<Course> {
  return mutateCourseFlag(
    db,
    actor,
    id,
    'course.main',
    { flag: 'isOnMain', position: 'mainPosition' },
    isOnMain,
  );
}

/** Put in the TOP: goes last there; removed: loses its place. */
export function setCourseTop(db: Db, actor: Actor, id: number, isTop: boolean): Promise<Course> {
  return mutateCourseFlag(db, actor, id, 'course.top', { flag: 'isTop', position: 'topPosition' }, isTop);
}

function mutateCourseFlag(
  db: Db,
  actor: Actor,
  id: number,
  action: string,
  columns: { flag: 'isOnMain' | 'isTop'; position: 'mainPosition' | 'topPosition' },
  on: boolean,
) {
  return mutateCourse(db, actor, id, async (tx, access) => {
    if (access.course[columns.flag] === on) return;
    const position = on ? await nextPlacement(tx, columns.position) : null;
    await updateCourse(tx, id, { [columns.flag]: on, [columns.position]: position });
    await audit.record(tx, {
      actorId: actor.id,
      action,
      entity: 'course',
      entityId: id,
      changes: { [columns.flag]: { from: !on, to: on } },
    });
  });
}

/** The body is already consistent (contracts: cost = costBeforeDiscount − personalDiscount, all ≥ 0). */
export function setCourseCost(db: Db, actor: Actor, id: number, body: CourseCostBody): Promise<Course> {
  return applySetting(db, actor, id, 'course.cost', {
    costBeforeDiscount: body.costBeforeDiscount,
    personalDiscount: body.personalDiscount,
    cost: body.cost,
  });
}
