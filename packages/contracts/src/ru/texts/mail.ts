import type { TagSeverity } from '../../common/severity';
import type { MailOutboxStatus } from '../../mail';

/**
 * /mail-outbox «Почтовые отправления» (admins): the feature's own dictionary, imported from
 * `@school/contracts/texts/mail` so it travels with the page's lazy chunk.
 */
export const mailTexts = {
  mail: {
    title: 'Почтовые отправления',
    hint: 'Письма, которые отправила школа: новые пароли, рассылки, уведомления. Письмо, которое не ушло, отправляется повторно; после последней попытки оно получает статус «Не отправлено», а причина видна в столбце «Последняя ошибка».',
    listTitle: 'Почтовые отправления',
    searchPlaceholder: 'Поиск по адресу',
    statusFilter: 'Статус',
    columns: {
      to: 'Получатель',
      subject: 'Тема',
      status: 'Статус',
      attempts: 'Попытки',
      createdAt: 'Создано',
      sentAt: 'Дата отправки',
      error: 'Последняя ошибка',
    },
    statusLabels: { sent: 'Отправлено', queued: 'В очереди', failed: 'Не отправлено' } satisfies Record<
      MailOutboxStatus,
      string
    >,
    statusSeverities: { sent: 'success', queued: 'warning', failed: 'danger' } satisfies Record<
      MailOutboxStatus,
      TagSeverity
    >,
    /** Under the newest error, when earlier attempts failed too (all of them in the cell's tooltip). */
    failedAttempts: (count: number) => `неудачных попыток: ${count}`,
    emptyTitle: 'Писем пока нет',
    emptyHint: 'Здесь появятся письма, которые отправит школа: например, пароль нового ученика.',
  },
} as const;
