/**
 * The onboarding statistics page (/onboarding-statistics). Imported as `@school/contracts/texts/onboarding`, not through `texts`, so it loads with the feature's own chunk.
 */
export const onboardingTexts = {
  onboardingStatistics: {
    title: 'Статистика по онбордингу',
    hint: 'Ученики, зарегистрированные за период, и сколько из них прошли каждый шаг онбординга.',
    period: 'Период регистрации',
    badPeriodInUrl: 'Период в адресе не распознан — показаны последние 30 дней.',
    cohort: 'Зарегистрировались за период',
    /** The funnel's first bar and table row: short, for a phone's width. */
    cohortBar: 'Регистрация',
    cohortForms: ['ученик', 'ученика', 'учеников'],
    funnelTitle: 'Воронка онбординга',
    stepColumn: 'Шаг',
    reachedColumn: 'Прошли',
    conversionColumn: 'Конверсия',
    /** Read after «Конверсия» by screen readers; the note under the table says it to everyone. */
    conversionColumnHint: 'из предыдущего шага',
    conversionNote:
      'Конверсия — доля прошедших предыдущий шаг (для первого шага — зарегистрировавшихся); отсев — сколько на шаге отстало.',
    dropOffColumn: 'Отсев',
    reachedSeries: 'Прошли шаг',
    summary: (cohort: string, last: string) => `Зарегистрировались ${cohort}, прошли последний шаг ${last}.`,
    loadFailed: 'Не удалось загрузить статистику онбординга',
    emptyTitle: 'За этот период никто не зарегистрировался',
    emptyHint: 'Выберите другой период.',
    noSteps: 'Шаги онбординга ещё не заданы',
  },
} as const;
