import type { Course, CourseIndexBody } from '@school/contracts';
import type { Db } from '../../db/types';
import { audit } from '../audit';
import { type Actor, assertCanEdit } from './course-access';
import {
  lessonsOfCourse,
  moduleIdsOfCourse,
  setLessonPlacements,
  setModulePositions,
} from './course-outline.repository';
import { mutateCourse } from './course-reader';
import { touchCourse } from './courses.repository';
import { assertPermutation } from './permutation';

/**
 * `PATCH /api/courses/{id}/index`: the whole order of modules and lessons in one call. It must be a
 * permutation of the course's current modules and lessons; a lesson may move to another module.
 */
export function reorderCourse(db: Db, actor: Actor, id: number, body: CourseIndexBody): Promise<Course> {
  return mutateCourse(db, actor, id, async (tx, access) => {
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
  });
}
