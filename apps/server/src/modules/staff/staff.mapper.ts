import type { Staff } from '@school/contracts';
import { fileUrl } from '../files';
import type { StaffWithAvatar } from './staff.list';

export function toStaffDto({ row, avatar }: StaffWithAvatar): Staff {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    avatar: avatar ? fileUrl(avatar) : null,
    role: row.role,
    isVisible: row.isVisible,
    info: row.info,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
