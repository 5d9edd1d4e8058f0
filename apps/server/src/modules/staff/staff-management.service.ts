import {
  SERVER_MESSAGES,
  type Staff,
  type StaffCreateBody,
  type StaffProfile,
  type StaffUpdateBody,
} from '@school/contracts';
import { isUniqueViolation } from '../../db/pg-errors';
import type { StaffRow } from '../../db/schema/staff.table';
import type { Db } from '../../db/types';
import { conflict, notFound } from '../../http-errors';
import { audit, diff } from '../audit';
import { assertStoredFile } from '../files';
import { handOverTeamViews } from '../saved-views';
import {
  countAssignedCourses,
  deleteStaff,
  findStaffByEmail,
  findStaffById,
  updateStaff,
} from './staff.repository';
import { createStaff, getStaffProfile } from './staff.service';
import {
  assertCanManage,
  assertCanView,
  canManage,
  cannotChangeOwnRole,
  cannotDeleteSelf,
  type StaffActor,
} from './staff-permissions';

const USER_NOT_FOUND = 'User not found';

export async function getStaffMember(db: Db, actor: StaffActor, id: number): Promise<StaffProfile> {
  assertCanView(actor, id);
  const profile = await getStaffProfile(db, id);
  const courseCount = await countAssignedCourses(db, id);
  return { ...profile, courseCount, canManage: canManage(actor, profile.role) };
}

export function addStaffMember(db: Db, actor: StaffActor, body: StaffCreateBody): Promise<Staff> {
  assertCanManage(actor, body.role);
  return createStaff(db, body, actor.id);
}

/** Locks the target, checks who may touch it, runs `work`; a taken e-mail at the index is a 409. */
export async function withManagedStaff<T>(
  db: Db,
  actor: StaffActor,
  id: number,
  work: (tx: Db, before: StaffRow) => Promise<T>,
  newRole?: StaffUpdateBody['role'],
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const before = await findStaffById(tx, id, true);
      if (!before) throw notFound(USER_NOT_FOUND);
      assertCanManage(actor, before.role, newRole);
      return work(tx, before);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SERVER_MESSAGES.userExists);
    throw error;
  }
}

export async function editStaffMember(db: Db, actor: StaffActor, id: number, body: StaffUpdateBody) {
  if (body.role !== undefined && actor.id === id) {
    const self = await findStaffById(db, id);
    if (self && self.role !== body.role) throw cannotChangeOwnRole();
  }
  await withManagedStaff(
    db,
    actor,
    id,
    async (tx, before) => {
      if (body.email && body.email !== before.email.toLowerCase()) {
        const other = await findStaffByEmail(tx, body.email);
        if (other && other.id !== id) throw conflict(SERVER_MESSAGES.userExists);
      }
      if (body.avatarFileId != null) await assertStoredFile(tx, body.avatarFileId, 'image', 'avatarFileId');
      if (Object.keys(diff(before, body)).length === 0) return;
      await updateStaff(tx, id, body);
      await audit.changed(tx, actor.id, 'staff', id, before, body);
    },
    body.role,
  );
  return getStaffMember(db, actor, id);
}

export async function setStaffFlag(
  db: Db,
  actor: StaffActor,
  id: number,
  patch: Pick<StaffUpdateBody, 'isVisible' | 'info'>,
) {
  return editStaffMember(db, actor, id, patch);
}

export async function removeStaffMember(db: Db, actor: StaffActor, id: number): Promise<void> {
  if (actor.id === id) throw cannotDeleteSelf();
  await withManagedStaff(db, actor, id, async (tx, before) => {
    await handOverTeamViews(tx, id, actor.id);
    await deleteStaff(tx, id);
    await audit.removed(tx, actor.id, 'staff', id, {
      email: before.email,
      role: before.role,
      firstName: before.firstName,
      lastName: before.lastName,
    });
  });
}
