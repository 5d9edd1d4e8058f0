import type { CourseIndexBody, CourseReorderResponse, UndoOffer } from '@school/contracts';
import type { Db } from '../../db/types';
import { audit } from '../audit';
import { defineUndo, offerChangeUndo, refusedIfChanged } from '../undo';
import { type Actor, assertCanEdit, type CourseAccess } from './course-access';
import {
  courseIndexOf,
  lessonsOfCourse,
  moduleIdsOfCourse,
  setLessonPlacements,
  setModulePositions,
} from './course-outline.repository';
import { mutateCourse, withCourseLocked } from './course-reader';
import { touchCourse } from './courses.repository';
import { assertPermutation } from './permutation';

const REORDER = 'course.reorder';

/**
 * `PATCH /api/courses/{id}/index`: the whole order of modules and lessons in one call. It must be a
 * permutation of the course's current modules and lessons; a lesson may move to another module. The answer
 * carries the «Отменить» that puts the previous order back.
 */
export async function reorderCourse(
  db: Db,
  actor: Actor,
  id: number,
  body: CourseIndexBody,
): Promise<CourseReorderResponse> {
  let undo: UndoOffer | undefined;
  const course = await mutateCourse(db, actor, id, async (tx, access) => {
    const previous = await courseIndexOf(tx, id);
    await applyCourseIndex(tx, access, actor, id, body);
    undo = await offerChangeUndo(tx, {
      staffId: actor.id,
      action: REORDER,
      entity: 'course',
      ids: [id],
      payload: { actor: { id: actor.id, role: actor.role }, indexesData: previous },
    });
  });
  return { ...course, undo: undo as UndoOffer };
}

// «Отменить» of a reorder: the order as it was, by the same person; a module or lesson added or removed since
// makes it impossible (409).
defineUndo(REORDER, async (tx, _staffId, [id], payload) => {
  const actor = payload.actor as Actor;
  await refusedIfChanged(() =>
    withCourseLocked(tx, actor, id as number, (locked, access) =>
      applyCourseIndex(locked, access, actor, id as number, {
        indexesData: payload.indexesData as CourseIndexBody['indexesData'],
      }),
    ),
  );
});

async function applyCourseIndex(
  tx: Db,
  access: CourseAccess,
  actor: Actor,
  id: number,
  body: CourseIndexBody,
) {
  {
    assertCanEdit(access);
    const entries = body.indexesData;
    const [moduleIds, courseLessons] = await Promise.all([
      moduleIdsOfCourse(tx, id),
      lessonsOfCourse(tx, id),
    ]);
    assertPermutation(
      moduleIds,
      entries.map((entry, i) => ({ id: entry.moduleId, path: `indexesData.${i}.moduleId` })),
      { noun: 'Модуль', scope: 'в этом курсе', missingPath: 'indexesData' },
    );
    assertPermutation(
      courseLessons.map((lesson) => lesson.id),
      entries.flatMap((entry, i) =>
        entry.lessonIds.map((lessonId, j) => ({ id: lessonId, path: `indexesData.${i}.lessonIds.${j}` })),
      ),
      { noun: 'Урок', scope: 'в этом курсе', missingPath: 'indexesData' },
    );

    await setModulePositions(
      tx,
      entries.map((entry) => entry.moduleId),
    );
    await setLessonPlacements(
      tx,
      entries.flatMap((entry) =>
        entry.lessonIds.map((lessonId, position) => ({ id: lessonId, moduleId: entry.moduleId, position })),
      ),
    );
    await touchCourse(tx, id);
    await audit.record(tx, {
      actorId: actor.id,
      action: 'course.reorder',
      entity: 'course',
      entityId: id,
      changes: { indexesData: entries },
    });
  }
}
