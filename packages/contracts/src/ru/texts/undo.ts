/**
 * «Отменить» after a destructive action, and what is never undone (issue 32): imported as
 * `@school/contracts/texts/undo` by the undo toast and the payment card, so it loads with them, not with every page.
 */
export const undoTexts = {
  undo: {
    action: 'Отменить',
    secondsLeft: (seconds: number) => `${seconds} с`,
    notUndone: (what: string) => `Не отменится: ${what}`,
    done: 'Действие отменено: данные восстановлены',
  },
  /** Where a person might look for «Удалить» on money (issue 32, item 6). */
  paymentNotDeleted:
    'Платёж и его возвраты не удаляются и не отменяются: ошибку исправляют возвратом или новым платежом, чтобы выручка сходилась с провайдером.',
} as const;
