/** The sales statistics page (/payments-statistics). Imported as `@school/contracts/texts/sales-statistics`, not through `texts`, so it loads with the feature's own chunk. */
export const salesStatisticsTexts = {
  salesStatistics: {
    title: 'Статистика',
    hint: 'Регистрации, оплаты и возвраты за период — по дням, неделям или месяцам. Суммы в рублях до копейки.',
    period: 'Период',
    grouping: 'Группировка',
    presets: 'Быстрый выбор периода',
    presetToday: 'Сегодня',
    presetWeek: '7 дней',
    presetThisMonth: 'Этот месяц',
    presetLastMonth: 'Прошлый месяц',
    presetYear: 'Год',
    /** A period in the address that cannot be read (or is reversed, or too long): the default is shown. */
    badPeriodInUrl: 'Период в адресе не распознан — показан текущий месяц.',
    exportCsv: 'Экспорт CSV',
    exportProgress: (size: string) => `Экспорт CSV · ${size}`,
    loadFailed: 'Не удалось загрузить статистику',
    emptyTitle: 'За этот период ничего нет',
    emptyHint: 'Ни регистраций, ни оплат. Выберите другой период.',
    cards: {
      label: 'Итоги за период',
      signUps: 'Регистрации',
      firstPayments: 'Первые оплаты',
      nextPayments: 'Автосписания',
      revenue: 'Выручка',
      refunds: 'Возвраты',
      net: 'Чистая выручка',
      /** With formatCount: `12 оплат`, `1 возврат`. */
      paymentForms: ['оплата', 'оплаты', 'оплат'],
      refundForms: ['возврат', 'возврата', 'возвратов'],
      revenueHint: 'первые оплаты и автосписания',
      netHint: 'выручка минус возвраты',
      /** Under the cards: what each card's last line compares with. */
      compared: (from: string, to: string) =>
        `Изменение — к предыдущему периоду той же длины: ${from} — ${to}`,
    },
    periodColumn: 'Период',
    providerColumn: 'Провайдер',
    monthColumn: 'Месяц',
    revenueByType: 'Выручка: первые оплаты и автосписания',
    revenueByProvider: 'Выручка по провайдерам',
    counts: 'Регистрации и оплаты',
    firstSeries: 'Первые оплаты',
    nextSeries: 'Автосписания',
    signUpsSeries: 'Регистрации',
    revenueSummary: (total: string, first: string, next: string) =>
      `Всего ${total}: первые оплаты ${first}, автосписания ${next}.`,
    providerSummary: (parts: string) => `По провайдерам: ${parts}.`,
    countsSummary: (signUps: string, first: string, next: string) =>
      `Регистраций ${signUps}, первых оплат ${first}, автосписаний ${next}.`,
    refunds: {
      title: 'Возвраты по провайдерам',
      rateSeries: 'Доля возвратов',
      paidPayments: 'Оплат',
      paidAmount: 'Оплачено',
      refundedPayments: 'Возвратов',
      refundedAmount: 'Возвращено',
      rate: 'Доля возвратов',
      total: 'Все провайдеры',
      summary: (count: string, amount: string, rate: string) =>
        `Возвратов ${count} на ${amount}, ${rate} оплат.`,
    },
    subscriptions: {
      mrrTitle: 'Подписки: ежемесячная выручка (MRR)',
      movementTitle: 'Подписки: активные и движение',
      mrr: 'MRR',
      active: 'Активные',
      newSubscriptions: 'Новые',
      newMrr: 'MRR новых',
      renewals: 'Продления',
      churned: 'Ушли',
      churnedMrr: 'MRR ушедших',
      mrrSummary: (first: string, last: string) =>
        `MRR в первом из 12 месяцев ${first}, в последнем ${last}.`,
      movementSummary: (active: string, added: string, churned: string) =>
        `Активных в конце ${active}; за 12 месяцев новых ${added}, ушли ${churned}.`,
      /** MRR and retention mean nothing over a few days: they always cover the 12 months up to the period's end. */
      twelveMonths: (from: string, to: string) => `Подписки всегда за 12 месяцев: ${from} — ${to}.`,
      retentionTitle: 'Удержание по месяцу первой оплаты',
      retentionHint:
        'Доля подписок месяца, активных через N месяцев после первой оплаты. Чем темнее ячейка, тем больше удержание.',
      cohort: 'Первая оплата',
      cohortSize: 'Подписок',
      monthOffset: (offset: number) => (offset === 0 ? 'Месяц 0' : `+${offset} мес.`),
      retentionEmpty: 'За эти 12 месяцев новых подписок не было.',
      /** The owners' figures of the last of the 12 months, each against the month before. */
      figuresLabel: (month: string) => `Подписки и ученики: ${month}`,
      figuresHint: (previous: string) => `Изменение — к предыдущему месяцу (${previous}).`,
      activeAtEnd: (active: string) => `активных подписок на конец месяца ${active}`,
      arpu: 'ARPU',
      /** Under ARPU: what it divides, with the month's paying students. */
      arpuHint: (paying: string) => `чистая выручка на ученика, платили ${paying}`,
      churnRate: 'Отток подписок',
      /** Under the churn rate: the subscriptions active when the month began, and those of them that ended. */
      churnRateHint: (churned: string, active: string) =>
        `ушли ${churned} из ${active} активных на 1-е число`,
      noChurnBase: 'на 1-е число активных не было',
      ltvTitle: 'LTV по месяцу первой оплаты',
      ltvHint:
        'Сколько в среднем принёс ученик с первой оплаты до сегодня: все его оплаты минус возвраты, по месяцу первой оплаты.',
      ltvStudents: 'Учеников',
      ltvRevenue: 'Принесли',
      ltv: 'LTV',
      ltvEmpty: 'За эти 12 месяцев новых платящих учеников не было.',
    },
  },
} as const;
