import type { CourseModuleRow } from '../../db/schema/course-modules.table';
import type { Db } from '../../db/types';
import { notFound } from '../../http-errors';
import type { Actor, CourseAccess } from '../courses';
import { withCourseLocked } from '../courses';
import { findModuleById } from './course-modules.repository';

export const MODULE_NOT_FOUND = 'Модуль не найден';

/**
 * Runs `work` with the module's course locked and the caller's access to it checked. The module is read
 * again under the lock, so one deleted meanwhile is a 404 rather than a write into nothing.
 */
export async function withModuleLocked<T>(
  db: Db,
  actor: Actor,
  moduleId: number,
  work: (tx: Db, access: CourseAccess, module: CourseModuleRow) => Promise<T>,
): Promise<T> {
  const found = await findModuleById(db, moduleId);
  if (!found) throw notFound(MODULE_NOT_FOUND);
  return withCourseLocked(db, actor, found.courseId, async (tx, access) => {
    const module = await findModuleById(tx, moduleId);
    if (!module) throw notFound(MODULE_NOT_FOUND);
    return work(tx, access, module);
  });
}
