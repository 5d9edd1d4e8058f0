/**
 * News: the «Лента» tab of a staff profile and its editor. Imported as `@school/contracts/texts/news`,
 * not through `texts`, so it loads with the feature's own chunk.
 */
export const newsTexts = {
  news: {
    title: 'Лента',
    hint: 'Новости школы для сотрудников: объявления, изменения, итоги.',
    /** On someone else's profile, /admins/{id}. */
    hintPerson: 'Новости, которые написал этот сотрудник.',
    listLabel: 'Новости',
    create: 'Добавить новость',
    createTitle: 'Новая новость',
    editTitle: 'Изменить новость',
    titleField: 'Заголовок новости',
    content: 'Текст новости',
    cover: 'Обложка',
    publishedAt: 'Дата и время публикации',
    publishedAtPlaceholder: 'Сразу после сохранения',
    publishedAtHint: 'Пусто — опубликовать сразу. Дата в будущем — новость будет запланирована.',
    scheduledHint: (at: string) => `Новость появится в ленте ${at}`,
    scopeFilter: 'Чьи новости',
    scopeLabels: { all: 'Все', mine: 'Мои' },
    statusFilter: 'Статус',
    statusLabels: { all: 'Все', published: 'Опубликованные', scheduled: 'Запланированные' },
    searchPlaceholder: 'Поиск по заголовку',
    scheduledTag: (at: string) => `Запланировано на ${at}`,
    authorDeleted: 'Автор удалён',
    editLabel: (title: string) => `Изменить новость «${title}»`,
    deleteLabel: (title: string) => `Удалить новость «${title}»`,
    emptyTitle: 'Новостей пока нет',
    emptyHint: 'Добавьте первую новость: заголовок, текст, обложку и время публикации.',
    emptyPersonHint: 'Этот сотрудник ещё не написал ни одной новости.',
    loadFailed: 'Не удалось загрузить новости',
    deleteConfirm: (title: string) => `Удалить новость «${title}»?`,
  },
} as const;
