import { isAdminRole, type Role } from '@school/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import { applications } from '../../db/schema/applications.table';
import type { Db } from '../../db/types';
import { forbidden } from '../../http-errors';
import { ofStaff } from './applications.list';

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
  const where: SQL = and(eq(applications.id, id), ofStaff(owner))!;
  const [own] = await db.select({ id: applications.id }).from(applications).where(where);
  if (!own) throw forbidden();
}
