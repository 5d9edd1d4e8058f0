/** The onboarding statistics page (/onboarding-statistics). Part of the one dictionary `texts` (../texts.ts). */
export const onboardingTexts = {
  onboardingStatistics: {
    title: 'Статистика по онбордингу',
    hint: 'Ученики, зарегистрированные за период, и сколько из них прошли каждый шаг онбординга.',
    period: 'Период регистрации',
    badPeriodInUrl: 'Период в адресе не распознан — показаны последние 30 дней.',
    cohort: 'Зарегистрировались за период',
    /** The funnel chart's first bar (short: a phone's width). */
    cohortBar: 'Регистрация',
    cohortForms: ['ученик', 'ученика', 'учеников'],
    funnelTitle: 'Воронка онбординга',
    stepColumn: 'Шаг',
    reachedColumn: 'Прошли',
    conversionColumn: 'Конверсия из предыдущего',
    dropOffColumn: 'Отсев',
    reachedSeries: 'Прошли шаг',
    summary: (cohort: string, last: string) => `Зарегистрировались ${cohort}, прошли последний шаг ${last}.`,
    loadFailed: 'Не удалось загрузить статистику онбординга',
    emptyTitle: 'За этот период никто не зарегистрировался',
    emptyHint: 'Выберите другой период.',
    noSteps: 'Шаги онбординга ещё не заданы',
  },
} as const;
