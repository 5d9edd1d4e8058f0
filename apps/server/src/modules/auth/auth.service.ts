import type { LoginResponse } from '@school/contracts';
import { SERVER_MESSAGES } from '@school/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { badRequest, unauthorized } from '../../http-errors';
import { findStaffByEmail, findStaffById, updateStaff } from '../admins/staff.repository';
import { audit } from '../audit/audit.service';
import { enqueueMail } from '../mail/mail.repository';
import type { Mailer } from '../mail/mailer';
import { dummyVerify, generatePassword, hashPassword, verifyPassword } from './password';
import { newPasswordMail } from './reset-password.mail';

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  issueToken: FastifyInstance['issueToken'];
}

const invalidPassword = () => badRequest(SERVER_MESSAGES.invalidPassword, 'password');
const userNotFound = () => badRequest(SERVER_MESSAGES.userNotFound, 'email');

export async function login(deps: AuthDeps, email: string, password: string): Promise<LoginResponse> {
  const found = await findStaffByEmail(deps.db, email);
  if (!found) {
    await dummyVerify(password);
    throw userNotFound();
  }
  if (!(await verifyPassword(found.passwordHash, password))) throw invalidPassword();
  await updateStaff(deps.db, found.id, { lastLoginAt: new Date() });
  return { token: deps.issueToken(found), role: found.role };
}

/** A wrong old password is 400, never 401: 401 makes the web app log the user out. */
export async function changePassword(
  deps: AuthDeps,
  staffId: number,
  oldPassword: string,
  newPassword: string,
): Promise<{ token: string }> {
  const current = await findStaffById(deps.db, staffId);
  if (!current) throw unauthorized();
  if (!(await verifyPassword(current.passwordHash, oldPassword))) {
    throw badRequest(SERVER_MESSAGES.invalidPassword, 'oldPassword');
  }
  const passwordHash = await hashPassword(newPassword);
  const updated = await deps.db.transaction(async (tx) => {
    const locked = await findStaffById(tx, staffId, true);
    if (!locked) throw unauthorized();
    const row = await updateStaff(tx, staffId, { passwordHash, tokenVersion: locked.tokenVersion + 1 });
    await audit.record(tx, {
      actorId: staffId,
      action: 'auth.password-change',
      entity: 'staff',
      entityId: staffId,
      changes: { tokenVersion: { from: locked.tokenVersion, to: row.tokenVersion } },
    });
    return row;
  });
  return { token: deps.issueToken(updated) };
}

/** Sets a generated password, revokes all tokens and mails the password (or keeps it in the outbox). */
export async function resetPassword(deps: AuthDeps, email: string): Promise<void> {
  const found = await findStaffByEmail(deps.db, email);
  if (!found) {
    await dummyVerify(email);
    throw userNotFound();
  }
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const mail = newPasswordMail(found, password);
  const outboxId = await deps.db.transaction(async (tx) => {
    const locked = await findStaffById(tx, found.id, true);
    if (!locked) throw userNotFound();
    await updateStaff(tx, found.id, { passwordHash, tokenVersion: locked.tokenVersion + 1 });
    await audit.record(tx, {
      actorId: null,
      action: 'auth.password-reset',
      entity: 'staff',
      entityId: found.id,
      changes: { tokenVersion: { from: locked.tokenVersion, to: locked.tokenVersion + 1 } },
    });
    return enqueueMail(tx, mail);
  });
  // After the commit: the password is already valid and safe in the outbox even if SMTP fails now.
  void deps.mailer.deliver(outboxId, mail);
}
