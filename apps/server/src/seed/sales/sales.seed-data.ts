/** Reasons offered to a student who cancels, most common first; the hidden one was retired but old cancellations keep it. */
export const DEMO_CANCEL_REASONS: readonly { title: string; isHidden?: boolean }[] = [
  { title: 'Слишком дорого' },
  { title: 'Не хватает времени на занятия' },
  { title: 'Курс не оправдал ожиданий' },
  { title: 'Достиг своей цели' },
  { title: 'Перешёл в другую школу' },
  { title: 'Технические проблемы с платформой' },
  { title: 'Другое' },
  { title: 'Не подошёл формат вебинаров', isHidden: true },
];

/**
 * Onboarding steps in order, with the share of new students who reach each (a funnel: every step is reached
 * only by those who reached the one before).
 */
export const DEMO_ONBOARDING_STEPS: readonly { title: string; reachedBy: number }[] = [
  { title: 'Заполнил профиль', reachedBy: 0.86 },
  { title: 'Выбрал направление', reachedBy: 0.7 },
  { title: 'Открыл первый урок', reachedBy: 0.57 },
  { title: 'Прошёл первый урок', reachedBy: 0.42 },
  { title: 'Оплатил курс', reachedBy: 0.25 },
  { title: 'Прошёл первый модуль', reachedBy: 0.17 },
];

/** The paid plan «Клуб»: price per period in roubles (text, exact). */
export const CLUB_PLANS: readonly { periodMonths: 1 | 3 | 12; price: string }[] = [
  { periodMonths: 1, price: '1490.00' },
  { periodMonths: 3, price: '3990.00' },
  { periodMonths: 12, price: '11990.00' },
];

export const clubPlanTitle = (periodMonths: number) => `Клуб, ${periodMonths} мес.`;
