import type { HistoryType } from '../../history';

/**
 * A record's story («История», issue 31): the timeline's words and the titles the server writes for each
 * entry. Imported as `@school/contracts/texts/history`, so it travels with the timeline's chunk.
 */
export const historyTexts = {
  history: {
    tab: 'История',
    card: 'Карточка',
    tabsLabel: 'Разделы карточки',
    title: 'История',
    hint: 'Всё, что происходило с пользователем, — сначала новое.',
    listLabel: 'События',
    typesLabel: 'Типы событий',
    empty: 'Событий пока нет',
    emptyHint: 'Здесь появятся платежи, доступы, заявки, вопросы и действия сотрудников.',
    loadFailed: 'Не удалось загрузить историю',
    open: 'Открыть',
    by: (name: string) => `Выполнил: ${name}`,
    types: {
      signup: 'Регистрация',
      payment: 'Платежи',
      refund: 'Возвраты',
      subscription: 'Подписки',
      access: 'Доступ к курсам',
      application: 'Заявки',
      question: 'Вопросы',
      referral: 'Рефералы',
      staff: 'Действия сотрудников',
    } satisfies Record<HistoryType, string>,
    entry: {
      signup: 'Регистрация',
      payment: (id: number, what: string) => `Платёж №${id}: ${what}`,
      paymentStatus: (id: number, from: string, to: string) => `Платёж №${id}: ${from} → ${to}`,
      refund: (id: number, amount: string) => `Возврат ${amount} по платежу №${id}`,
      subscriptionStarted: (plan: string) => `Оформлена подписка «${plan}»`,
      subscriptionCancelled: (plan: string) => `Отменена подписка «${plan}»`,
      until: (date: string) => `до ${date}`,
      customSubscription: (until: string) => `Индивидуальная подписка до ${until}`,
      customSubscriptionCancelled: 'Индивидуальная подписка завершена',
      accessGranted: (course: string) => `Открыт доступ к курсу «${course}»`,
      accessRevoked: (course: string) => `Закрыт доступ к курсу «${course}»`,
      accessSource: { payment: 'Покупка', manual: 'Выдан вручную', subscription: 'По подписке' } as Record<
        string,
        string
      >,
      application: (id: number, target: string) => `Заявка №${id}: ${target}`,
      applicationStatus: (id: number, from: string, to: string) => `Заявка №${id}: ${from} → ${to}`,
      question: (course: string) => `Вопрос по курсу «${course}»`,
      answer: (course: string) => `Ответ на вопрос по курсу «${course}»`,
      referredBy: (name: string) => `Пришёл по приглашению: ${name}`,
      referred: (name: string) => `Пригласил пользователя ${name}`,
      staff: {
        'student.create': 'Добавлен сотрудником',
        'student.update': 'Изменён профиль',
        'student.block': 'Заблокирован',
        'student.unblock': 'Разблокирован',
        'student.view': 'Отмечен как просмотренный',
        'student.password-set': 'Установлен новый пароль',
      } as Record<string, string>,
      staffOther: (action: string) => `Действие: ${action}`,
      viewOff: 'Отмечен как непросмотренный',
      fields: (names: string) => `Поля: ${names}`,
    },
  },
} as const;
