import type { Db } from '../../db/types';
import { hashPassword } from '../../password';
import { audit } from '../audit';
import type { Mailer } from '../mail';
import { enqueueMail, type OutgoingMail } from '../mail';
import { updateStaff } from './staff.repository';
import { withManagedStaff } from './staff-management.service';
import type { StaffActor } from './staff-permissions';

export const STAFF_PASSWORD_SUBJECT = 'Новый пароль для входа в бэк-офис';

function staffPasswordMail(to: { email: string; firstName: string }, password: string): OutgoingMail {
  return {
    to: to.email,
    subject: STAFF_PASSWORD_SUBJECT,
    body: [
      `Здравствуйте, ${to.firstName}!`,
      '',
      'Администратор установил для вашей учётной записи в бэк-офисе новый пароль.',
      `Новый пароль: ${password}`,
      '',
      'Все прежние сеансы завершены. Смените пароль в профиле после входа.',
    ].join('\n'),
  };
}

/** Sets the password, revokes the account's tokens (token_version + 1) and mails the password. */
export async function setStaffPassword(
  deps: { db: Db; mailer: Mailer },
  actor: StaffActor,
  id: number,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const outbox = await withManagedStaff(deps.db, actor, id, async (tx, before) => {
    await updateStaff(tx, id, { passwordHash, tokenVersion: before.tokenVersion + 1 });
    await audit.record(tx, {
      actorId: actor.id,
      action: 'staff.password-set',
      entity: 'staff',
      entityId: id,
      changes: { tokenVersion: { from: before.tokenVersion, to: before.tokenVersion + 1 } },
    });
    const mail = staffPasswordMail(before, password);
    return { id: await enqueueMail(tx, mail), mail };
  });
  void deps.mailer.deliver(outbox.id, outbox.mail);
}
