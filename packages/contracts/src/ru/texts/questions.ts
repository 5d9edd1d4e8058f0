/**
 * Questions: the «Вопросы» tab of a staff profile and its answers. Imported as `@school/contracts/texts/questions`,
 * not through `texts`, so it loads with the feature's own chunk.
 */
export const questionsTexts = {
  questions: {
    title: 'Вопросы',
    hint: 'Вопросы учеников по курсам: сначала те, что ждут ответа.',
    listLabel: 'Список вопросов',
    statusFilter: 'Статус',
    statusLabels: { waiting: 'Ожидают ответа', answered: 'С ответом', all: 'Все' },
    courseFilter: 'Курс',
    searchPlaceholder: 'Вопрос или ученик',
    waitingTag: 'Ждёт ответа',
    answeredTag: 'Есть ответ',
    addressedTo: (name: string) => `Адресован: ${name}`,
    askedAt: 'Задан',
    answerLabel: 'Ответ',
    answerPlaceholder: 'Напишите ответ ученику',
    answeredBy: (name: string, at: string) => `Ответ: ${name}, ${at}`,
    answeredAt: (at: string) => `Ответ от ${at}`,
    answer: 'Ответить',
    editAnswer: 'Изменить ответ',
    saveAnswer: 'Сохранить ответ',
    counter: (length: number, max: number) => `${length} / ${max}`,
    delete: 'Удалить вопрос',
    deleteConfirm: (student: string) => `Удалить вопрос ученика ${student} вместе с ответом?`,
    emptyTitle: 'Вопросов пока нет',
    emptyHint: 'Когда ученики зададут вопросы по курсам, они появятся здесь.',
    emptyWaitingTitle: 'Все вопросы отвечены',
    emptyWaitingHint: 'Новые вопросы учеников появятся здесь.',
    loadFailed: 'Не удалось загрузить вопросы',
    /** The badge's words for screen readers (the eye sees the number). */
    notFound: 'Вопрос не найден',
    onLesson: 'Урок',
  },
} as const;
