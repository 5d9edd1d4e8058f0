import type { SiteSection } from '../../content-section';
import { SITE_FILES_MAX, SITE_LINKS_MAX } from '../../site-content';

/**
 * The five settings pages (/settings-promo …) and their content editor. Imported as `@school/contracts/texts/site-content`,
 * not through `texts`, so it loads with the feature's own chunk.
 */
export const siteContentTexts = {
  siteContent: {
    /** The page header per section; `admin-info` is «Поддержка» for curators and speakers. */
    titles: {
      promo: 'Контент главной страницы',
      'promo-club': 'Контент клуба',
      'promo-marketplace': 'Контент маркетплейса',
      'admin-info': 'Информация для администраторов',
      earnings: 'Заработок',
    } satisfies Record<SiteSection, string>,
    supportTitle: 'Поддержка',
    hints: {
      promo:
        'Что видят посетители на главной странице сайта школы: заголовок, текст, обложка, ссылки и файлы.',
      'promo-club': 'Страница клуба на сайте школы.',
      'promo-marketplace': 'Страница маркетплейса на сайте школы.',
      'admin-info':
        'Инструкции и контакты для сотрудников школы. Кураторы и спикеры видят их в разделе «Поддержка».',
      earnings: 'Как устроены заработок и выплаты — кураторы и спикеры видят этот текст у себя.',
    } satisfies Record<SiteSection, string>,
    editorLabel: 'Редактор контента',
    previewLabel: 'Предпросмотр',
    edit: 'Редактировать',
    preview: 'Предпросмотр',
    title: 'Заголовок',
    subtitle: 'Подзаголовок',
    body: 'Текст',
    cover: 'Обложка',
    links: 'Ссылки',
    linksHint: `До ${SITE_LINKS_MAX} ссылок; адрес начинается с http:// или https://.`,
    linkName: 'Название ссылки',
    linkUrl: 'Адрес',
    addLink: 'Добавить ссылку',
    removeLink: 'Удалить ссылку',
    files: 'Файлы',
    filesHint: `До ${SITE_FILES_MAX} файлов: документы, презентации, таблицы, аудио и изображения.`,
    fileName: 'Название файла',
    attach: 'Прикрепить файл',
    addFile: 'Добавить файл',
    removeFile: 'Убрать файл',
    moveUp: 'Выше',
    moveDown: 'Ниже',
    save: 'Сохранить',
    reset: 'Отменить изменения',
    saved: 'Контент сохранён',
    unsaved: 'Есть несохранённые изменения',
    leaveConfirm: 'Изменения не сохранены. Уйти со страницы?',
    updated: (when: string, who: string | null) => (who ? `Изменено ${when}, ${who}` : `Изменено ${when}`),
    neverUpdated: 'Ещё не заполнено',
    historyTitle: 'История изменений страницы',
    emptyTitle: 'Раздел пока пуст',
    emptyHint: 'Администраторы ещё не заполнили этот раздел.',
    emptyAdminHint: 'Заполните заголовок, текст, ссылки и файлы — сайт покажет их после сохранения.',
    loadFailed: 'Не удалось загрузить контент раздела',
    download: 'Скачать',
    linkRow: (index: number) => `Ссылка ${index + 1}`,
    fileRow: (index: number) => `Файл ${index + 1}`,
  },
} as const;
