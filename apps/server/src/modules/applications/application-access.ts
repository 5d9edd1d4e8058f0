import { isAdminRole, type Role } from '@school/contracts';
import type { Db } from '../../db/types';
import { forbidden } from '../../http-errors';
import { isApplicationOf } from './applications.repository';

export type Actor = { id: number; role: Role };

/**
 * The owner restriction of a caller: none for admins; a curator or speaker sees only applications for their
 * own services and courses, and may not ask for another staff member's (403).
 */
export function ownerOf(actor: Actor, staffId?: number | undefined): number | undefined {
  if (isAdminRole(actor.role)) return undefined;
  if (staffId !== undefined && staffId !== actor.id) throw forbidden();
  return actor.id;
}

/** 403 unless the caller may see and work this application (it exists: the caller checked). */
export async function assertMayWork(db: Db, actor: Actor, id: number): Promise<void> {
  const owner = ownerOf(actor);
  if (owner === undefined) return;
  if (!(await isApplicationOf(db, id, owner))) throw forbidden();
}
