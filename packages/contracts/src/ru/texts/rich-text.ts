/** The rich text editor's toolbar (lessons, news), for screen readers and tooltips. Part of the one dictionary `texts` (../texts.ts). */
export const richTextTexts = {
  richText: {
    heading: 'Заголовок',
    bold: 'Жирный',
    italic: 'Курсив',
    underline: 'Подчёркнутый',
    ordered: 'Нумерованный список',
    bullet: 'Маркированный список',
    quote: 'Цитата',
    link: 'Ссылка',
    clean: 'Убрать форматирование',
  },
} as const;
