import type { OutgoingMail } from '../mail/mail.repository';

export const NEW_PASSWORD_SUBJECT = 'Новый пароль для входа в бэк-офис';

export function newPasswordMail(to: { email: string; firstName: string }, password: string): OutgoingMail {
  const greeting = to.firstName ? `Здравствуйте, ${to.firstName}!` : 'Здравствуйте!';
  return {
    to: to.email,
    subject: NEW_PASSWORD_SUBJECT,
    body: [
      greeting,
      '',
      'Для вашей учётной записи в бэк-офисе онлайн-школы был запрошен сброс пароля.',
      `Новый пароль: ${password}`,
      '',
      'Войдите с ним и смените пароль в профиле. Все прежние сеансы завершены.',
      'Если вы не запрашивали сброс, сообщите администратору.',
    ].join('\n'),
  };
}
