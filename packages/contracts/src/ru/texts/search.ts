import type { SearchKind } from '../../search';

/** The global search palette (issue 31); travels with its lazy chunk (`@school/contracts/texts/search`). */
export const searchTexts = {
  dialog: 'Поиск',
  placeholder: 'Ученики, курсы, платежи, заявки…',
  input: 'Что найти',
  hint: 'Введите хотя бы 2 символа',
  loading: 'Ищем…',
  empty: 'Ничего не найдено',
  recent: 'Недавние',
  showAll: 'Показать все',
  showAllOf: (group: string, total: string) => `Показать все: ${group} (${total})`,
  keys: '↑↓ — выбор, Enter — открыть, Esc — закрыть',
  groups: {
    students: 'Ученики',
    staff: 'Сотрудники',
    courses: 'Курсы',
    payments: 'Платежи',
    'applications-service': 'Заявки на услуги',
    'applications-training': 'Заявки на обучение',
    'applications-marketplace': 'Заявки маркетплейса',
    applications: 'Заявки',
    services: 'Услуги',
    news: 'Новости',
  } satisfies Record<SearchKind, string>,
} as const;
