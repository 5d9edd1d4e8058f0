import type {
  CourseModule,
  CourseModuleCreateBody,
  CourseModuleIndexBody,
  CourseModuleUpdateBody,
} from '@school/contracts';
import type { Db } from '../../db/types';
import { notFound } from '../../http-errors';
import { audit } from '../audit';
import {
  type Actor,
  assertCanEdit,
  assertPermutation,
  listCourseTree,
  setLessonPlacements,
  toModuleDto,
  touchCourse,
  withCourseLocked,
} from '../courses';
import {
  deleteModule,
  insertModule,
  lessonIdsOfModule,
  nextModulePosition,
  updateModule,
} from './course-modules.repository';
import { MODULE_NOT_FOUND, withModuleLocked } from './module-access';

async function loadModule(db: Db, courseId: number, moduleId: number): Promise<CourseModule> {
  const tree = (await listCourseTree(db, courseId)).find((module) => module.row.id === moduleId);
  if (!tree) throw notFound(MODULE_NOT_FOUND);
  return toModuleDto(tree);
}

export async function createModule(db: Db, actor: Actor, courseId: number, body: CourseModuleCreateBody) {
  const row = await withCourseLocked(db, actor, courseId, async (tx, access) => {
    assertCanEdit(access);
    const created = await insertModule(tx, {
      courseId,
      name: body.name,
      position: await nextModulePosition(tx, courseId),
    });
    await touchCourse(tx, courseId);
    await audit.created(tx, actor.id, 'module', created.id, { courseId, name: created.name });
    return created;
  });
  return loadModule(db, courseId, row.id);
}

export async function renameModule(
  db: Db,
  actor: Actor,
  id: number,
  body: CourseModuleUpdateBody,
): Promise<CourseModule> {
  const courseId = await withModuleLocked(db, actor, id, async (tx, access, module) => {
    assertCanEdit(access);
    if (module.name !== body.name) {
      await updateModule(tx, id, { name: body.name });
      await touchCourse(tx, module.courseId);
      await audit.changed(tx, actor.id, 'module', id, module, { name: body.name });
    }
    return module.courseId;
  });
  return loadModule(db, courseId, id);
}

/** The module's lessons go with it. */
export async function removeModule(db: Db, actor: Actor, id: number): Promise<void> {
  await withModuleLocked(db, actor, id, async (tx, access, module) => {
    assertCanEdit(access);
    const lessonIds = await lessonIdsOfModule(tx, id);
    await deleteModule(tx, id);
    await touchCourse(tx, module.courseId);
    await audit.removed(tx, actor.id, 'module', id, {
      courseId: module.courseId,
      name: module.name,
      lessonIds,
    });
  });
}

/** `PATCH /api/modules/{id}/index`: the module's lessons in a new order (all of them, once each). */
export async function reorderModuleLessons(db: Db, actor: Actor, id: number, body: CourseModuleIndexBody) {
  const courseId = await withModuleLocked(db, actor, id, async (tx, access, module) => {
    assertCanEdit(access);
    assertPermutation(
      await lessonIdsOfModule(tx, id),
      body.lessonIds.map((lessonId, i) => ({ id: lessonId, path: `lessonIds.${i}` })),
      { noun: 'Урок', scope: 'в этом модуле', missingPath: 'lessonIds' },
    );
    await setLessonPlacements(
      tx,
      body.lessonIds.map((lessonId, position) => ({ id: lessonId, moduleId: id, position })),
    );
    await touchCourse(tx, module.courseId);
    await audit.record(tx, {
      actorId: actor.id,
      action: 'module.reorder',
      entity: 'module',
      entityId: id,
      changes: { lessonIds: body.lessonIds },
    });
    return module.courseId;
  });
  return loadModule(db, courseId, id);
}
