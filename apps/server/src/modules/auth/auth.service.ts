import type { LoginResponse } from '@school/contracts';
import type { StaffRow } from '../../db/schema/staff.table';
import { unauthorized } from '../../http-errors';
import { dummyVerify, hashPassword, verifyPassword } from '../../password';
import { audit } from '../audit';
import { findStaffByEmail, findStaffById, updateStaff } from '../staff';
import { type AuthDeps, invalidPassword, userNotFound } from './auth-deps';
import { signInWithPendingReset } from './password-reset.service';
import { deletePasswordReset } from './password-resets.repository';

export interface SignInRequest {
  email: string;
  password: string;
  ip: string;
  cookieHeader: string | undefined;
  secure: boolean;
}

/** Signs in with the current password or an unused mailed one; answers the token and the device cookie. */
export async function login(
  deps: AuthDeps,
  request: SignInRequest,
): Promise<{ body: LoginResponse; deviceCookie: string }> {
  const found = await findStaffByEmail(deps.db, request.email);
  const deviceId = found ? deps.devices.recognise(request.cookieHeader, found.id) : null;
  const { keys } = deps.throttle;
  const signedIn = await deps.throttle.attempt(
    deviceId ? keys.signInFromDevice(deviceId) : keys.signIn(request.ip, request.email),
    // A wrong e-mail or password is in the log; a refusal of the throttle is not (a flood would fill it).
    () =>
      checkCredentials(deps, found, request.password).catch(async (error: unknown) => {
        await audit.record(deps.db, {
          actorId: null,
          action: 'auth.sign-in-failed',
          entity: 'staff',
          entityId: found?.id ?? null,
          changes: { email: request.email, ip: request.ip },
        });
        throw error;
      }),
    [keys.loginEmail(request.email)],
  );
  await audit.record(deps.db, {
    actorId: signedIn.id,
    action: 'auth.sign-in',
    entity: 'staff',
    entityId: signedIn.id,
    changes: { ip: request.ip },
  });
  return {
    body: { token: deps.issueToken(signedIn), role: signedIn.role },
    deviceCookie: deps.devices.remember(signedIn.id, deviceId, request.secure),
  };
}

async function checkCredentials(deps: AuthDeps, found: StaffRow | undefined, password: string) {
  if (!found) {
    await dummyVerify(password);
    throw userNotFound();
  }
  if (await verifyPassword(found.passwordHash, password)) {
    return updateStaff(deps.db, found.id, { lastLoginAt: new Date(deps.now()) });
  }
  const viaReset = await signInWithPendingReset(deps, found, password);
  if (!viaReset) throw invalidPassword();
  return viaReset;
}

/** Limited per account like sign-in; answers a fresh token, as the change revokes the older ones. */
export async function changePassword(
  deps: AuthDeps,
  staffId: number,
  oldPassword: string,
  newPassword: string,
): Promise<{ token: string }> {
  const updated = await deps.throttle.attempt(deps.throttle.keys.passwordChange(staffId), async () => {
    const current = await findStaffById(deps.db, staffId);
    if (!current) throw unauthorized();
    if (!(await verifyPassword(current.passwordHash, oldPassword))) throw invalidPassword('oldPassword');
    const passwordHash = await hashPassword(newPassword);
    return deps.db.transaction(async (tx) => {
      const locked = await findStaffById(tx, staffId, true);
      if (!locked) throw unauthorized();
      const row = await updateStaff(tx, staffId, { passwordHash, tokenVersion: locked.tokenVersion + 1 });
      // The bumped token_version voids a pending reset anyway; this only tidies.
      await deletePasswordReset(tx, staffId);
      await audit.record(tx, {
        actorId: staffId,
        action: 'auth.password-change',
        entity: 'staff',
        entityId: staffId,
        changes: { tokenVersion: { from: locked.tokenVersion, to: row.tokenVersion } },
      });
      return row;
    });
  });
  return { token: deps.issueToken(updated) };
}
