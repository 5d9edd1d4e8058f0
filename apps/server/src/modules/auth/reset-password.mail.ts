import type { OutgoingMail } from '../mail';

export const NEW_PASSWORD_SUBJECT = 'Новый пароль для входа в бэк-офис';
/** How long a mailed password waits for its first use. */
export const RESET_PASSWORD_TTL_MS = 3_600_000;

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
      'Пароль действует 1 час. Когда вы войдёте с ним, он заменит прежний, а остальные сеансы завершатся;',
      'до этого прежний пароль продолжает работать. Смените пароль в профиле после входа.',
      'Если вы не запрашивали сброс, просто не используйте это письмо и сообщите администратору.',
    ].join('\n'),
  };
}
