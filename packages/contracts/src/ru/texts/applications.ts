import type { ApplicationKind } from '../../applications';

/**
 * Applications: the three queues (/applications, /applications-for-training, /applications-marketplace), the
 * application card and its history. Part of the one dictionary `texts` (../texts.ts).
 */
export const applicationsTexts = {
  applications: {
    hints: {
      service: 'Заявки на услуги сотрудников: консультации, разборы, менторство.',
      training: 'Заявки на обучение на курсах школы.',
      marketplace: 'Заявки на предложения маркетплейса.',
    } satisfies Record<ApplicationKind, string>,
    searchPlaceholder: 'Имя, e-mail, телефон или предмет заявки',
    statusFilter: 'Статус',
    assigneeFilter: 'Ответственный',
    assigneeAll: 'Ответственный: все',
    assigneeNone: 'Не назначен',
    period: 'Период',
    overdueOnly: 'Только просроченные',
    number: 'Заявка',
    createdAt: 'Дата',
    applicant: 'Заявитель',
    /** What the application asks for, per queue. */
    target: {
      service: 'Услуга',
      training: 'Курс',
      marketplace: 'Предложение',
    } satisfies Record<ApplicationKind, string>,
    status: 'Статус',
    assignee: 'Ответственный',
    response: 'Ответ',
    /** Response time: answered after it, or waiting for so long. */
    respondedIn: (duration: string) => `через ${duration}`,
    waiting: (duration: string) => `ждёт ${duration}`,
    overdue: 'Просрочена',
    respondedLate: 'с опозданием',
    unassigned: 'Не назначен',
    guest: 'Гость',
    emptyTitle: 'Заявок нет',
    emptyHint: 'Новые заявки с сайта и от сотрудников появятся здесь. Если выбраны фильтры — сбросьте их.',
    /** The application card (a dialog over its queue). */
    card: {
      title: (id: number) => `Заявка №${id}`,
      loadFailed: 'Не удалось загрузить заявку',
      applicant: 'Заявитель',
      student: 'Студент',
      guest: 'Гость (не зарегистрирован)',
      email: 'E-mail',
      phone: 'Телефон',
      message: 'Сообщение',
      messageEmpty: 'Без сообщения',
      source: 'Источник',
      sources: { admin: 'Добавлена сотрудником', site: 'С сайта школы' },
      createdAt: 'Создана',
      responseDueAt: 'Ответить до',
      firstResponseAt: 'Первый ответ',
      responseTime: 'Время ответа',
      status: 'Статус',
      statusChange: 'Сменить статус',
      assignee: 'Ответственный',
      assigneePick: 'Выберите сотрудника',
      unassign: 'Снять',
      unassignLabel: 'Снять ответственного',
      comment: 'Комментарий',
      commentPlaceholder: 'Что сделано, о чём договорились',
      commentSave: 'Добавить комментарий',
      history: 'История',
      historyEmpty: 'Изменений пока нет.',
      event: {
        created: 'Заявка создана',
        status: (from: string, to: string) => `Статус: ${from} → ${to}`,
        assigned: (name: string) => `Ответственный: ${name}`,
        unassigned: 'Ответственный снят',
        comment: 'Комментарий',
      },
      bySite: 'с сайта',
      statusChanged: 'Статус изменён',
      assigneeSet: 'Ответственный назначен',
      assigneeRemoved: 'Ответственный снят',
      commentAdded: 'Комментарий добавлен',
    },
  },
} as const;
