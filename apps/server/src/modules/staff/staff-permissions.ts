import { isAdminRole, manageableRoles, type Role } from '@school/contracts';
import { AppError, forbidden } from '../../http-errors';

export interface StaffActor {
  id: number;
  role: Role;
}

/** The super-admin manages every role; an admin manages curators and speakers; others nobody. */
export function canManage(actor: StaffActor, targetRole: Role): boolean {
  return manageableRoles(actor.role).includes(targetRole);
}

/** 403 unless the actor may manage the target in its current role and, when given, in the new one. */
export function assertCanManage(actor: StaffActor, targetRole: Role, newRole?: Role): void {
  if (!canManage(actor, targetRole) || (newRole !== undefined && !canManage(actor, newRole))) {
    throw forbidden();
  }
}

/** Profiles are open to admins and to the staff member themselves (their own users tab). */
export function assertCanView(actor: StaffActor, targetId: number): void {
  if (!isAdminRole(actor.role) && actor.id !== targetId) throw forbidden();
}

export const cannotDeleteSelf = () => new AppError(403, 'Нельзя удалить свою учётную запись');
export const cannotChangeOwnRole = () => new AppError(403, 'Нельзя изменить свою роль');
