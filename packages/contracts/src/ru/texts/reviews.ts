import { REVIEW_FILES_MAX } from '../../reviews';

/**
 * The reviews page (/settings-reviews) and its editor. Imported as `@school/contracts/texts/reviews`, not through
 * `texts`, so it loads with the feature's own chunk.
 */
export const reviewsTexts = {
  reviews: {
    title: 'Отзывы',
    hint: 'Отзывы учеников на сайте школы, в том же порядке. Перетащите карточку или используйте стрелки; каждое изменение сохраняется сразу.',
    listLabel: 'Список отзывов',
    add: 'Добавить отзыв',
    createTitle: 'Новый отзыв',
    editTitle: 'Изменить отзыв',
    name: 'Имя',
    age: 'Возраст',
    date: 'Дата отзыва',
    text: 'Текст отзыва',
    image: 'Фото',
    files: 'Файлы',
    filesHint: `До ${REVIEW_FILES_MAX} файлов: документы, презентации, таблицы, аудио и изображения.`,
    attach: 'Прикрепить файл',
    removeFile: 'Убрать файл',
    hiddenField: 'Скрыть на сайте',
    hiddenTag: 'Скрыт',
    edit: 'Изменить',
    hide: 'Скрыть',
    show: 'Показать',
    delete: 'Удалить',
    deleteConfirm: (name: string) => `Удалить отзыв «${name}»? Его нельзя будет вернуть.`,
    textCount: (length: number, max: number) => `${length} из ${max}`,
    ageHint: 'Необязательно',
    imageChoose: 'Выбрать фото',
    imageRemove: 'Убрать фото',
    filesCount: ['файл', 'файла', 'файлов'] as const,
    years: ['год', 'года', 'лет'] as const,
    noText: 'Без текста',
    emptyTitle: 'Отзывов пока нет',
    emptyHint: 'Добавьте первый отзыв — имя, текст и фото ученика появятся на сайте после сохранения.',
    loadFailed: 'Не удалось загрузить отзывы',
    added: 'Отзыв добавлен',
    saved: 'Отзыв сохранён',
    hiddenNotice: 'Отзыв скрыт на сайте',
    shownNotice: 'Отзыв снова на сайте',
    deleted: 'Отзыв удалён',
  },
} as const;
