import type { ListResponse, MyInfo, MyInfoUpdateBody, Role, Staff, StaffListQuery } from '@school/contracts';
import { SERVER_MESSAGES } from '@school/contracts';
import type { Db } from '../../db/types';
import { badRequest, conflict, notFound } from '../../http-errors';
import { hashPassword } from '../../password';
import { audit, diff } from '../audit';
import { findFileById } from '../files';
import { staffList } from './staff.list';
import { toStaffDto } from './staff.mapper';
import {
  findStaffByEmail,
  findStaffById,
  findStaffWithAvatar,
  insertStaff,
  updateStaff,
} from './staff.repository';

export async function getStaffProfile(db: Db, id: number): Promise<Staff> {
  const found = await findStaffWithAvatar(db, id);
  if (!found) throw notFound('User not found');
  return toStaffDto(found);
}

/** `GET /api/admins/my-info`: the profile and the account's own preferences. */
export async function getMyInfo(db: Db, id: number): Promise<MyInfo> {
  const found = await findStaffWithAvatar(db, id);
  if (!found) throw notFound('User not found');
  return { ...toStaffDto(found), startPage: found.row.startPage };
}

export async function updateMyInfo(db: Db, actorId: number, body: MyInfoUpdateBody): Promise<MyInfo> {
  await db.transaction(async (tx) => {
    const before = await findStaffById(tx, actorId, true);
    if (!before) throw notFound('User not found');
    if (body.avatarFileId != null) {
      const file = await findFileById(tx, body.avatarFileId);
      if (file?.kind !== 'image') throw badRequest('Avatar must be an uploaded image', 'avatarFileId');
    }
    const patch = {
      firstName: body.firstName,
      lastName: body.lastName,
      info: body.info,
      avatarFileId: body.avatarFileId,
      startPage: body.startPage,
    };
    if (Object.keys(diff(before, patch)).length === 0) return;
    await updateStaff(tx, actorId, patch);
    await audit.changed(tx, actorId, 'staff', actorId, before, patch);
  });
  return getMyInfo(db, actorId);
}

export async function listStaffMembers(db: Db, query: StaffListQuery): Promise<ListResponse<Staff>> {
  const { items, total } = await staffList.page(db, query);
  return { items: items.map(toStaffDto), total };
}

/** The global search's «Сотрудники»: `listStaffMembers`' first rows and total, narrow (staff.list.ts, `palette`). */
export function searchStaffMembers(db: Db, query: StaffListQuery, take: number) {
  return staffList.palettePage<{ id: number; firstName: string; lastName: string; email: string }>(
    db,
    query,
    take,
  );
}

export interface NewStaffInput {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  password: string;
  info?: string;
  isVisible?: boolean;
}

const UNIQUE_VIOLATION = '23505';

export async function createStaff(
  db: Db,
  input: NewStaffInput,
  actorId: number | null = null,
): Promise<Staff> {
  const passwordHash = await hashPassword(input.password);
  try {
    const row = await db.transaction(async (tx) => {
      if (await findStaffByEmail(tx, input.email)) throw conflict(SERVER_MESSAGES.userExists);
      const created = await insertStaff(tx, {
        email: input.email.toLowerCase(),
        role: input.role,
        firstName: input.firstName,
        lastName: input.lastName,
        info: input.info ?? '',
        isVisible: input.isVisible ?? false,
        passwordHash,
      });
      await audit.created(tx, actorId, 'staff', created.id, {
        email: created.email,
        role: created.role,
        firstName: created.firstName,
        lastName: created.lastName,
      });
      return created;
    });
    return toStaffDto({ row, avatar: null });
  } catch (error) {
    // Two creations racing past the check meet at the unique index on lower(email).
    const cause = (error as { cause?: { code?: string } }).cause;
    if ((error as { code?: string }).code === UNIQUE_VIOLATION || cause?.code === UNIQUE_VIOLATION) {
      throw conflict(SERVER_MESSAGES.userExists);
    }
    throw error;
  }
}
