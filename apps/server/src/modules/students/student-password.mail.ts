import type { OutgoingMail } from '../mail';

export const STUDENT_PASSWORD_SUBJECT = 'Ваш пароль для входа в онлайн-школу';

/** Sent when staff create a student account or set a student's password. */
export function studentPasswordMail(
  to: { email: string; firstName: string },
  password: string,
  isNewAccount: boolean,
): OutgoingMail {
  return {
    to: to.email,
    subject: STUDENT_PASSWORD_SUBJECT,
    body: [
      `Здравствуйте, ${to.firstName}!`,
      '',
      isNewAccount
        ? 'Для вас создана учётная запись в онлайн-школе.'
        : 'Администратор установил для вашей учётной записи новый пароль.',
      `Логин: ${to.email}`,
      `Пароль: ${password}`,
      '',
      isNewAccount ? 'Войдите и смените пароль в профиле.' : 'Все прежние сеансы завершены.',
    ].join('\n'),
  };
}
