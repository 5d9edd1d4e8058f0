import type {
  CourseModule,
  CourseModuleCreateBody,
  CourseModuleIndexBody,
  CourseModuleReorderResponse,
  CourseModuleUpdateBody,
  UndoOffer,
} from '@school/contracts';
import type { Db } from '../../db/types';
import { notFound } from '../../http-errors';
import { audit } from '../audit';
import {
  type Actor,
  assertCanEdit,
  assertPermutation,
  type CourseAccess,
  listCourseTree,
  setLessonPlacements,
  toModuleDto,
  touchCourse,
  withCourseLocked,
} from '../courses';
import { allowUndo, defineUndo, offerChangeUndo, offerDeleteUndo, refusedIfChanged } from '../undo';
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
/** A module's delete keeps the module, its lessons and their files' links, and the questions' links it empties. */
const LESSONS_OF_MODULE = { table: 'lessons', column: 'module_id' } as const;
const MODULE_UNDO = [
  { table: 'course_modules', column: 'id' },
  LESSONS_OF_MODULE,
  { table: 'lesson_files', column: 'lesson_id', through: LESSONS_OF_MODULE },
] as const;
const MODULE_LINKS = [{ table: 'questions', column: 'lesson_id', through: LESSONS_OF_MODULE }] as const;
allowUndo(MODULE_UNDO, MODULE_LINKS);

/** Deletes a module with its lessons and offers «Отменить»; all of it waits 30 days in «Корзина». */
export async function removeModule(db: Db, actor: Actor, id: number): Promise<UndoOffer> {
  return withModuleLocked(db, actor, id, async (tx, access, module) => {
    assertCanEdit(access);
    const lessonIds = await lessonIdsOfModule(tx, id);
    const undo = await offerDeleteUndo(tx, {
      staffId: actor.id,
      action: 'module.delete',
      entity: 'module',
      ids: [id],
      tables: MODULE_UNDO,
      links: MODULE_LINKS,
      trash: { title: module.name, link: `/courses/${module.courseId}` },
    });
    await deleteModule(tx, id);
    await touchCourse(tx, module.courseId);
    await audit.removed(tx, actor.id, 'module', id, {
      courseId: module.courseId,
      name: module.name,
      lessonIds,
    });
    return undo;
  });
}

const LESSON_REORDER = 'module.reorder';

/**
 * `PATCH /api/modules/{id}/index`: the module's lessons in a new order (all of them, once each), with the
 * «Отменить» that puts the previous order back.
 */
export async function reorderModuleLessons(
  db: Db,
  actor: Actor,
  id: number,
  body: CourseModuleIndexBody,
): Promise<CourseModuleReorderResponse> {
  let undo: UndoOffer | undefined;
  const courseId = await withModuleLocked(db, actor, id, async (tx, access, module) => {
    const previous = await lessonIdsOfModule(tx, id);
    await applyLessonOrder(tx, access, actor, module, body.lessonIds);
    undo = await offerChangeUndo(tx, {
      staffId: actor.id,
      action: LESSON_REORDER,
      entity: 'module',
      ids: [id],
      payload: { actor: { id: actor.id, role: actor.role }, lessonIds: previous },
    });
    return module.courseId;
  });
  return { ...(await loadModule(db, courseId, id)), undo: undo as UndoOffer };
}

// «Отменить» of a lesson reorder: the order as it was, by the same person; a lesson added to the module or moved
// out of it since makes it impossible (409).
defineUndo(LESSON_REORDER, async (tx, _staffId, [id], payload) => {
  const actor = payload.actor as Actor;
  await refusedIfChanged(() =>
    withModuleLocked(tx, actor, id as number, (locked, access, module) =>
      applyLessonOrder(locked, access, actor, module, payload.lessonIds as number[]),
    ),
  );
});

async function applyLessonOrder(
  tx: Db,
  access: CourseAccess,
  actor: Actor,
  module: { id: number; courseId: number },
  lessonIds: readonly number[],
) {
  assertCanEdit(access);
  assertPermutation(
    await lessonIdsOfModule(tx, module.id),
    lessonIds.map((lessonId, i) => ({ id: lessonId, path: `lessonIds.${i}` })),
    { noun: 'Урок', scope: 'в этом модуле', missingPath: 'lessonIds' },
  );
  await setLessonPlacements(
    tx,
    lessonIds.map((lessonId, position) => ({ id: lessonId, moduleId: module.id, position })),
  );
  await touchCourse(tx, module.courseId);
  await audit.record(tx, {
    actorId: actor.id,
    action: 'module.reorder',
    entity: 'module',
    entityId: module.id,
    changes: { lessonIds },
  });
}
