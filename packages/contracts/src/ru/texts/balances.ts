/**
 * Balances and withdrawals («Заработок», the payout queue). Imported as `@school/contracts/texts/balances`,
 * not through `texts`, so it loads with the feature's own chunk.
 */
export const balancesTexts = {
  balances: {
    title: 'Заработок',
    available: 'Доступно к выводу',
    held: 'На удержании',
    paidOut: 'Выведено',
    requested: 'В заявках',
    history: 'История начислений',
    kindLabels: {
      accrual: 'Начисление',
      release: 'Снятие удержания',
      withdrawal: 'Вывод',
      reversal: 'Возврат',
    },
    withdraw: 'Вывести',
    withdrawSuccess: 'Успешно выведено',
    statusLabels: { requested: 'Запрошено', paid: 'Выплачено', rejected: 'Отклонено' },
    /** Audit and seed wording of a rejection's returned money. */
    rejectedReturn: 'Возврат отклонённой заявки',
  },
} as const;
