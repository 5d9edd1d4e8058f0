/** The chart kit (apps/web shared/charts): its buttons, table headers and totals. Part of `texts` (../texts.ts). */
export const chartsTexts = {
  charts: {
    showTable: 'Таблица',
    hideTable: 'Скрыть таблицу',
    total: 'Итого',
    totalOf: (text: string) => `Итого: ${text}`,
    empty: 'Нет данных за выбранный период',
    /** The visually hidden lead of a chart's summary, read by screen readers before the figures. */
    summaryLead: (title: string) => `${title}. Те же данные — в таблице под графиком.`,
  },
} as const;
