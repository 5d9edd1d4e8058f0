import type { StudentStatus } from '@school/contracts';
import type { Db } from '../../db/types';
import { generatePassword, hashPassword } from '../../password';
import { audit } from '../audit';
import { enqueueMail } from '../mail';
import { studentPasswordMail } from './student-password.mail';
import { updateStudent } from './students.repository';
import { getStudent, type StudentDeps, withStudentLocked } from './students.service';

/** Blocking also bumps token_version, so a blocked student's sessions end at once. */
export async function setStudentStatus(db: Db, actorId: number, id: number, status: StudentStatus) {
  await changeStudentStatus(db, actorId, id, status);
  return getStudent(db, id);
}

/** The status change itself (also the bulk action's per row): false when the student already had it. */
export async function changeStudentStatus(
  db: Db,
  actorId: number,
  id: number,
  status: StudentStatus,
): Promise<boolean> {
  return withStudentLocked(db, id, async (tx, before) => {
    if (before.status === status) return false;
    const tokenVersion = status === 0 ? before.tokenVersion + 1 : before.tokenVersion;
    await updateStudent(tx, id, { status, tokenVersion });
    await audit.record(tx, {
      actorId,
      action: status === 0 ? 'student.block' : 'student.unblock',
      entity: 'student',
      entityId: id,
      changes: { status: { from: before.status, to: status } },
    });
    return true;
  });
}

export async function setStudentViewed(db: Db, actorId: number, id: number, isViewed: boolean) {
  await withStudentLocked(db, id, async (tx, before) => {
    if (before.isViewed === isViewed) return;
    await updateStudent(tx, id, { isViewed });
    await audit.record(tx, {
      actorId,
      action: 'student.view',
      entity: 'student',
      entityId: id,
      changes: { isViewed: { from: before.isViewed, to: isViewed } },
    });
  });
  return getStudent(db, id);
}

/** Sets the given or a generated password, revokes the student's tokens and mails the password. */
export async function setStudentPassword(
  deps: StudentDeps,
  actorId: number,
  id: number,
  given: string | undefined,
): Promise<void> {
  const password = given ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const outbox = await withStudentLocked(deps.db, id, async (tx, before) => {
    await updateStudent(tx, id, { passwordHash, tokenVersion: before.tokenVersion + 1 });
    await audit.record(tx, {
      actorId,
      action: 'student.password-set',
      entity: 'student',
      entityId: id,
      changes: {
        generated: given === undefined,
        tokenVersion: { from: before.tokenVersion, to: before.tokenVersion + 1 },
      },
    });
    const mail = studentPasswordMail(before, password, false);
    return { id: await enqueueMail(tx, mail), mail };
  });
  // After the commit: the password is valid and safe in the outbox even if SMTP fails now.
  void deps.mailer.deliver(outbox.id, outbox.mail);
}
