import type { TrashSection } from '../../trash';
import { formatCount } from '../plural';

/** /trash «Корзина» (admins): the feature's own dictionary, imported from `@school/contracts/texts/trash`. */
export const trashTexts = {
  title: 'Корзина',
  hint: 'Удалённые записи хранятся 30 дней: их можно восстановить со всеми связями, затем они удаляются навсегда. Платежи, возвраты и выплаты не удаляются — их исправляют новыми записями.',
  listTitle: 'Удалённые записи',
  columns: {
    title: 'Запись',
    section: 'Раздел',
    deletedAt: 'Удалена',
    deletedBy: 'Кто удалил',
    purgeAt: 'Удалится навсегда',
  },
  filters: { section: 'Раздел' },
  sections: {
    student: 'Ученики',
    module: 'Модули курсов',
    lesson: 'Уроки',
    news: 'Новости',
    broadcast: 'Трансляции',
    'faq-item': 'Частые вопросы (FAQ)',
    direction: 'Направления',
    'cancel-reason': 'Причины отмены',
    question: 'Вопросы',
    service: 'Услуги',
  } satisfies Record<TrashSection, string>,
  restore: 'Восстановить',
  restoreLabel: (title: string) => `Восстановить «${title}»`,
  restored: (title: string, section: string) => `«${title}» снова в разделе «${section}»`,
  open: 'Открыть',
  purge: 'Удалить навсегда',
  purgeLabel: (title: string) => `Удалить навсегда «${title}»`,
  purgeConfirm: (title: string) =>
    `Удалить «${title}» навсегда? Восстановить её будет нельзя; в журнале останется запись об удалении.`,
  purged: 'Запись удалена навсегда',
  daysLeft: (days: number) => (days <= 0 ? 'сегодня' : `через ${formatCount(days, ['день', 'дня', 'дней'])}`),
  emptyTitle: 'Корзина пуста',
  emptyHint:
    'Здесь 30 дней хранится всё, что удалили: ученики, модули и уроки курсов, новости, трансляции, вопросы FAQ, направления, причины отмены, вопросы учеников и услуги.',
} as const;
