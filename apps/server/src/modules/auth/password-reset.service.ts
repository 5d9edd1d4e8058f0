import type { StaffRow } from '../../db/schema/staff.table';
import { dummyVerify, generatePassword, hashPassword, verifyPassword } from '../../password';
import { audit } from '../audit';
import { enqueueMail } from '../mail';
import { findStaffByEmail, findStaffById, updateStaff } from '../staff';
import { type AuthDeps, userNotFound } from './auth-deps';
import { deletePasswordReset, findPasswordReset, replacePasswordReset } from './password-resets.repository';
import { newPasswordMail, RESET_PASSWORD_TTL_MS } from './reset-password.mail';

/**
 * «Забыли пароль?»: mails a generated password that becomes the account's password when first used, within
 * an hour. Until then nothing changes for the owner (old password, open sessions), so an anonymous request
 * cannot lock anyone out. A new request replaces the pending password.
 */
export async function requestPasswordReset(deps: AuthDeps, ip: string, email: string): Promise<void> {
  await deps.throttle.attempt(deps.throttle.keys.reset(ip, email), async () => {
    const found = await findStaffByEmail(deps.db, email);
    if (!found) {
      await dummyVerify(email);
      throw userNotFound();
    }
    const password = generatePassword();
    const passwordHash = await hashPassword(password);
    const expiresAt = new Date(deps.now() + RESET_PASSWORD_TTL_MS);
    const mail = newPasswordMail(found, password);
    const outboxId = await deps.db.transaction(async (tx) => {
      const locked = await findStaffById(tx, found.id, true);
      if (!locked) throw userNotFound();
      await replacePasswordReset(tx, {
        staffId: locked.id,
        passwordHash,
        tokenVersion: locked.tokenVersion,
        expiresAt,
      });
      await audit.record(tx, {
        actorId: null,
        action: 'auth.password-reset',
        entity: 'staff',
        entityId: locked.id,
        changes: { expiresAt: expiresAt.toISOString() },
      });
      return enqueueMail(tx, mail);
    });
    // After the commit: the password is pending and safe in the outbox even if SMTP fails now.
    void deps.mailer.deliver(outboxId, mail);
  });
}

/**
 * The first sign-in with a pending reset's password makes it the account's password and ends the other
 * sessions (token_version + 1). Null when there is no usable pending reset or the password is not its.
 */
export async function signInWithPendingReset(
  deps: AuthDeps,
  staff: StaffRow,
  password: string,
): Promise<StaffRow | null> {
  const pending = await findPasswordReset(deps.db, staff.id);
  if (!pending || !isUsable(pending, staff, deps.now())) return null;
  if (!(await verifyPassword(pending.passwordHash, password))) return null;
  return deps.db.transaction(async (tx) => {
    const locked = await findStaffById(tx, staff.id, true);
    const current = await findPasswordReset(tx, staff.id);
    if (!locked) return null;
    // Re-read under the row lock: a parallel sign-in may have used it already, or a new request replaced it.
    if (locked.passwordHash === pending.passwordHash) return locked;
    if (current?.passwordHash !== pending.passwordHash || !isUsable(current, locked, deps.now())) return null;
    const row = await updateStaff(tx, staff.id, {
      passwordHash: pending.passwordHash,
      tokenVersion: locked.tokenVersion + 1,
      lastLoginAt: new Date(deps.now()),
    });
    await deletePasswordReset(tx, staff.id);
    await audit.record(tx, {
      actorId: staff.id,
      action: 'auth.password-reset-used',
      entity: 'staff',
      entityId: staff.id,
      changes: { tokenVersion: { from: locked.tokenVersion, to: row.tokenVersion } },
    });
    return row;
  });
}

function isUsable(
  pending: { tokenVersion: number; expiresAt: Date },
  staff: { tokenVersion: number },
  now: number,
): boolean {
  return pending.tokenVersion === staff.tokenVersion && pending.expiresAt.getTime() > now;
}
