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
    searchPlaceholder: 'Имя, контакты или предмет',
    statusFilter: 'Статус',
    assigneeFilter: 'Ответственный',
    assigneeAll: 'Ответственный: все',
    assigneeNone: 'Не назначен',
    /** The search box inside the staff pickers' lists. */
    assigneeSearch: 'Поиск сотрудника',
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
    /** The target column where the queues mix (the profile tab). */
    subject: 'Предмет заявки',
    status: 'Статус',
    assignee: 'Ответственный',
    response: 'Ответ',
    /** Response time: answered after it, or waiting for so long. */
    respondedIn: (duration: string) => `через ${duration}`,
    respondedWithinMinute: 'в течение минуты',
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
    /** The view toggle of a queue (`view=board` in the URL). */
    view: { label: 'Вид', table: 'Таблица', board: 'Канбан' },
    /** The kanban: a column per status, cards moved by mouse or keyboard. */
    board: {
      showMore: 'Показать ещё',
      emptyColumn: 'Заявок нет',
      loadFailed: 'Не удалось загрузить заявки',
      age: (duration: string) => `${duration} назад`,
      cardHint:
        'Пробел или Enter — взять карточку и перенести в другую колонку; ссылка с именем открывает заявку.',
      picked: (name: string) =>
        `Карточка взята: ${name}. Стрелки влево/вправо — выбрать колонку, Enter — переместить, Esc — отмена`,
      target: (column: string) => `Колонка «${column}»`,
      cancelled: (name: string) => `Перемещение отменено: ${name}`,
      stayed: (name: string, column: string) => `${name}: карточка осталась в колонке «${column}»`,
      movedTo: (name: string, column: string) => `${name}: карточка перемещена в колонку «${column}»`,
      moveFailed: (name: string, column: string) =>
        `${name}: статус не изменён, карточка вернулась в колонку «${column}»`,
      moved: 'Статус изменён',
    },
    /** The response target (admins): how long a new application may wait, in working time. */
    responseTarget: {
      button: 'Срок ответа',
      header: 'Срок ответа на заявку',
      hint: 'Заявка без ответа дольше этого рабочего времени считается просроченной. Сроки ждущих заявок пересчитаются.',
      target: 'Срок ответа',
      hours: 'Часы',
      minutes: 'Минуты',
      workdayStart: 'Начало рабочего дня',
      workdayEnd: 'Конец рабочего дня',
      timeHint: 'ЧЧ:ММ, по московскому времени',
      workDays: 'Рабочие дни',
      days: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'],
      dayNames: ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота', 'Воскресенье'],
      badHours: 'Введите целое число часов',
      badMinutes: 'Введите число минут от 0 до 59',
      zero: 'Срок должен быть больше нуля',
      tooLong: 'Не больше 1666 часов',
      badTime: 'Введите время как ЧЧ:ММ',
      endBeforeStart: 'Конец рабочего дня должен быть позже начала',
      noDays: 'Выберите хотя бы один рабочий день',
      loadFailed: 'Не удалось загрузить срок ответа',
      saved: 'Срок ответа сохранён',
    },
    /** The menu badge of a queue: its overdue applications. */
    overdueBadge: (count: number) => `Просрочено: ${count}`,
    /** The profile tab «Заявки»: applications for the person's services and courses, every queue. */
    staff: {
      title: 'Заявки',
      hint: 'Заявки на услуги и курсы сотрудника из всех очередей.',
      kindFilter: 'Тип',
      kind: 'Тип',
      statusLabel: (id: number) => `Статус заявки №${id}`,
      emptyTitle: 'Заявок пока нет',
      emptyHint: 'Здесь появятся заявки на услуги и курсы этого сотрудника.',
    },
  },
} as const;
